import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForecast } from '../api/forecast-detail';
import type { ForecastDetail } from '../api/forecast-detail';

/** Loads one forecast and shows it through `children`, or the loader, or why it cannot be shown. */
export function ForecastGate({
  id,
  children,
}: {
  id: number | null;
  children: (forecast: ForecastDetail) => ReactNode;
}) {
  const { t } = useTranslation('inbound');
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
  return <>{children(forecast.data)}</>;
}
