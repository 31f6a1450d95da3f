import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { searchLocalSkus } from '../../offline/local-queries';
import type { LocalSku } from '../../offline/types';
import { useRecentSkus } from '../../stores/recent-skus';
import { TOUCH_TARGET } from '../../components/touch-target';
/**
 * The SKU of the inspected item, from the SKU catalogue kept on the tablet (works offline): typed
 * or scanned with suggestions, or one tap on a recently used SKU. `match` is the catalogue entry of
 * the current value (undefined while unknown); an unknown code gets a clear message from the parent.
 */
type Props = {
  value: string;
  onChange: (sku: string) => void;
  onBlur?: () => void;
  match: LocalSku | undefined;
  error?: string;
  disabled?: boolean;
};

const SUGGESTIONS = 8;

export function SkuField({ value, onChange, onBlur, match, error, disabled }: Props) {
  const { t } = useTranslation('inspection');
  const recent = useRecentSkus((s) => s.list);
  const text = value.trim();
  const found =
    useLiveQuery(
      () => (text ? searchLocalSkus(text, SUGGESTIONS) : Promise.resolve([] as LocalSku[])),
      [text],
    ) ?? [];
  const options = found.map((s) => ({ value: s.sku, label: `${s.sku} · ${s.brand} ${s.name}` }));
  return (
    <Stack gap={4}>
      <Autocomplete
        label={t('screen.form.sku')}
        placeholder={t('screen.form.skuPlaceholder')}
        required
        value={value}
        onChange={(v) => onChange(v.toUpperCase())}
        onBlur={onBlur}
        data={options}
        filter={({ options: all }) => all}
        error={error}
        disabled={disabled}
        autoComplete="off"
        styles={{ input: TOUCH_TARGET }}
      />
      {match && (
        <Text size="xs" c="dimmed" data-testid="sku-match">
          {match.brand} · {match.name}
        </Text>
      )}
      {recent.length > 0 && (
        <Group gap={4} aria-label={t('screen.form.recentSkus')}>
          <Text size="xs" c="dimmed">
            {t('screen.form.recentSkus')}
          </Text>
          {recent.map((entry) => (
            <Button
              key={entry.sku}
              size="xs"
              radius="xl"
              variant={entry.sku === text ? 'filled' : 'light'}
              style={TOUCH_TARGET}
              disabled={disabled}
              onClick={() => onChange(entry.sku)}
              title={`${entry.brand} ${entry.name}`}
            >
              {entry.sku}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
