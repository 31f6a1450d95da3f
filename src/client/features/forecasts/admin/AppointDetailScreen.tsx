import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useForecast } from '../api/forecast-detail';
import { ForecastDetailView } from '../components/ForecastDetailView';
import { ADMIN_LIST_PATH } from '../paths';

function positiveId(raw: string | null): number | null {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * BusiForecast/AppointDetail?id=&open=&packId=: one seller's reservation, read-only for admins.
 * Links from the one-ID drawer may give only packId (the forecast); id wins when both are given.
 */
export function AppointDetailScreen() {
  const { t } = useTranslation('forecast');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = positiveId(params.get('id')) ?? positiveId(params.get('packId'));
  const forecast = useForecast(id);

  if (id === null) return <Alert color="red">{t('errors.noForecast')}</Alert>;
  if (forecast.isLoading) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (!forecast.data) return <Alert color="red">{forecast.error?.message ?? t('errors.noForecast')}</Alert>;
  const data = forecast.data;

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>{t('detail.title', { id: data.id })}</Title>
          <Text size="sm" c="dimmed">
            {t('admin.ofSeller', { name: data.shopInfo.realname, uid: data.shopInfo.uid })}
          </Text>
        </div>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate(ADMIN_LIST_PATH)}>
          {t('actions.backToList')}
        </Button>
      </Group>
      <ForecastDetailView forecast={data} showSeller />
    </Stack>
  );
}
