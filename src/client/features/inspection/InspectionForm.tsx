import { Alert, Autocomplete, Button, Group, Menu, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconChevronDown, IconClipboardCheck } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECK_REMARK_MAX, REJECT_REASON_LABEL, REJECT_REASONS } from '../../../domain/inspection/rules';
import type { InspectionGrade } from '../../../domain/inspection/rules';
import { findSkuByCode } from '../../offline/local-queries';
import { useRecentSkus } from '../../stores/recent-skus';
import { TOUCH_TARGET } from '../../components/touch-target';
import { GradePicker } from './GradePicker';
import type { InspectedItem } from './InspectedLabel';
import { EMPTY_INSPECTION } from './inspection-form';
import type { InspectionForm as Form, InspectionValues } from './inspection-form';
import { PhotoCapture } from './PhotoCapture';
import { SkuField } from './SkuField';
import { submitInspection } from './submit-inspection';

/**
 * What the inspector found for the picked item: SKU and size (from the tablet's SKU catalogue),
 * grade, check remark and photos, then submit: a ONE ID from the tablet's pool and one queued
 * inspectItem op. Refusals (bad field, empty ONE ID pool) keep every value the inspector entered.
 */
type Props = {
  form: Form;
  logNo: string;
  /** Why the picked item cannot be inspected (already complete), or null. */
  blocked: string | null;
  onInspected: (item: InspectedItem) => void;
};

/** Form errors are i18n keys (rules) or zod reasons (the outbox's check); both read as text. */
function useErrorText() {
  const { t } = useTranslation('inspection');
  return (error: unknown) => {
    if (!error) return undefined;
    const text = String(error);
    return text.startsWith('inspection:') ? t(text) : t('screen.errors.invalidField', { reason: text });
  };
}

export function InspectionForm({ form, logNo, blocked, onInspected }: Props) {
  const { t } = useTranslation(['inspection', 'inbound']);
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const values = form.getValues();
  const sku = values.sku.trim();
  // undefined while looking up, null when the catalogue on this tablet has no such SKU.
  const match = useLiveQuery(async () => (sku ? ((await findSkuByCode(sku)) ?? null) : null), [sku]);
  const unknownSku = Boolean(sku) && match === null && !values.returnOneId;
  const locked = busy || Boolean(blocked) || !values.target;

  const submit = async (checked: InspectionValues) => {
    setRefusal(null);
    if (unknownSku) {
      form.setFieldError('sku', t('screen.errors.unknownSku', { sku }));
      return;
    }
    setBusy(true);
    try {
      const outcome = await submitInspection(checked, logNo);
      if (outcome.kind === 'poolEmpty') {
        setRefusal(t('screen.errors.poolEmpty'));
      } else if (outcome.kind === 'invalid') {
        form.setErrors(outcome.fields);
      } else {
        if (match)
          useRecentSkus.getState().remember({ sku: match.sku, brand: match.brand, name: match.name });
        onInspected({
          oneId: outcome.oneId,
          sku: checked.sku.trim().toUpperCase(),
          size: checked.size.trim(),
          grade: Number(checked.grade) as InspectionGrade,
          name: match?.name ?? '',
          opId: outcome.opId,
        });
        form.setValues(EMPTY_INSPECTION);
        form.resetDirty(EMPTY_INSPECTION);
      }
    } catch (error) {
      setRefusal(
        t('screen.errors.saveFailed', { reason: error instanceof Error ? error.message : String(error) }),
      );
    } finally {
      setBusy(false);
    }
  };

  const addReason = (key: string) => {
    const label = t(key);
    const current = values.checkRemark.trim();
    form.setFieldValue('checkRemark', current ? `${current}; ${label}` : label);
  };

  const skuError =
    errorText(form.errors.sku) ?? (unknownSku ? t('screen.errors.unknownSku', { sku }) : undefined);
  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate data-testid="inspection-form">
      <Stack gap="sm">
        {blocked && (
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="item-blocked">
            {blocked}
          </Alert>
        )}
        {!values.target && !form.errors.target && (
          <Text size="sm" c="dimmed" data-testid="pick-item-hint">
            {t('screen.form.pickFirst')}
          </Text>
        )}
        {form.errors.target && !blocked && (
          <Alert color="red" variant="light" py="xs">
            {errorText(form.errors.target)}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="nowrap">
          <SkuField
            value={values.sku}
            onChange={(v) => form.setFieldValue('sku', v)}
            onBlur={() => form.validateField('sku')}
            match={match ?? undefined}
            error={skuError}
            disabled={locked}
          />
          <Autocomplete
            label={t('screen.form.size')}
            required
            {...form.getInputProps('size')}
            error={errorText(form.errors.size)}
            data={match?.sizes ?? []}
            disabled={locked}
            autoComplete="off"
            maw={160}
            styles={{ input: TOUCH_TARGET }}
          />
        </Group>
        <GradePicker
          value={values.grade}
          onChange={(v) => form.setFieldValue('grade', v)}
          error={errorText(form.errors.grade)}
          disabled={locked}
        />
        <Textarea
          label={t('screen.form.remark')}
          description={t('screen.form.remarkCount', {
            count: values.checkRemark.length,
            max: CHECK_REMARK_MAX,
          })}
          autosize
          minRows={2}
          maxRows={4}
          {...form.getInputProps('checkRemark')}
          styles={{ input: TOUCH_TARGET }}
          error={errorText(form.errors.checkRemark)}
          disabled={locked}
          rightSectionWidth={120}
          rightSection={
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  style={TOUCH_TARGET}
                  rightSection={<IconChevronDown size={12} />}
                  disabled={locked}
                >
                  {t('screen.form.addReason')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown mah={300} style={{ overflowY: 'auto' }}>
                {REJECT_REASONS.map((reason) => (
                  <Menu.Item key={reason} onClick={() => addReason(REJECT_REASON_LABEL[reason])}>
                    {t(REJECT_REASON_LABEL[reason])}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          }
        />
        <PhotoCapture
          photos={values.photos}
          onChange={(photos) => form.setFieldValue('photos', photos)}
          error={errorText(form.errors.photos)}
          disabled={locked}
        />
        {refusal && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="inspection-refusal">
            {refusal}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          style={TOUCH_TARGET}
          loading={busy}
          disabled={locked}
          leftSection={<IconClipboardCheck size={22} />}
        >
          {t('screen.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
