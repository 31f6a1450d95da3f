import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ListingQuote } from '../../../../domain/listing/listing-requests';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { useListLayout } from '../../../components/responsive-list/use-list-layout';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { useMarketplaceConnections } from '../connections/connections-api';
import { CROSS_LISTING_PATH } from '../listings/listing-columns';
import { useListingQuote } from '../listings/listings-api';
import { EMPTY_TERMS, fieldProblems } from '../newlisting/listing-draft';
import type { TermsDraft } from '../newlisting/listing-draft';
import { MarketplaceTermsRow } from '../newlisting/MarketplaceTermsRow';
import {
  batchItemsOf,
  batchTotals,
  commonTermsOf,
  EMPTY_BULK_DRAFT,
  itemProblems,
  ownTermsAsCommon,
  quotesOf,
  refusalsOf,
  shownItemProblems,
  shownProblems,
  withOwnTerms,
  withoutOwnTerms,
} from './bulk-draft';
import type { BulkDraft } from './bulk-draft';
import { useBulkCandidates } from './bulk-listing-api';
import { BulkItemsTable } from './BulkItemsTable';
import { BulkOutcomes } from './BulkOutcomes';
import { BulkTotals } from './BulkTotals';
import { OwnTermsModal } from './OwnTermsModal';
import { useBulkSend } from './use-bulk-send';

const PLATFORM_SERVICES_PATH = '/business/platformservices';

/**
 * bulklisting's form: the chosen pairs, one set of terms per connected marketplace for all (a pair's
 * own where the seller sets them), the rules each pair breaks at its row, and the batch's fee and
 * payout before confirming. Confirm sends one request (use-bulk-send.ts); listed pairs leave the
 * form, refused ones stay with the reason, to be fixed and sent again.
 */
