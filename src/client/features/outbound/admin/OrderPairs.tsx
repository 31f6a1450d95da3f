import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderItemView } from '../../../../domain/outbound/outbound';
import { INVENTORY_STATUS_LABEL } from '../../../../domain/kernel/product-rules';
import type { InventoryStatus } from '../../../../domain/kernel/product-rules';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';

/** The order's pairs, with the buyer's label of a ship-with-label order. */
export function OrderPairs({ items }: { items: readonly OrderItemView[] }) {
  const { t } = useTranslation(['outbound-audit', 'inbound']);
  const columns: ResponsiveColumn<OrderItemView>[] = [
    { id: 'oneId', header: t('field.oneId'), priority: 'key', cell: (i) => i.oneId },
    { id: 'sku', header: t('field.sku'), priority: 'key', cell: (i) => i.sku },
    { id: 'name', header: t('field.product'), priority: 'high', cell: (i) => `${i.brand} ${i.name}` },
    { id: 'size', header: t('field.size'), priority: 'high', cell: (i) => i.size },
    {
      id: 'itemStatus',
      header: t('field.itemStatus'),
      priority: 'low',
      cell: (i) => {
        const key = INVENTORY_STATUS_LABEL[i.status as InventoryStatus];
        return key ? t(key) : String(i.status);
      },
    },
    {
      id: 'label',
      header: t('field.label'),
      priority: 'low',
      cell: (i) =>
        i.labelFile ? (
          <Anchor href={i.labelFile} target="_blank" rel="noreferrer" size="sm">
            {t('field.openLabel')}
          </Anchor>
        ) : (
          '-'
        ),
    },
  ];
  return (
    <ResponsiveTable
      testId="order-pairs"
      tableProps={{ striped: true }}
      columns={columns}
      rows={items}
      rowKey={(i) => i.oneId}
      rowName={(i) => i.oneId}
    />
  );
}
