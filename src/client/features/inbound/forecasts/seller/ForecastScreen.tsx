import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconEdit, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FORECAST_STATUS_LABEL, forecastIsEditable } from '../../../../../domain/inbound/rules';
import type { ForecastStatus } from '../../../../../domain/inbound/rules';
import { confirmAction } from '../../../../components/confirm-action';
import { useCancelForecast } from '../api/cancel-forecast';
import type { ForecastDetail } from '../api/forecast-detail';
import { useUpdateForecast } from '../api/save-forecast';
import { ForecastDetailView } from '../components/ForecastDetailView';
import { ForecastForm } from '../components/ForecastForm';
import { ForecastGate } from '../components/ForecastGate';
import { formValuesOf } from '../forecast-form';
import { forecastIdOf, SELLER_LIST_PATH } from '../paths';
import { useForecastActions } from '../use-forecast-actions';
import { sellerPath } from '../../../../routing/seller-paths';

/**
 * my-package/new-forecast?id=&open=detail: one reservation. While scheduled the seller may edit or
 * cancel it; afterwards it is read-only and says why.
 */
export function ForecastScreen() {
  const [params] = useSearchParams();
  return (
    <ForecastGate id={forecastIdOf(params.get('id'))}>
      {(data) => <SellerForecast data={data} />}
    </ForecastGate>
  );
}

function SellerForecast({ data }: { data: ForecastDetail }) {
  const { t } = useTranslation('inbound');
  const navigate = useNavigate();
  const update = useUpdateForecast();
  const cancel = useCancelForecast();
  const can = useForecastActions();
  const [editing, setEditing] = useState(false);

  const editable = forecastIsEditable(data.status);
  const statusLabel = t(FORECAST_STATUS_LABEL[data.status as ForecastStatus] ?? String(data.status));

  const askCancel = () =>
    void confirmAction('recall', {
      title: t('cancel.title', { id: data.id }),
      message: t('cancel.text', { logNos: data.logNos.map((p) => p.logNo).join(', ') }),
      onConfirm: async () => {
        const result = await cancel.mutateAsync(data.id);
        notifications.show({ color: 'teal', message: result.message || t('cancel.done') });
      },
    });

  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={3}>{t('detail.title', { id: data.id })}</Title>
          <Text size="sm" c="dimmed">
            {data.logNos.map((p) => p.logNo).join(' · ')}
          </Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => navigate(sellerPath(SELLER_LIST_PATH))}
          >
            {t('actions.backToList')}
          </Button>
          {editable && !editing && can.edit && (
            <>
              <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={askCancel}>
                {t('actions.cancelForecast')}
              </Button>
              <Button leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                {t('common:actions.edit')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {!editable && (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="read-only-reason">
          {t('detail.readOnly', { status: statusLabel })}
        </Alert>
      )}
      {editing && editable ? (
        <ForecastForm
          initialValues={formValuesOf(data)}
          submitLabel={t('actions.save')}
          onCancel={() => setEditing(false)}
          onSubmit={async (request) => {
            const saved = await update.mutateAsync({ id: data.id, ...request });
            notifications.show({ color: 'teal', message: saved.message || t('seller.saved') });
            setEditing(false);
          }}
        />
      ) : (
        <ForecastDetailView forecast={data} />
      )}
    </Stack>
  );
}
