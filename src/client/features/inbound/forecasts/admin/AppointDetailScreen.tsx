import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ForecastDetailView } from '../components/ForecastDetailView';
import { ForecastGate } from '../components/ForecastGate';
import { ADMIN_LIST_PATH, forecastIdOf } from '../paths';

/**
 * BusiForecast/AppointDetail?id=&open=&packId=: one seller's reservation, read-only for admins.
 * Links from the one-ID drawer may give only packId (the forecast); id wins when both are given.
 */
export function AppointDetailScreen() {
  const { t } = useTranslation('inbound');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = forecastIdOf(params.get('id')) ?? forecastIdOf(params.get('packId'));
  return (
    <ForecastGate id={id}>
      {(data) => (
        <Stack gap="md" maw={1200}>
          <Group justify="space-between" align="flex-end">
            <div>
              <Title order={3}>{t('detail.title', { id: data.id })}</Title>
              <Text size="sm" c="dimmed">
                {t('admin.ofSeller', { name: data.shopInfo.realname, uid: data.shopInfo.uid })}
              </Text>
            </div>
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => navigate(ADMIN_LIST_PATH)}
            >
              {t('actions.backToList')}
            </Button>
          </Group>
          <ForecastDetailView forecast={data} showSeller />
        </Stack>
      )}
    </ForecastGate>
  );
}
