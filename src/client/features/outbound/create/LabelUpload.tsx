import { FileInput, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { uploadLabel } from '../api/new-order';

type Props = {
  oneId: string;
  uploaded: boolean;
  onUploaded: (url: string) => void;
  /** Set once the seller tried to send without this pair's label. */
  missing: boolean;
};

/** The buyer's label of one pair: a PDF, uploaded as soon as it is chosen (its type checked by content). */
export function LabelUpload({ oneId, uploaded, onUploaded, missing }: Props) {
  const { t } = useTranslation('outbound');
  const upload = useMutation({ mutationFn: uploadLabel, onSuccess: onUploaded });
  const error = upload.error?.message ?? (missing ? t('create.errors.label') : undefined);
  return (
    <>
      <FileInput
        size="xs"
        w={200}
        accept="application/pdf"
        clearable={false}
        placeholder={t('create.label.choose')}
        aria-label={t('create.label.aria', { oneId })}
        onChange={(file) => file && upload.mutate(file)}
        disabled={upload.isPending}
        error={error}
        data-testid={`label-${oneId}`}
      />
      {uploaded && !upload.isPending && (
        <Text size="xs" c="teal" data-testid={`label-ok-${oneId}`}>
          {t('create.label.uploaded')}
        </Text>
      )}
    </>
  );
}
