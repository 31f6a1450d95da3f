import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPAIR_REMARK_MAX } from '../../../../domain/repair/requests';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';

/**
 * An admin's step with its words (approve with a remark; refuse or reject with the reason the seller
 * reads): a reason left blank where one is needed is named at the field and nothing is sent; the
 * server's refusal shows in the dialog, which keeps what was typed.
 */
export function ReasonModal({
  title,
  text,
  label,
  required,
  action,
  onSave,
  onClose,
}: {
  title: string;
  text: string;
  label: string;
  required: boolean;
  action: { label: string; color?: string; testId: string; saving: boolean };
  /** Sends the step; answers the message to show. */
  onSave: (words: string) => Promise<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('repair-screens');
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const submit = () => {
    if (required && !words.trim()) return setMissing(true);
    void saveAndClose(() => onSave(words.trim()));
  };
  return (
    <Modal opened onClose={onClose} centered title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <Text size="sm">{text}</Text>
          <Textarea
            label={label}
            required={required}
            value={words}
            onChange={(e) => {
              setWords(e.currentTarget.value);
              setMissing(false);
            }}
            maxLength={REPAIR_REMARK_MAX}
            error={missing ? t('review.reasonRequired') : undefined}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color={action.color} loading={action.saving} data-testid={action.testId}>
              {action.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
