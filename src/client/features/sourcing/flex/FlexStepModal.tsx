import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLEX_ACTION_LABEL } from '../../../../domain/sourcing/flex';
import type { FlexAction } from '../../../../domain/sourcing/flex';
import { FLEX_REASON_MAX } from '../../../../domain/sourcing/flex-shipments';

/**
 * An admin's step on a shipment, asked before it is taken: a cancel (a rejected review) says why, in
 * words the seller reads; any other step is confirmed as it is.
 */
export function FlexStepModal({
  oddNo,
  action,
  busy,
  onClose,
  onTake,
}: {
  oddNo: string;
  action: FlexAction | null;
  busy: boolean;
  onClose: () => void;
  onTake: (action: FlexAction, reason: string) => void;
}) {
  const { t } = useTranslation(['sourcing-flex', 'common']);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const cancel = action === 'cancel';
  const missing = cancel && reason.trim() === '';
  const close = () => {
    setReason('');
    setTried(false);
    onClose();
  };
  const take = () => {
    setTried(true);
    if (action && !missing) onTake(action, reason.trim());
  };
  const name = action ? t(FLEX_ACTION_LABEL[action]) : '';
  return (
    <Modal
      opened={action !== null}
      onClose={close}
      title={t('audit.confirm', { action: name, oddNo })}
      centered
    >
      <Stack gap="md">
        {cancel ? (
          <Textarea
            label={t('audit.reason')}
            required
            autosize
            minRows={3}
            maxLength={FLEX_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={tried && missing ? t('audit.reasonRequired') : undefined}
            data-autofocus
          />
        ) : (
          <Text size="sm">{t('audit.stepText')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {t('common:actions.close')}
          </Button>
          <Button color={cancel ? 'red' : undefined} onClick={take} loading={busy}>
            {name}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
