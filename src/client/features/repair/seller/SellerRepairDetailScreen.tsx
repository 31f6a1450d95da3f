import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { RepairOrderDetail } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import { formatDisplayTime } from '../../../api/response';
import { confirmAction } from '../../../components/confirm-action';
import { InfoGrid } from '../../../components/InfoGrid';
import { useCancelRepair, useSellerRepair } from '../api/seller-repairs';
import { HoldStory } from '../components/HoldStory';
import { RepairOrderPage } from '../components/RepairOrderPage';
import { ApprovalBadge } from '../components/RepairBadges';
import { SellerRepairItems } from './SellerRepairItems';
import { SELLER_REPAIR_PATH } from './repair-paths';

/**
 * business `repair-order/detail?oddNo=`: one of the seller's repair orders, its pairs with their
 * status, cost and QC result (no repair or QC images: those are the management side's), the money
 * held or settled, and Cancel while the order waits for review.
 */
export function SellerRepairDetailScreen() {
  const { t } = useTranslation('repair-screens');
  return (
    <RepairOrderPage backTo={SELLER_REPAIR_PATH} backLabel={t('seller.back')} useOrder={useSellerRepair}>
      {(order) => <OrderView order={order} />}
    </RepairOrderPage>
  );
}

function OrderView({ order }: { order: RepairOrderDetail }) {
  const { t } = useTranslation('repair-screens');
  return (
    <Stack gap="md" data-testid="repair-detail">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={3}>{order.oddNo}</Title>
          <ApprovalBadge approval={order.approval} />
        </Group>
        {order.actions.includes('cancel') && <CancelButton oddNo={order.oddNo} />}
      </Group>
      <HoldStory order={order} reader="seller" />
      <Paper withBorder p="md" radius="md">
        <InfoGrid
          items={[
            [t('column.warehouse'), order.wareName],
            [t('column.created'), order.gmtCreate],
            [t('column.estimate'), formatCents(order.estimateCents), 'detail-estimate'],
            [
              t('column.repairCost'),
              order.repairCents === null ? '' : formatCents(order.repairCents),
              'detail-cost',
            ],
            [t('column.pendingAhead'), order.pendingAhead],
            [t('column.estimatedDays'), t('days', { count: order.estimatedDays })],
            [t('column.daysWaiting'), t('days', { count: order.daysWaiting })],
            [t('column.batchNo'), order.batchNo ?? ''],
            [t('column.review'), order.reviewRemark, 'detail-review'],
            [t('column.reviewedAt'), order.reviewedAt ? String(formatDisplayTime(order.reviewedAt)) : ''],
            [t('column.remark'), order.remark],
          ]}
        />
      </Paper>
      <Text fw={600}>{t('detail.pairs', { count: order.items.length })}</Text>
      <SellerRepairItems items={order.items} />
    </Stack>
  );
}

function CancelButton({ oddNo }: { oddNo: string }) {
  const { t } = useTranslation('repair-screens');
  const cancel = useCancelRepair();
  const [requestKey, renew] = useRequestKey();
  const ask = () =>
    void confirmAction('cancel', {
      title: t('seller.cancelTitle', { oddNo }),
      message: t('seller.cancelText'),
      onConfirm: async () => {
        try {
          const said = await cancel.mutateAsync({ oddNo, requestKey });
          renew();
          notifications.show({ color: 'green', message: said.message });
        } catch (error) {
          notifications.show({ color: 'red', message: (error as Error).message });
          throw error;
        }
      },
    });
  return (
    <Button color="red" variant="light" onClick={ask} loading={cancel.isPending} data-testid="repair-cancel">
      {t('seller.cancel')}
    </Button>
  );
}
