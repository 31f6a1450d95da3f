import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLY_MAX } from '../../../../domain/inventory/inventory';
import { centsToDollars, dollarsToCents } from '../../../../domain/kernel/product-rules';
import type { ProductRecord } from '../api/product-record';
import { useSaveProduct } from '../api/save-product';

/**
 * Cost and source of an available item, for admins and business users (the caller decides). A failed
 * save keeps what was typed and says why; the button's loading state always clears.
 */
export function CostSourceEditor({ record, onDone }: { record: ProductRecord; onDone: () => void }) {
  const { t } = useTranslation('inventory');
  const save = useSaveProduct(record.oneId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { cost: centsToDollars(record.costPrice), supply: record.supply },
    validate: {
      cost: (v) =>
        v.trim().startsWith('-')
          ? t('drawer.cost.negative')
          : dollarsToCents(v) === null
            ? t('drawer.cost.notMoney')
            : null,
    },
  });
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const msg = await save.mutateAsync({
        id: record.id,
        costPrice: dollarsToCents(values.cost) ?? 0,
        supply: values.supply.trim(),
      });
      notifications.show({ color: 'teal', message: msg });
      onDone();
    } catch (error) {
      setFailure(t('drawer.cost.saveFailed', { message: (error as Error).message }));
    }
  });
  return (
    <form onSubmit={submit} data-testid="cost-editor">
      <Group align="flex-start" grow>
        <TextInput
          label={t('drawer.cost.costPrice')}
          inputMode="decimal"
          {...form.getInputProps('cost')}
          data-testid="cost-input"
        />
        <TextInput
          label={t('drawer.cost.supply')}
          maxLength={SUPPLY_MAX}
          {...form.getInputProps('supply')}
          data-testid="supply-input"
        />
      </Group>
      {failure ? (
        <Alert color="red" mt="xs" data-testid="cost-failure">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {failure ? t('common:actions.retry') : t('common:actions.save')}
        </Button>
      </Group>
    </form>
  );
}
