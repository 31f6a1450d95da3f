import '@mantine/dates/styles.css';
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { filterWidth } from '../../components/responsive-list/FilterPanel';
import { useScreenVisible } from '../../components/screen-visibility';
import { usePeriodChoice } from '../../components/use-period-choice';
import { biKeys, useBiBoard } from './board-api';
import { InventorySection } from './InventorySection';
import { SalesSection } from './SalesSection';
import { ToShipSection } from './ToShipSection';
import { WalletSection } from './WalletSection';

/** A kept-alive board that comes back into view reads its figures again. */
function useFreshWhenShown() {
  const client = useQueryClient();
  const visible = useScreenVisible();
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) void client.invalidateQueries({ queryKey: biKeys.all });
    wasVisible.current = visible;
  }, [visible, client]);
}

/**
 * `/admin/bi`, where admins land: the orders to ship now, the period's sales, the inventory, the
 * wallet and the applications waiting; a period of GMT days (the last 30 by default), every figure a
 * link to the list behind it.
 */
export function BiScreen() {
  useFreshWhenShown();
  const { t } = useTranslation('bi');
  const { period, range, problem, choose } = usePeriodChoice((max) => t('periodTooLong', { max }));
  const board = useBiBoard(period);
  const data = board.data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={3}>{t('title')}</Title>
          <Text size="sm" c="dimmed">
            {t('subtitle')}
          </Text>
        </div>
        <DatePickerInput
          type="range"
          w={filterWidth(260)}
          label={t('period')}
          valueFormat="YYYY-MM-DD"
          allowSingleDateInRange
          value={range}
          onChange={choose}
          error={problem}
          data-testid="bi-period"
        />
      </Group>
      {board.isError && (
        <Alert color="red" role="alert">
          {board.error.message}
        </Alert>
      )}
      {board.isPending && (
        <Text size="sm" c="dimmed" role="status" aria-label={t('loading')}>
          {t('loading')}
        </Text>
      )}
      <ToShipSection toShip={data?.toShip} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <SalesSection sales={data?.sales} />
        <WalletSection wallet={data?.wallet} waiting={data?.waiting} />
      </SimpleGrid>
      <InventorySection inventory={data?.inventory} />
    </Stack>
  );
}
