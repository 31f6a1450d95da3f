import { Alert, Button, Group, Paper, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForecastCreateRequest } from '../../../../../domain/inbound/inbound';
import { useWarehouseChoices } from '../../../../api/warehouse-choices';
import { itemRowProblems, REMARK_MAX, toForecastRequest } from '../forecast-form';
import type { ForecastFormValues } from '../forecast-form';
import { revealFirstError } from '../../../../components/reveal-first-error';
import { ItemRowsEditor } from './ItemRowsEditor';
import { TrackingNumbersInput } from './TrackingNumbersInput';

/**
 * A reservation's warehouse, tracking numbers, expected items and remark, for a new forecast and
 * for editing one. A refusal from the server shows above the buttons and keeps every typed value.
 */
type Props = {
  initialValues: ForecastFormValues;
  submitLabel: string;
  onSubmit: (request: ForecastCreateRequest) => Promise<unknown>;
  onCancel: () => void;
};

export function ForecastForm({ initialValues, submitLabel, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('inbound');
  const warehouses = useWarehouseChoices();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [trackingProblem, setTrackingProblem] = useState(false);

  const form = useForm<ForecastFormValues>({
    initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const errors: Record<string, string> = {};
      if (!values.wareId) errors.wareId = t('errors.warehouseRequired');
      if (values.logNos.length === 0) errors.logNos = t('errors.trackingRequired');
      if (values.remark.trim().length > REMARK_MAX)
        errors.remark = t('errors.remarkTooLong', { max: REMARK_MAX });
      values.items.forEach((row, i) => {
        for (const [field, key] of Object.entries(itemRowProblems(row)))
          errors[`items.${i}.${field}`] = t(key);
      });
      return errors;
    },
  });

  // A new reservation starts at the caller's default warehouse (the first one listed).
  const firstWarehouse = warehouses.data?.[0]?.id;
  useEffect(() => {
    if (!form.values.wareId && firstWarehouse !== undefined)
      form.setFieldValue('wareId', String(firstWarehouse));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the list first arrives
  }, [firstWarehouse]);

  const submit = async (values: ForecastFormValues) => {
    if (trackingProblem) return;
    const request = toForecastRequest(values);
    if (!request) {
      setRefusal(t('errors.checkForm'));
      return;
    }
    setRefusal(null);
    setBusy(true);
    try {
      await onSubmit(request);
    } catch (error) {
      setRefusal((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values), revealFirstError)} noValidate>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Select
              label={t('fields.warehouse')}
              withAsterisk
              allowDeselect={false}
              data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
              placeholder={warehouses.isLoading ? t('loading') : t('filters.warehouse')}
              {...form.getInputProps('wareId')}
            />
            <TrackingNumbersInput
              values={form.values.logNos}
              onChange={(logNos) => {
                form.setFieldValue('logNos', logNos);
                if (logNos.length > 0) form.clearFieldError('logNos');
              }}
              onProblemChange={setTrackingProblem}
              error={form.errors.logNos as string | undefined}
            />
          </Stack>
        </Paper>
        <ItemRowsEditor form={form} />
        <Textarea
          label={t('fields.remark')}
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('remark')}
        />
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('errors.notSaved')} role="alert">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('actions.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
