import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPackageExport, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '../../../../domain/outbound/outbound';
import { OrderKind } from '../../../../domain/outbound/kind-codes';
import { SelfOperatedPage } from '../../../../domain/kernel/permissions';
import { confirmAction } from '../../../components/confirm-action';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { useMay } from '../../../stores/permissions';
import { usePlatformOrders, usePlatformOutbound } from '../api/admin-platform';
import { statusesOfKind } from './audit-paths';
import { AuditFilters } from './AuditFilters';
import { useOrderColumns } from './order-columns';
import { OrderTablePanel } from './OrderTablePanel';
import { PlatformOutboundModal } from './PlatformOutboundModal';
import { useAuditFilters } from './use-audit-filters';

/** sale-order: the platform's direct outbound orders (kind 14), made from pairs the platform owns. */
export function SaleOrderScreen() {
  const { t } = useTranslation('outbound-audit');
  const { filters, change, request, pager } = useAuditFilters();
  const list = usePlatformOrders(request);
  const { cancel } = usePlatformOutbound();
  const [creating, create] = useDisclosure(false);
  const may = useMay();
  const c = useOrderColumns();
  const actions: ResponsiveColumn<OrderView> = {
    id: 'actions',
    header: t('field.actions'),
    priority: 'key',
    width: 60,
    cell: (o) =>
      o.actions.includes('recall') && may(SelfOperatedPage.warehouse, 'edit') ? (
        <RowAction
          label={t('sale.cancelOne', { oddNo: o.oddNo })}
          tooltip={t('sale.cancel')}
          icon={IconX}
          color="red"
          onClick={() =>
            void confirmAction('recall', {
              message: t('sale.cancelConfirm', { oddNo: o.oddNo }),
              onConfirm: () => cancel.mutateAsync(o.id),
            })
          }
        />
      ) : null,
  };
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={4}>{t('menu.saleOrder')}</Title>
        {may(SelfOperatedPage.warehouse, 'add') && (
          <Button
            leftSection={<IconPackageExport size={16} />}
            onClick={create.open}
            data-testid="platform-create"
          >
            {t('sale.create')}
          </Button>
        )}
      </Group>
      <Paper withBorder p="md" radius="md">
        <AuditFilters
          value={filters}
          onChange={change}
          statuses={statusesOfKind(OrderKind.platformOutbound)}
          fields={['oddNo', 'oneId']}
        />
      </Paper>
      <OrderTablePanel
        testId="sale-orders"
        columns={[
          { ...c.oddNo, cell: (o) => o.oddNo },
          c.warehouse,
          c.pairs,
          {
            id: 'oneIds',
            header: t('field.oneId'),
            priority: 'high',
            cell: (o) => o.items.map((i) => i.oneId).join(', '),
          },
          c.status,
          c.createdAt,
          actions,
        ]}
        list={list}
        pager={pager}
        empty={t('list.empty')}
      />
      <PlatformOutboundModal opened={creating} onClose={create.close} />
    </Stack>
  );
}
