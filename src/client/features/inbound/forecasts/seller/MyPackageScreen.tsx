import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ForecastFilters } from '../components/ForecastFilters';
import { ForecastTable } from '../components/ForecastTable';
import { SELLER_LIST_PATH, SELLER_NEW_PATH, sellerForecastPath } from '../paths';
import { useForecastActions } from '../use-forecast-actions';
import { useForecastList } from '../use-forecast-list';
import { sellerPath } from '../../../../routing/seller-paths';

/** my-package/:pageNo? (Inbound Shipment): the seller's reservations and their parcels' progress. */
export function MyPackageScreen() {
  const { t } = useTranslation('inbound');
  const navigate = useNavigate();
  const can = useForecastActions();
  const list = useForecastList(SELLER_LIST_PATH);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{t('seller.title')}</Title>
        {can.add && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => navigate(sellerPath(SELLER_NEW_PATH))}>
            {t('actions.newForecast')}
          </Button>
        )}
      </Group>
      <ForecastFilters value={list.filters} onChange={list.change} />
      <ForecastTable
        page={list.forecasts.data}
        loading={list.forecasts.isLoading}
        onOpen={(row) => navigate(sellerPath(sellerForecastPath(row.id)))}
        onPage={list.goToPage}
      />
    </Stack>
  );
}
