import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ForecastFilters } from '../components/ForecastFilters';
import { ForecastTable } from '../components/ForecastTable';
import { ADMIN_LIST_PATH, adminForecastPath } from '../paths';
import { useCanListSellers, useForecastActions } from '../use-forecast-actions';
import { useForecastList } from '../use-forecast-list';
import { SellerPicker } from '../../../../components/SellerPicker';
import { UnforecastParcels } from './UnforecastParcels';

/**
 * BusiForecast/:pageNo?: every seller's reservations, and the parcels received without one waiting
 * to be given to their seller.
 */
export function BusiForecastScreen() {
  const { t } = useTranslation('inbound');
  const navigate = useNavigate();
  const can = useForecastActions();
  const canListSellers = useCanListSellers();
  const list = useForecastList(ADMIN_LIST_PATH);

  return (
    <Stack gap="md">
      <Title order={3}>{t('admin.title')}</Title>
      <Tabs defaultValue="forecasts" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="forecasts">{t('admin.tabs.forecasts')}</Tabs.Tab>
          <Tabs.Tab value="unforecast">{t('admin.tabs.unforecast')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="forecasts" pt="md">
          <Stack gap="md">
            <ForecastFilters value={list.filters} onChange={list.change}>
              {canListSellers && (
                <SellerPicker
                  w={220}
                  label={t('filters.seller')}
                  placeholder={t('filters.allSellers')}
                  value={list.filters.shopUserId}
                  onChange={(id) => list.change('shopUserId', id)}
                />
              )}
            </ForecastFilters>
            <ForecastTable
              showSeller
              page={list.forecasts.data}
              loading={list.forecasts.isLoading}
              onOpen={(row) => navigate(adminForecastPath(row.id))}
              onPage={list.goToPage}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="unforecast" pt="md">
          <UnforecastParcels canAssign={can.edit && canListSellers} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