export function BulkListingForm({
  oneIds,
  onChangePairs,
}: {
  oneIds: readonly string[];
  /** Back to choosing, with the pairs still on the form. */
  onChangePairs: (remaining: readonly string[]) => void;
}) {
  const { t } = useTranslation('listing');
  const layout = useListLayout();
  const touch = layout !== 'wide';
  const connections = useMarketplaceConnections();
  const connected = useMemo(
    () => (connections.data ?? []).filter((c) => c.state === 'connected'),
    [connections.data],
  );
  const marketplaces = useMemo(() => connected.map((c) => c.marketplace), [connected]);
  const candidates = useBulkCandidates(oneIds);
  const listableIds = useMemo(
    () => (candidates.data ?? []).filter((c) => c.listable).map((c) => c.oneId),
    [candidates.data],
  );
  const quote = useListingQuote(listableIds, marketplaces);
  const quotes = quotesOf(quote.data);
  const batch = useBulkSend();
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const [draft, setDraft] = useState<BulkDraft>(EMPTY_BULK_DRAFT);
  const [tried, setTried] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);

  const items = (candidates.data ?? []).filter(
    (c) => !removed.includes(c.oneId) && !batch.listed.includes(c.oneId),
  );
  const change = (next: BulkDraft) => {
    setDraft(next);
    batch.renew();
  };
  const changeCommon = (m: MarketplaceCode, next: Partial<TermsDraft>) =>
    change({ ...draft, common: { ...draft.common, [m]: { ...commonTermsOf(draft, m), ...next } } });
  const changeOwn = (oneId: string, m: MarketplaceCode, next: Partial<TermsDraft>) => {
    const own = draft.own[oneId] ?? {};
    change({
      ...draft,
      own: { ...draft.own, [oneId]: { ...own, [m]: { ...(own[m] ?? EMPTY_TERMS), ...next } } },
    });
  };
  /** The terms for all show the marketplace's fee and payout; the 30% rule is each pair's own market. */
  const commonQuote = (m: MarketplaceCode): ListingQuote => ({
    oneId: '',
    marketplace: m,
    found: true,
    title: null,
    lowestAskCents: null,
    highestBidCents: null,
    feeBasisPoints: quote.data?.find((q) => q.marketplace === m)?.feeBasisPoints ?? 0,
  });
  const problems = Object.fromEntries(
    items.map((i) => [i.oneId, shownItemProblems(draft, i, marketplaces, quotes, tried)]),
  );
  const faulty = items.filter((i) => Object.keys(itemProblems(draft, i, marketplaces, quotes)).length > 0);
  const totals = batchTotals(draft, items, marketplaces, quotes);

  const confirm = () => {
    setTried(true);
    if (totals.listings === 0 || faulty.length > 0) return;
    batch.send(batchItemsOf(draft, items, marketplaces, quotes, batch.keyOf), () => setTried(false));
  };

  const loading = connections.isPending || candidates.isPending || quote.isLoading;
  const failed = connections.error ?? candidates.error ?? quote.error;
  const action = touch ? { style: TOUCH_TARGET } : {};
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={3}>{t('bulk.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('bulk.intro', { count: oneIds.length })}
          </Text>
        </Stack>
        <Button variant="default" onClick={() => onChangePairs(items.map((i) => i.oneId))} {...action}>
          {t('bulk.changePairs')}
        </Button>
      </Group>
      {loading && <Loader size="sm" role="status" aria-label={t('newListing.loading')} />}
      {failed && (
        <Alert color="red" role="alert" data-testid="bulk-load-failed">
          {failed.message}
        </Alert>
      )}
      {connections.data && connected.length === 0 && (
        <Alert color="yellow" data-testid="none-connected">
          {t('newListing.noneConnected')}{' '}
          <Anchor component={Link} to={PLATFORM_SERVICES_PATH} fz="inherit" {...action}>
            {t('newListing.connect')}
          </Anchor>
        </Alert>
      )}
      {batch.answer && <BulkOutcomes answer={batch.answer} touch={touch} />}
      {connected.length > 0 && items.length > 0 && (
        <Stack gap="sm" data-testid="common-terms">
          <Title order={4}>{t('bulk.commonTerms')}</Title>
          {connected.map((c) => {
            const terms = commonTermsOf(draft, c.marketplace);
            return (
              <MarketplaceTermsRow
                key={c.marketplace}
                marketplace={c.marketplace}
                mode={c.mode}
                quote={commonQuote(c.marketplace)}
                draft={terms}
                onChange={(next) => changeCommon(c.marketplace, next)}
                problems={shownProblems(fieldProblems(terms, commonQuote(c.marketplace)), terms, tried)}
                showMarket={false}
                touch={touch}
              />
            );
          })}
        </Stack>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>{t('bulk.pairs', { count: items.length })}</Title>
          <BulkItemsTable
            items={items}
            draft={draft}
            marketplaces={marketplaces}
            quotes={quotes}
            problems={problems}
            refusals={refusalsOf(batch.answer)}
            touch={touch}
            onOwnTerms={(oneId) => {
              if (!draft.own[oneId]) change(withOwnTerms(draft, oneId, marketplaces));
              setEditing(oneId);
            }}
            onRemove={(oneId) => {
              setRemoved((r) => [...r, oneId]);
              batch.renew();
            }}
          />
        </Stack>
      </Paper>
      {items.length > 0 && connected.length > 0 && <BulkTotals totals={totals} />}
      {tried && faulty.length > 0 && (
        <Alert color="red" role="alert" data-testid="bulk-faulty">
          {t('bulk.fixProblems', { count: faulty.length })}
        </Alert>
      )}
      {tried && totals.listings === 0 && faulty.length === 0 && (
        <Alert color="red" role="alert" data-testid="bulk-empty">
          {t('bulk.nothingToList')}
        </Alert>
      )}
      {batch.refusal && (
        <Alert color="red" role="alert" data-testid="create-refused">
          {batch.refusal}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" component={Link} to={CROSS_LISTING_PATH} {...action}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          onClick={confirm}
          loading={batch.sending}
          disabled={!quote.data || connected.length === 0 || items.length === 0}
          data-testid="bulk-confirm"
          {...action}
        >
          {t('bulk.confirm', { count: totals.items })}
        </Button>
      </Group>
      <OwnTermsModal
        oneId={editing}
        listedOn={items.find((i) => i.oneId === editing)?.listedOn ?? []}
        draft={draft}
        connected={connected}
        quotes={quotes}
        touch={touch}
        fullScreen={layout === 'phone'}
        onChange={changeOwn}
        onUseCommon={(oneId) => {
          change(withoutOwnTerms(draft, oneId));
          setEditing(null);
        }}
        onClose={() => {
          if (editing && ownTermsAsCommon(draft, editing, marketplaces))
            change(withoutOwnTerms(draft, editing));
          setEditing(null);
        }}
      />
    </Stack>
  );
}
