import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateForecast } from '../api/save-forecast';
import { ForecastForm } from '../components/ForecastForm';
import { emptyForecastForm } from '../forecast-form';
import { SELLER_LIST_PATH } from '../paths';
import { sellerPath } from '../../../../routing/seller-paths';

/** my-package/forecast-detail: a new reservation; on success back to the list with the server's message. */
export function NewForecastScreen() {
  const { t } = useTranslation('inbound');
  const navigate = useNavigate();
  const create = useCreateForecast();
  const [initialValues] = useState(() => emptyForecastForm());

  return (
    <Stack gap="md" maw={1100}>
      <div>
        <Title order={3}>{t('seller.newTitle')}</Title>
        <Text size="sm" c="dimmed">
          {t('seller.newIntro')}
        </Text>
      </div>
      <ForecastForm
        initialValues={initialValues}
        submitLabel={t('actions.submit')}
        onCancel={() => navigate(sellerPath(SELLER_LIST_PATH))}
        onSubmit={async (request) => {
          const saved = await create.mutateAsync(request);
          notifications.show({ color: 'teal', message: saved.message || t('seller.created') });
          navigate(sellerPath(SELLER_LIST_PATH));
        }}
      />
    </Stack>
  );
}
