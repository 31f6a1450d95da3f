import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BulkListingCandidate, BulkListingOutcome } from '../../../../domain/listing/bulk-listing';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { formatCents } from '../../../../domain/wallet/wallet';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { centsOf, livePayoutCents } from '../newlisting/listing-draft';
import type { FieldProblems } from '../newlisting/listing-draft';
import { hasOwnTerms, termsOf } from './bulk-draft';
import type { BulkDraft, Quotes } from './bulk-draft';

type Props = {
  items: readonly BulkListingCandidate[];
  draft: BulkDraft;
  marketplaces: readonly MarketplaceCode[];
  quotes: Quotes;
  /** The rules each pair's terms break, per marketplace, as shown now. */
  problems: Record<string, Partial<Record<MarketplaceCode, FieldProblems>>>;
  /** The pairs the last batch refused, with the reason. */
  refusals: ReadonlyMap<string, BulkListingOutcome>;
  touch: boolean;
  onOwnTerms: (oneId: string) => void;
  onRemove: (oneId: string) => void;
};

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** bulklisting's pairs: each one's price and payout on every marketplace it goes on, or why not. */
export function BulkItemsTable(props: Props) {
  const { items, draft, marketplaces, quotes, problems, refusals, touch, onOwnTerms, onRemove } = props;
  const { t } = useTranslation('listing');
  const target = touch ? TOUCH_TARGET : undefined;
  const lineOf = (item: BulkListingCandidate, m: MarketplaceCode) => {
    const name = t(MARKETPLACE_LABEL[m]);
    const quote = quotes.of(item.oneId, m);
    const terms = termsOf(draft, item.oneId, m);
    if (item.listedOn.includes(m))
      return (
        <Text size="sm" c="dimmed">
          {t('bulk.alreadyOn', { name })}
        </Text>
      );
    if (quote && !quote.found)
      return (
        <Text size="sm" c="orange">
          {t('bulk.noProductOn', { name })}
        </Text>
      );
    if (!terms.selected)
      return (
        <Text size="sm" c="dimmed">
          {t('bulk.notOn', { name })}
        </Text>
      );
    const problem = problems[item.oneId]?.[m];
    const first = problem && Object.values(problem)[0];
    const lowest = quote?.lowestAskCents ?? null;
    return (
      <Text size="sm" c={first ? 'red' : undefined} data-testid={`line-${m}`}>
        {t('bulk.line', {
          name,
          price: money(centsOf(terms.price)),
          payout: money(livePayoutCents(terms, quote)),
        })}
        {lowest !== null && (
          <Text span size="xs" c="dimmed">
            {` · ${t('terms.lowestAsk')} ${formatCents(lowest)}`}
          </Text>
        )}
        {first && ` · ${t(`problem.${first}`)}`}
      </Text>
    );
  };
  /** A marketplace left to list the pair on: not listed there yet, and its product there (or not known yet). */
  const canList = (item: BulkListingCandidate) =>
    marketplaces.some((m) => !item.listedOn.includes(m) && quotes.of(item.oneId, m)?.found !== false);
  const refusalOf = (oneId: string) => {
    const refused = refusals.get(oneId);
    if (!refused) return null;
    const reasons = refused.problems.flatMap((p) =>
      p.problems.map((key) => `${t(MARKETPLACE_LABEL[p.marketplace])}: ${t(`problem.${key}`)}`),
    );
    return (
      <Text size="sm" c="red" data-testid="pair-refused">
        {[refused.msg, ...reasons].filter(Boolean).join(' · ')}
      </Text>
    );
  };
  const columns: ResponsiveColumn<BulkListingCandidate>[] = [
    {
      id: 'oneId',
      header: t('list.oneId'),
      priority: 'key',
      cell: (i) => <OneIdLink oneId={i.oneId} style={target} />,
    },
    {
      id: 'product',
      header: t('list.product'),
      priority: 'key',
      cell: (i) => (
        <>
          <Text size="sm" fw={500} lineClamp={2} maw={220}>
            {i.name || i.sku || '—'}
          </Text>
          <Text size="xs" c="dimmed">
            {[i.sku, i.size].filter(Boolean).join(' · ')}
          </Text>
        </>
      ),
    },
    {
      id: 'terms',
      header: t('bulk.listings'),
      priority: 'key',
      cell: (i) =>
        i.listable ? (
          <Stack gap={2}>
            {hasOwnTerms(draft, i.oneId) && (
              <Badge size="sm" variant="light" w="fit-content" data-testid="own-terms-badge">
                {t('bulk.ownTermsBadge')}
              </Badge>
            )}
            {marketplaces.map((m) => (
              <div key={m}>{lineOf(i, m)}</div>
            ))}
            {refusalOf(i.oneId)}
          </Stack>
        ) : (
          <Text size="sm" c="red" data-testid="not-listable">
            {i.problem}
          </Text>
        ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      priority: 'key',
      cell: (i) => (
        <Group gap={4} wrap="wrap">
          {i.listable && canList(i) && (
            <Button
              size="compact-sm"
              variant="light"
              aria-label={t('bulk.ownTermsOf', { oneId: i.oneId })}
              onClick={() => onOwnTerms(i.oneId)}
              style={target}
            >
              {t('bulk.ownTerms')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="gray"
            aria-label={t('bulk.removeOf', { oneId: i.oneId })}
            onClick={() => onRemove(i.oneId)}
            style={target}
          >
            {t('bulk.remove')}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <ResponsiveTable
      testId="bulk-items"
      columns={columns}
      rows={items}
      rowKey={(i) => i.oneId}
      rowName={(i) => i.oneId}
      rowProps={(i) => ({ 'data-testid': 'bulk-item', 'data-one-id': i.oneId })}
      state={items.length === 0 ? t('bulk.noItems') : undefined}
      touch={touch}
    />
  );
}
