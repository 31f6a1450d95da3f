import { Alert, Anchor, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { WarehouseStatus } from '../../../../domain/warehouses/rules';
import { useRackList } from '../api/rack-list';
import { useWarehouseById } from '../api/warehouse-by-id';
import { positiveId, WAREHOUSE_SETTINGS_PATH, warehouseDetailPath } from '../paths';
import { useStockSettingActions } from '../use-stock-setting-actions';
import { StockSettingImport } from './StockSettingImport';
import { RackList } from './RackList';
import { ShelfPanel } from './ShelfPanel';
import { LevelBadge, StatusBadge } from './StatusBadges';

/**
 * /admin/Stock/Setting/detail/:type??id=<warehouse>: one warehouse's racks and, for the rack in
 * the route (or the first one), its shelves.
 */
export function WarehouseDetailScreen() {
  const { t } = useTranslation('warehouses');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { type } = useParams();
  const wareId = positiveId(search.get('id'));
  const actions = useStockSettingActions();
  const warehouse = useWarehouseById(wareId);
  const racks = useRackList(wareId);

  const back = (
    <Anchor component={Link} to={WAREHOUSE_SETTINGS_PATH} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (wareId === null || warehouse.data === null) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert">
          {t('detail.notFound')}
        </Alert>
      </Stack>
    );
  }

  const rackList = racks.data ?? [];
  const wantedRack = positiveId(type);
  const rack = rackList.find((r) => r.id === wantedRack) ?? rackList[0];
  const w = warehouse.data;
  return (
    <Stack gap="md">
      {back}
      <Paper withBorder p="md" radius="md">
        {w ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Group gap="xs">
                <Title order={3}>{w.name}</Title>
                <LevelBadge level={w.level} />
                <StatusBadge status={w.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {w.address || t('detail.noAddress')}
              </Text>
            </Stack>
            <Group gap="sm">
              <Text size="sm" c="dimmed">
                {t('rack.count', { count: w.rackCount })} · {t('shelf.count', { count: w.shelfCount })}
              </Text>
              <StockSettingImport wareId={wareId} />
            </Group>
          </Group>
        ) : (
          <Loader size="sm" role="status" aria-label={t('table.loading')} />
        )}
      </Paper>
      {racks.isError && (
        <Alert color="red" role="alert">
          {racks.error.message}
        </Alert>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {racks.isPending ? (
            <Loader size="sm" role="status" aria-label={t('table.loading')} />
          ) : (
            <RackList
              wareId={wareId}
              racks={rackList}
              selectedRackId={rack?.id ?? null}
              onSelect={(r) => navigate(warehouseDetailPath(wareId, r.id), { replace: true })}
              actions={actions}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          {rack ? (
            <ShelfPanel
              key={rack.id}
              rack={rack}
              warehouseEnabled={w?.status !== WarehouseStatus.disabled}
              actions={actions}
            />
          ) : (
            !racks.isPending && (
              <Paper withBorder p="md" radius="md">
                <Text c="dimmed">{t('detail.pickRack')}</Text>
              </Paper>
            )
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
