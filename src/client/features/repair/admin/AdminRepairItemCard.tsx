import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RepairItemAdminView } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import { InfoGrid } from '../../../components/InfoGrid';
import { centsOrDash } from '../components/money-text';
import { IssuesText, QcBadge, RepairStatusBadge, RepairsText } from '../components/RepairBadges';
import { BeforeAfterPhotos } from './BeforeAfterPhotos';
import { LostBoxButton, lostBoxActionsOf } from './LostBoxButton';

const when = (iso: string | null) => (iso ? String(formatDisplayTime(iso)) : '');

/** One pair of an order as the management side sees it: what was asked, the work, the photos and its steps. */
export function AdminRepairItemCard({
  oddNo,
  item,
  canEdit,
  may,
  onEdit,
  onReject,
}: {
  oddNo: string;
  item: RepairItemAdminView;
  /** The order may still be edited (pending review). */
  canEdit: boolean;
  /** The reader's grants: the review's steps (edit, reject) and the tasks' (lost boxes). */
  may: { review: boolean; tasks: boolean };
  onEdit: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation('repair-screens');
  const lost = may.tasks ? lostBoxActionsOf(item.actions) : [];
  const reject = may.review && item.actions.includes('reject');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="admin-repair-item" data-one-id={item.oneId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Text fw={600} ff="monospace">
                {item.oneId}
              </Text>
              <RepairStatusBadge status={item.status} />
              {item.qcResult && <QcBadge qc={item.qcResult} />}
            </Group>
            <Text size="xs" c="dimmed">
              {t('pairLine', { sku: item.sku, size: item.size })} {item.name}
            </Text>
          </Stack>
          {(reject || lost.length > 0 || (may.review && canEdit)) && (
            <Group gap={4}>
              {may.review && canEdit && (
                <Button size="compact-xs" variant="light" onClick={onEdit} data-testid="edit-item">
                  {t('items.edit')}
                </Button>
              )}
              {reject && (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  onClick={onReject}
                  data-testid="reject-item"
                >
                  {t('items.reject')}
                </Button>
              )}
              {lost.map((a) => (
                <LostBoxButton key={a} oddNo={oddNo} oneId={item.oneId} action={a} />
              ))}
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('column.issues')}
            </Text>
            <IssuesText issues={item.issues} />
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('column.repairs')}
            </Text>
            <RepairsText repairs={item.repairs} />
          </Stack>
        </SimpleGrid>
        <BeforeAfterPhotos item={item} />
        <InfoGrid
          items={[
            [t('column.estimate'), formatCents(item.estimateCents)],
            [t('column.repairCost'), centsOrDash(item.repairCents)],
            [t('items.pickedBy'), item.pickedBy ? `${item.pickedBy} · ${when(item.gmtPicked)}` : ''],
            [t('items.doneBy'), item.doneBy ? `${item.doneBy} · ${when(item.gmtDone)}` : ''],
            [t('items.lostAt'), when(item.gmtLost)],
            [t('column.result'), item.rejectReason || item.resultRemark],
          ]}
        />
      </Stack>
    </Paper>
  );
}
