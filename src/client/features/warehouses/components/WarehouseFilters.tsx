import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WAREHOUSE_LEVEL_LABEL,
  WAREHOUSE_LEVELS,
  WAREHOUSE_STATUS_LABEL,
  WarehouseStatus,
} from '../../../../domain/warehouses/rules';
import type { WarehouseLevel } from '../../../../domain/warehouses/rules';
import type { WarehouseFilters as Filters } from '../api/warehouse-list';

const STATUSES: readonly WarehouseStatus[] = [WarehouseStatus.enabled, WarehouseStatus.disabled];

/** Name (contains), level and status. A search applies them together and goes back to page 1. */
export function WarehouseFilters({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation('warehouses');
  const [name, setName] = useState('');
  const [level, setLevel] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const search = () =>
    onSearch({
      name: name.trim() || undefined,
      level: level ? (Number(level) as WarehouseLevel) : undefined,
      status: status ? (Number(status) as WarehouseStatus) : undefined,
    });
  const reset = () => {
    setName('');
    setLevel(null);
    setStatus(null);
    onSearch({});
  };

  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <TextInput
        label={t('filters.name')}
        placeholder={t('filters.namePlaceholder')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={64}
        w={200}
      />
      <Select
        label={t('filters.level')}
        placeholder={t('filters.all')}
        clearable
        data={WAREHOUSE_LEVELS.map((l) => ({ value: String(l), label: t(WAREHOUSE_LEVEL_LABEL[l]) }))}
        value={level}
        onChange={setLevel}
        w={130}
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all')}
        clearable
        data={STATUSES.map((s) => ({ value: String(s), label: t(WAREHOUSE_STATUS_LABEL[s]) }))}
        value={status}
        onChange={setStatus}
        w={130}
      />
      <Button type="submit" leftSection={<IconSearch size={16} />}>
        {t('common:actions.search')}
      </Button>
      <Button variant="default" onClick={reset}>
        {t('common:actions.reset')}
      </Button>
    </Group>
  );
}
