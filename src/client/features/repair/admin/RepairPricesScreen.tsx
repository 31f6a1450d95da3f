import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeePage } from '../../../../domain/kernel/permissions';
import { REPAIR_ITEM_LABEL } from '../../../../domain/repair/codes';
import type { RepairPriceRow } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { useMay } from '../../../stores/permissions';
import { useRepairPrices } from '../api/repair-prices';
import { RepairPriceModal } from './RepairPriceModal';

/**
 * Fee/RepairMange: the price and working days of each repair item. Sellers' estimates are read from
 * here; a new price applies to orders made after it.
 */
export function RepairPricesScreen() {
  const { t } = useTranslation('repair-screens');
  const may = useMay();
  const prices = useRepairPrices();
  const [editing, setEditing] = useState<RepairPriceRow | null>(null);
  const canEdit = may(FeePage.repairManage, 'edit');
  const columns = useMemo(() => {
    const list: ResponsiveColumn<RepairPriceRow>[] = [
      {
        id: 'item',
        header: t('prices.item'),
        priority: 'key',
        cell: (p) => (
          <Text size="sm" fw={500}>
            {t(REPAIR_ITEM_LABEL(p.item))}
          </Text>
        ),
      },
      {
        id: 'price',
        header: t('prices.price'),
        priority: 'key',
        align: 'right',
        cell: (p) => formatCents(p.priceCents),
      },
      { id: 'days', header: t('prices.days'), priority: 'high', cell: (p) => t('days', { count: p.days }) },
      { id: 'by', header: t('prices.updatedBy'), priority: 'low', cell: (p) => p.updatedBy || '-' },
      { id: 'modified', header: t('prices.modified'), priority: 'low', cell: (p) => p.gmtModify ?? '-' },
    ];
    if (canEdit)
      list.push({
        id: 'actions',
        header: t('column.actions'),
        priority: 'key',
        align: 'right',
        cell: (p) => (
          <RowAction
            icon={IconPencil}
            label={t('prices.edit', { item: t(REPAIR_ITEM_LABEL(p.item)) })}
            onClick={() => setEditing(p)}
          />
        ),
      });
    return list;
  }, [t, canEdit]);
  return (
    <Stack gap="md">
      <Title order={3}>{t('menu.prices')}</Title>
      <Text size="sm" c="dimmed">
        {t('prices.hint')}
      </Text>
      {prices.isError && (
        <Alert color="red" role="alert">
          {prices.error.message}
        </Alert>
      )}
      <ResponsiveTable
        testId="repair-prices"
        tableProps={{ striped: true, verticalSpacing: 'xs' }}
        columns={columns}
        rows={prices.data ?? []}
        rowKey={(p) => p.item}
        rowName={(p) => p.item}
        rowProps={(p) => ({ 'data-item': p.item })}
        state={
          prices.isPending ? (
            <Center py="lg">
              <Loader size="sm" />
            </Center>
          ) : undefined
        }
      />
      {editing && <RepairPriceModal price={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
