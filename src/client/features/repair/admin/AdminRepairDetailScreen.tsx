import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditPage, TaskPage } from '../../../../domain/kernel/permissions';
import type { RepairItemAdminView, RepairOrderAdminDetail } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import { InfoGrid } from '../../../components/InfoGrid';
import { UploadedImage } from '../../../components/UploadedImage';
import { useMay } from '../../../stores/permissions';
import { useAdminRepair } from '../api/admin-repairs';
import { HoldStory } from '../components/HoldStory';
import { RepairOrderPage } from '../components/RepairOrderPage';
import { ApprovalBadge } from '../components/RepairBadges';
import { AdminRepairItemCard } from './AdminRepairItemCard';
import { REPAIR_AUDIT_PATH } from './admin-paths';
import { EditItemModal } from './EditItemModal';
import { RejectItemModal } from './RejectItemModal';
import { ReviewModal } from './ReviewModal';
import type { ReviewKind } from './ReviewModal';

/**
 * Audit/RepairOrder/Detail?oddNo=: the repair detail: the order's facts and money, each pair with its
 * before and after photos side by side, the review (approve or refuse) and the steps on one pair
 * (edit or reject while pending, mark a lost box or cancel it).
 */
export function AdminRepairDetailScreen() {
  const { t } = useTranslation('repair-screens');
  return (
    <RepairOrderPage backTo={REPAIR_AUDIT_PATH} backLabel={t('admin.back')} useOrder={useAdminRepair}>
      {(order) => <OrderView order={order} />}
    </RepairOrderPage>
  );
}

type Dialog =
  | { kind: 'review'; review: ReviewKind }
  | { kind: 'edit'; item: RepairItemAdminView }
  | { kind: 'reject'; oneId: string };

function OrderView({ order }: { order: RepairOrderAdminDetail }) {
  const { t } = useTranslation('repair-screens');
  const may = useMay();
  const canReview = may(AuditPage.repair, 'edit');
  const canTasks = may(TaskPage.repairTask, 'edit');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  return (
    <Stack gap="md" data-testid="admin-repair-detail">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={3}>{order.oddNo}</Title>
          <ApprovalBadge approval={order.approval} />
        </Group>
        {canReview && order.actions.includes('approve') && (
          <Group gap="xs">
            <Button
              onClick={() => setDialog({ kind: 'review', review: 'approve' })}
              data-testid="detail-approve"
            >
              {t('review.approve')}
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={() => setDialog({ kind: 'review', review: 'refuse' })}
            >
              {t('review.refuse')}
            </Button>
          </Group>
        )}
      </Group>
      <HoldStory order={order} reader="admin" />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <div style={{ flex: 1, minWidth: 260 }}>
            <InfoGrid
              items={[
                [t('column.seller'), `${order.shopInfo.realname} (${order.shopInfo.uid})`],
                [t('column.warehouse'), order.wareName],
                [t('column.created'), order.gmtCreate],
                [t('column.estimate'), formatCents(order.estimateCents)],
                [t('column.repairCost'), order.repairCents === null ? '' : formatCents(order.repairCents)],
                [t('column.pendingAhead'), order.pendingAhead],
                [t('column.estimatedDays'), t('days', { count: order.estimatedDays })],
                [t('column.daysWaiting'), t('days', { count: order.daysWaiting })],
                [t('column.batchNo'), order.batchNo ?? ''],
                [t('column.operator'), order.operator],
                [t('column.review'), order.reviewRemark],
                [t('column.reviewedAt'), order.reviewedAt ? String(formatDisplayTime(order.reviewedAt)) : ''],
                [t('column.remark'), order.remark],
              ]}
            />
          </div>
          {order.waybillImage && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('create.waybill')}
              </Text>
              <UploadedImage
                source={order.waybillImage}
                w={140}
                h={140}
                radius="sm"
                fit="contain"
                alt={t('create.waybill')}
              />
            </Stack>
          )}
        </Group>
      </Paper>
      <Text fw={600}>{t('detail.pairs', { count: order.items.length })}</Text>
      {order.items.map((item) => (
        <AdminRepairItemCard
          key={item.oneId}
          oddNo={order.oddNo}
          item={item}
          canEdit={order.actions.includes('edit')}
          may={{ review: canReview, tasks: canTasks }}
          onEdit={() => setDialog({ kind: 'edit', item })}
          onReject={() => setDialog({ kind: 'reject', oneId: item.oneId })}
        />
      ))}
      {dialog?.kind === 'review' && <ReviewModal kind={dialog.review} oddNo={order.oddNo} onClose={close} />}
      {dialog?.kind === 'edit' && <EditItemModal oddNo={order.oddNo} item={dialog.item} onClose={close} />}
      {dialog?.kind === 'reject' && (
        <RejectItemModal oddNo={order.oddNo} oneId={dialog.oneId} onClose={close} />
      )}
    </Stack>
  );
}
