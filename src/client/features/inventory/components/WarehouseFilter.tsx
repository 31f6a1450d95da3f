import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWarehouseChoices } from '../../../api/warehouse-choices';

/** Narrows a stock view to one warehouse; cleared, it shows them all (null). */
export function WarehouseFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (wareId: number | null) => void;
}) {
  const { t } = useTranslation('inventory');
  const warehouses = useWarehouseChoices();
  return (
    <Select
      w={200}
      size="xs"
      label={t('filters.wareId')}
      placeholder={t('filters.all')}
      clearable
      data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
      value={value === null ? null : String(value)}
      onChange={(id) => onChange(id === null ? null : Number(id))}
    />
  );
}
