import {
  ActionIcon,
  Autocomplete,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FORECAST_ITEMS_MAX, ITEM_QUANTITY_MAX } from '../../../../../domain/inbound/rules';
import { emptyItemRow } from '../forecast-form';
import type { ForecastFormValues, ItemSource } from '../forecast-form';
import { SkuPicker, skuLabelOf } from './SkuPicker';

/**
 * The expected items of a reservation: each a catalogue SKU (searched) or free text when the
 * catalogue lacks it, with size, quantity, cost and source of goods. Checks run on blur.
 */
export function ItemRowsEditor({ form }: { form: UseFormReturnType<ForecastFormValues> }) {
  const { t } = useTranslation('inbound');
  const items = form.values.items;
  const path = (i: number, field: string) => `items.${i}.${field}`;

  const setSource = (i: number, source: ItemSource) => {
    form.setFieldValue(`items.${i}`, {
      ...emptyItemRow(source),
      key: items[i].key,
      size: items[i].size,
      quantity: items[i].quantity,
      cost: items[i].cost,
      supply: items[i].supply,
    });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{t('items.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('items.count', { count: items.length })}
        </Text>
      </Group>
      {items.map((row, i) => (
        <Paper key={row.key} withBorder p="sm" radius="md" data-testid="item-row">
          <Grid gutter="sm" align="flex-start">
            <Grid.Col span={12}>
              <Group justify="space-between" wrap="nowrap">
                <SegmentedControl
                  size="xs"
                  value={row.source}
                  onChange={(v) => setSource(i, v as ItemSource)}
                  data={[
                    { value: 'catalogue', label: t('items.fromCatalogue') },
                    { value: 'text', label: t('items.freeText') },
                  ]}
                  aria-label={t('items.sourceLabel', { n: i + 1 })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={items.length === 1}
                  onClick={() => form.removeListItem('items', i)}
                  aria-label={t('items.remove', { n: i + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Grid.Col>
            {row.source === 'catalogue' ? (
              <Grid.Col span={12}>
                <SkuPicker
                  value={row.sku}
                  label={row.skuLabel}
                  error={form.errors[path(i, 'sku')]}
                  onBlur={() => form.validateField(path(i, 'sku'))}
                  onPick={(sku) => {
                    form.setFieldValue(`items.${i}`, {
                      ...row,
                      sku: sku?.sku ?? '',
                      skuLabel: sku ? skuLabelOf(sku) : '',
                      sizes: sku?.sizes ?? [],
                    });
                    form.clearFieldError(path(i, 'sku'));
                  }}
                />
              </Grid.Col>
            ) : (
              <>
                <Grid.Col span={{ base: 12, md: 8 }}>
                  <TextInput
                    label={t('fields.productName')}
                    withAsterisk
                    {...form.getInputProps(path(i, 'name'))}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <TextInput label={t('fields.brand')} {...form.getInputProps(path(i, 'brand'))} />
                </Grid.Col>
              </>
            )}
            <Grid.Col span={{ base: 6, md: 2 }}>
              <Autocomplete
                label={t('fields.size')}
                withAsterisk
                data={row.sizes}
                {...form.getInputProps(path(i, 'size'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 2 }}>
              <NumberInput
                label={t('fields.quantity')}
                withAsterisk
                min={1}
                max={ITEM_QUANTITY_MAX}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps(path(i, 'quantity'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <NumberInput
                label={t('fields.cost')}
                prefix="$"
                min={0}
                decimalScale={2}
                allowNegative={false}
                thousandSeparator=","
                {...form.getInputProps(path(i, 'cost'))}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 5 }}>
              <TextInput
                label={t('fields.supply')}
                placeholder={t('items.supplyPlaceholder')}
                {...form.getInputProps(path(i, 'supply'))}
              />
            </Grid.Col>
          </Grid>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={items.length >= FORECAST_ITEMS_MAX}
          onClick={() => form.insertListItem('items', emptyItemRow())}
        >
          {t('items.add')}
        </Button>
      </Group>
    </Stack>
  );
}
