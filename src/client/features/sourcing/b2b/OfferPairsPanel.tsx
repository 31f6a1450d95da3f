import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import { B2B_OFFER_PAIRS_MAX, B2B_PRICE_MAX_CENTS } from '../../../../domain/sourcing/b2b';
import type { OfferablePair } from '../../../../domain/sourcing/b2b';
import { formatCents, parseAmountCents } from '../../../../domain/wallet/wallet';
import { useRequestKey } from '../../../api/request-key';
import { filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { useOfferablePairs, useOfferPairs } from './b2b-api';
import { OfferPairs } from './OfferPairs';

/** The price typed in dollars as cents, or null while it is not a price an offer can have. */
function priceCentsOf(typed: string | number): number | null {
  const parsed = parseAmountCents(typeof typed === 'number' ? typed.toFixed(2) : typed);
  return parsed.ok && parsed.cents <= B2B_PRICE_MAX_CENTS ? parsed.cents : null;
}

/**
 * Offering pairs: the seller's available pairs, found by ONE ID, SKU or name, chosen (one warehouse
 * per offer: they are bought together by one switch user order), then one price for the lot and a
 * note. Sending again after a lost answer resends the same request key; another choice is another.
 */
export function OfferPairsPanel({ onOffered }: { onOffered: () => void }) {
  const { t } = useTranslation('sourcing-b2b');
  const mayOffer = useMay()(BusinessPart.sourcing, 'add');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<ReadonlyMap<string, OfferablePair>>(new Map());
  const [price, setPrice] = useState<string | number>('');
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const [requestKey, renewRequestKey] = useRequestKey();
  const pairs = useOfferablePairs({ pageNo, pageSize, keyword: keyword.trim() || undefined });
  const offer = useOfferPairs();
  const ware = chosen.values().next().value?.wareName ?? null;
  const wareId = chosen.values().next().value?.wareId ?? null;
  const priceCents = priceCentsOf(price);

  const columns = useMemo((): ResponsiveColumn<OfferablePair>[] => {
    const toggle = (p: OfferablePair, on: boolean) => {
      const next = new Map(chosen);
      if (on) next.set(p.oneId, p);
      else next.delete(p.oneId);
      setChosen(next);
      renewRequestKey();
    };
    return [
      {
        id: 'choose',
        header: '',
        label: t('columns.pair'),
        priority: 'key',
        width: 44,
        cell: (p) => {
          const elsewhere = wareId !== null && p.wareId !== wareId;
          return (
            <Checkbox
              aria-label={t('offer.choose', { oneId: p.oneId })}
              checked={chosen.has(p.oneId)}
              disabled={
                !mayOffer || elsewhere || (!chosen.has(p.oneId) && chosen.size >= B2B_OFFER_PAIRS_MAX)
              }
              title={elsewhere ? t('offer.oneWarehouse', { ware: p.wareName }) : undefined}
              onChange={(e) => toggle(p, e.currentTarget.checked)}
            />
          );
        },
      },
      { id: 'pair', header: t('columns.pair'), priority: 'key', cell: (p) => <OfferPairs pairs={[p]} /> },
      { id: 'warehouse', header: t('columns.warehouse'), priority: 'high', cell: (p) => p.wareName },
    ];
  }, [t, chosen, wareId, mayOffer, renewRequestKey]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft);
    setPageNo(1);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (chosen.size === 0 || priceCents === null || offer.isPending) return;
    try {
      const { message } = await offer.mutateAsync({
        oneIds: [...chosen.keys()],
        priceCents,
        remark: remark.trim(),
        requestKey,
      });
      renewRequestKey();
      notifications.show({ color: 'green', message });
      setChosen(new Map());
      onOffered();
    } catch {
      // Shown under the form (offer.error).
    }
  };
  const page = pairs.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <form onSubmit={search}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('offer.keyword')}
              value={draft}
              maxLength={64}
              w={filterWidth(260)}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {t('common:actions.search')}
            </Button>
          </Group>
        </form>
        {pairs.isError && (
          <Alert color="red" role="alert" title={t('offer.loadFailed')}>
            {pairs.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId="b2b-offerable"
          columns={columns}
          rows={page?.rows ?? []}
          rowKey={(p) => p.oneId}
          rowName={(p) => p.oneId}
          rowProps={(p) => ({ 'data-testid': 'offerable-pair', 'data-one-id': p.oneId })}
          state={
            pairs.isPending ? t('offer.loading') : page?.rows.length === 0 ? t('offer.empty') : undefined
          }
        />
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
        {mayOffer && (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="sm">
              <Text size="sm" fw={500} data-testid="offer-chosen">
                {ware === null ? t('offer.none') : t('offer.selected', { count: chosen.size, ware })}
              </Text>
              <Group align="flex-start" gap="xs" wrap="wrap">
                <NumberInput
                  label={t('offer.price')}
                  description={t('offer.priceHint')}
                  required
                  min={0}
                  max={B2B_PRICE_MAX_CENTS / 100}
                  decimalScale={2}
                  thousandSeparator=","
                  prefix="$"
                  w={filterWidth(240)}
                  value={price}
                  onChange={(v) => {
                    setPrice(v);
                    renewRequestKey();
                  }}
                  error={tried && priceCents === null ? t('offer.priceInvalid') : undefined}
                  data-testid="offer-price-input"
                />
                <Textarea
                  label={t('offer.remark')}
                  autosize
                  minRows={1}
                  maxLength={200}
                  w={filterWidth(320)}
                  value={remark}
                  onChange={(e) => {
                    setRemark(e.currentTarget.value);
                    renewRequestKey();
                  }}
                />
              </Group>
              {offer.isError && (
                <Alert color="red" role="alert" data-testid="offer-error">
                  {offer.error.message}
                </Alert>
              )}
              <Group>
                <Button
                  type="submit"
                  loading={offer.isPending}
                  disabled={chosen.size === 0}
                  data-testid="offer-submit"
                >
                  {t('offer.submit', {
                    count: chosen.size,
                    amount: priceCents === null ? '—' : formatCents(priceCents),
                  })}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
