import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_SHOP_SIZES } from '../../../../domain/sourcing/shop-products';
import type { ShopSizeProblem } from '../../../../domain/sourcing/shop-products';
import type { DraftSize } from './product-draft';

type Props = {
  sizes: DraftSize[];
  onChange: (sizes: DraftSize[]) => void;
  /** Each row's problem, shown once the form was sent. */
  problems: Map<number, ShopSizeProblem>;
  noSizes: boolean;
};

/**
 * The product's sizes as the shop's Size attribute, each with its price and the pairs available
 * now (the stock the sync sends). A row names its own problem: empty, repeated, too long, or a
 * price below the minimum.
 */
export function ShopSizesField({ sizes, onChange, problems, noSizes }: Props) {
  const { t } = useTranslation('sourcing-shop');
  const set = (index: number, change: Partial<DraftSize>) =>
    onChange(sizes.map((s, i) => (i === index ? { ...s, ...change } : s)));
  const problemOf = (index: number) => {
    const problem = problems.get(index);
    return problem ? t(`problem.${problem}`, { n: index + 1, size: sizes[index].size.trim() }) : undefined;
  };
  return (
    <Input.Wrapper
      label={t('form.sizes')}
      description={t('form.sizesHint')}
      error={noSizes ? t('form.sizesMissing') : undefined}
      withAsterisk
    >
      <Stack gap={6} mt={4} data-testid="shop-sizes">
        {sizes.map((s, index) => {
          const problem = problemOf(index);
          const priceProblem = problems.get(index) === 'priceBelowMinimum';
          return (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-testid="shop-size-row">
              <TextInput
                aria-label={t('form.sizeN', { n: index + 1 })}
                placeholder={t('form.size')}
                value={s.size}
                maxLength={64}
                w={110}
                error={problem && !priceProblem ? problem : undefined}
                onChange={(e) => set(index, { size: e.currentTarget.value, available: null })}
              />
              <TextInput
                aria-label={t('form.priceN', { n: index + 1 })}
                placeholder="0.00"
                leftSection="$"
                inputMode="decimal"
                value={s.price}
                maxLength={12}
                w={120}
                error={priceProblem ? problem : undefined}
                onChange={(e) => set(index, { price: e.currentTarget.value })}
              />
              <Text size="sm" c="dimmed" pt={6} miw={0} style={{ flex: 1 }}>
                {s.available === null ? '' : t('form.available', { count: s.available })}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={t('form.removeSize', { n: index + 1 })}
                onClick={() => onChange(sizes.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          );
        })}
        {sizes.length < MAX_SHOP_SIZES && (
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...sizes, { size: '', price: '', available: null }])}
          >
            {t('form.addSize')}
          </Button>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
