import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_REMARK_MAX,
  otherReasonUndescribed,
  REJECT_REASONS,
  rejectReasonLabel,
} from '../../../../domain/outbound/outbound';
import type { OrderView, RejectReason } from '../../../../domain/outbound/outbound';
import { useAuditStep } from '../api/admin-orders';

/**
 * Rejecting an order: at least one outbound reject reason, a remark the seller reads ("Other" needs
 * one), and what the rejection does, stated before it is sent.
 */
export function RejectModal({
  order,
  opened,
  onClose,
}: {
  order: OrderView;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['outbound-audit', 'outbound']);
  const step = useAuditStep();
  const [reasons, setReasons] = useState<RejectReason[]>([]);
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const missing = reasons.length === 0;
  const undescribed = otherReasonUndescribed(reasons, remark);
  const submit = async () => {
    setTried(true);
    if (missing || undescribed) return;
    await step.mutateAsync({
      path: '/outbound/reject',
      body: { id: order.id, reasons, remark: remark.trim() },
    });
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('reject.title', { oddNo: order.oddNo })} size="lg">
      <Stack gap="md">
        <Checkbox.Group
          label={t('reject.reasons')}
          withAsterisk
          value={reasons}
          onChange={(v) => setReasons(v as RejectReason[])}
          error={tried && missing ? t('reject.reasonRequired') : undefined}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {REJECT_REASONS.map((r) => (
              <Checkbox key={r} value={r} label={t(rejectReasonLabel(r))} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Textarea
          label={t(reasons.includes('other') ? 'reject.remarkOther' : 'reject.remark')}
          withAsterisk={reasons.includes('other')}
          maxLength={ORDER_REMARK_MAX}
          autosize
          minRows={2}
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
          error={tried && undescribed ? t('reject.otherRequired') : undefined}
        />
        <Text size="sm" data-testid="reject-effect">
          {t('reject.effect', { oddNo: order.oddNo, count: order.items.length })}
        </Text>
        {step.isError && (
          <Text size="sm" c="red" role="alert">
            {step.error.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={step.isPending}
            onClick={() => void submit()}
            data-testid="reject-submit"
          >
            {t('steps.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
