import { FileInput, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_PDF_LIMITS, LABEL_PDF_MAX_BYTES } from '../../../../domain/outbound/label-pdf';
import { uploadLabel } from '../api/new-order';

type Props = {
  oneId: string;
  uploaded: boolean;
  /** The label's file URL once stored; null while the chosen file is not (yet) a stored label. */
  onUploaded: (url: string | null) => void;
  /** Set once the seller tried to send without this pair's label. */
  missing: boolean;
};

/**
 * The buyer's label of one pair: a PDF, uploaded as soon as it is chosen (checked by content on the
 * server). A refused file stays chosen, with the reason at the field, so the seller sees which one.
 */
export function LabelUpload({ oneId, uploaded, onUploaded, missing }: Props) {
  const { t } = useTranslation('outbound');
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({ mutationFn: uploadLabel, onSuccess: onUploaded });
  // A file past the size limit is refused here: no need to send megabytes to hear it.
  const tooLarge = file !== null && file.size > LABEL_PDF_MAX_BYTES;
  const error = tooLarge
    ? t('labelPdf.tooLarge', LABEL_PDF_LIMITS)
    : (upload.error?.message ?? (missing ? t('create.errors.label') : undefined));
  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
    onUploaded(null);
    if (chosen && chosen.size <= LABEL_PDF_MAX_BYTES) upload.mutate(chosen);
  };
  return (
    <>
      <FileInput
        size="xs"
        w={200}
        accept="application/pdf"
        clearable={false}
        value={file}
        placeholder={t('create.label.choose')}
        description={t('create.label.hint', LABEL_PDF_LIMITS)}
        aria-label={t('create.label.aria', { oneId })}
        onChange={choose}
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
