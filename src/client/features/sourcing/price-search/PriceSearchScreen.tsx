import {
  Alert,
  Button,
  Group,
  Image,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PRICE_HISTORY_DAYS } from '../../../../domain/sourcing/price-search';
import type { PriceHistoryDays } from '../../../../domain/sourcing/price-search';
import { useMerchantFlags } from '../../../components/merchant-flags';
import { SizePricesPanel } from './SizePricesPanel';
import { usePriceSearchHits, useSkuPrices } from './price-search-api';

/**
 * Seller portal `price-search` (issue 26 point 2): find a SKU by its code, name or a barcode, then
 * each size's prices from our own price history. The keyword and the SKU are in the address, so a
 * search can be shared and survives a reload; a keyword that names one SKU exactly opens it.
 */
export function PriceSearchScreen() {
  const { t } = useTranslation('sourcing');
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('q') ?? '';
  const sku = search.get('sku');
  const [draft, setDraft] = useState(keyword);
  const hits = usePriceSearchHits(sku ? '' : keyword);

  useEffect(() => {
    const exact = hits.data?.exact;
    if (!sku && exact) setSearch({ q: keyword, sku: exact }, { replace: true });
  }, [hits.data, sku, keyword, setSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim().length >= 2) setSearch({ q: draft.trim() });
  };
  return (
    <Stack gap="md">
      <Title order={3}>{t('price.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('price.intro')}
      </Text>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={t('price.keyword')}
            description={t('price.keywordHint')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={64}
            w={{ base: '100%', sm: 360 }}
            error={draft.trim().length === 1 ? t('price.keywordShort') : undefined}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />} disabled={draft.trim().length < 2}>
            {t('common:actions.search')}
          </Button>
        </Group>
      </form>
      {sku ? (
        <SkuPrices sku={sku} />
      ) : (
        keyword && <Hits keyword={keyword} hits={hits} onPick={(s) => setSearch({ q: keyword, sku: s })} />
      )}
    </Stack>
  );
}

function Hits({
  keyword,
  hits,
  onPick,
}: {
  keyword: string;
  hits: ReturnType<typeof usePriceSearchHits>;
  onPick: (sku: string) => void;
}) {
  const { t } = useTranslation('sourcing');
  if (hits.isError) return <Alert color="red">{hits.error.message}</Alert>;
  if (!hits.data) return <Loader size="sm" role="status" aria-label={t('price.searching')} />;
  if (hits.data.hits.length === 0) return <Text>{t('price.noHits', { keyword })}</Text>;
  return (
    <Stack gap="xs" data-testid="price-hits">
      {hits.data.hits.map((h) => (
        <UnstyledButton
          key={h.sku}
          onClick={() => onPick(h.sku)}
          aria-label={t('price.show', { sku: h.sku })}
        >
          <Paper withBorder p="sm" radius="md">
            <Group gap="sm" wrap="nowrap">
              {h.image && <Image src={h.image} w={48} h={48} fit="contain" alt="" />}
              <div>
                <Text fw={600} ff="monospace">
                  {h.sku}
                </Text>
                <Text size="sm" c="dimmed">
                  {[h.brand, h.name].filter(Boolean).join(' · ')}
                </Text>
              </div>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function SkuPrices({ sku }: { sku: string }) {
  const { t } = useTranslation('sourcing');
  const [historyDays, setHistoryDays] = useState<PriceHistoryDays>(PRICE_HISTORY_DAYS[0]);
  const prices = useSkuPrices(sku, historyDays);
  const flags = useMerchantFlags(true);
  const [size, setSize] = useState<string | null>(null);
  if (prices.isError) return <Alert color="red">{prices.error.message}</Alert>;
  if (!prices.data) return <Loader size="sm" role="status" aria-label={t('price.loading')} />;
  const { sizes, history } = prices.data;
  const fallback =
    sizes.find((s) => s.myOneIds.length > 0) ?? sizes.find((s) => s.markets.length > 0) ?? sizes[0];
  const shown = sizes.find((s) => s.size === size) ?? fallback;
  return (
    <Stack gap="md" data-testid="sku-prices">
      <Group gap="sm" wrap="nowrap">
        {prices.data.sku.image && <Image src={prices.data.sku.image} w={64} h={64} fit="contain" alt="" />}
        <div>
          <Title order={4} ff="monospace">
            {prices.data.sku.sku}
          </Title>
          <Text size="sm" c="dimmed">
            {[prices.data.sku.brand, prices.data.sku.name].filter(Boolean).join(' · ')}
          </Text>
        </div>
      </Group>
      {shown ? (
        <>
          <Select
            label={t('price.size')}
            data={sizes.map((s) => s.size)}
            value={shown.size}
            onChange={setSize}
            allowDeselect={false}
            w={160}
          />
          <SizePricesPanel
            prices={shown}
            history={history}
            historyDays={historyDays}
            onHistoryDays={setHistoryDays}
            modes={prices.data.modes}
            mayList={flags?.knetCrossListing === true}
          />
        </>
      ) : (
        <Text>{t('price.noPricesYet')}</Text>
      )}
    </Stack>
  );
}
