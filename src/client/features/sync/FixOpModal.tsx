import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpInputError, resendOp } from '../../offline/outbox';
import type { QueuedOp } from '../../offline/types';
import { editableFieldsOf, formValuesOf, payloadWith } from './op-description';

type FixOpModalProps = { op: QueuedOp | null; onClose: () => void; onResent: () => void };

/**
 * Fix & resend: the rejected op's plain fields in a form. The corrected payload is checked by the
 * same schema as a new op; a refusal names the field and keeps what was typed.
 */
export function FixOpModal({ op, onClose, onResent }: FixOpModalProps) {
  const { t } = useTranslation('sync');
  return (
    <Modal
      opened={op !== null}
      onClose={onClose}
      title={op ? t('attention.fixTitle', { type: t(`opType.${op.type}`) }) : ''}
      centered
      size="md"
    >
      {op && <FixOpForm key={op.opId} op={op} onClose={onClose} onResent={onResent} />}
    </Modal>
  );
}

function FixOpForm({ op, onClose, onResent }: { op: QueuedOp; onClose: () => void; onResent: () => void }) {
  const { t } = useTranslation('sync');
  const fields = editableFieldsOf(op.payload);
  const form = useForm<Record<string, string>>({
    mode: 'controlled',
    initialValues: formValuesOf(op.payload),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Record<string, string>) => {
    setBusy(true);
    setFailure(null);
    try {
      await resendOp(op.opId, payloadWith(op.payload, values));
      onResent();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field = error instanceof OpInputError ? error.field?.split('.')[0] : undefined;
      if (field && fields.includes(field as never)) form.setFieldError(field, message);
      else setFailure(t('attention.failed', { error: message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="sm">
        {op.lastError && (
          <Text size="sm" c="red">
            {op.lastError.reason}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {fields.length > 0 ? t('attention.fixIntro') : t('attention.noFields')}
        </Text>
        {fields.map((field) => (
          <TextInput key={field} label={t(`field.${field}`)} {...form.getInputProps(field)} />
        ))}
        {failure && (
          <Text size="sm" c="red">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('attention.submitFix')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
