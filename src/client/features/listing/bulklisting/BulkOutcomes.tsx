import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BulkListingAnswer, BulkListingOutcome } from '../../../../domain/listing/bulk-listing';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TOUCH_TARGET } from '../../../components/touch-target';
import { CROSS_LISTING_PATH, listingDetailPath } from '../listings/listing-columns';
import { ListingStateBadge } from '../listings/ListingStateBadge';
import { MarketplaceName } from '../../../components/MarketplaceName';

const TOUCH_LINK = { ...TOUCH_TARGET, display: 'inline-flex', alignItems: 'center' } as const;

/** What a bulklisting batch did with each pair: listed (its listings), or refused with the reason. */
export function BulkOutcomes({ answer, touch }: { answer: BulkListingAnswer; touch: boolean }) {
  const { t } = useTranslation('listing');
  const target = touch ? TOUCH_TARGET : undefined;
  const columns: ResponsiveColumn<BulkListingOutcome>[] = [
    {
      id: 'oneId',
      header: t('list.oneId'),
      priority: 'key',
      cell: (o) => <OneIdLink oneId={o.oneId} style={target} />,
    },
    {
      id: 'outcome',
      header: t('bulk.outcome'),
      priority: 'key',
      cell: (o) => (
        <Badge color={o.ok ? 'green' : 'red'} variant="light">
          {o.ok ? t('bulk.listedBadge') : t('bulk.refusedBadge')}
        </Badge>
      ),
    },
    {
      id: 'detail',
      header: t('bulk.listings'),
      priority: 'key',
      cell: (o) =>
        o.ok ? (
          <Stack gap={4}>
            {o.listings.map((l) => (
              <Group key={l.id} gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={listingDetailPath(l.id)}
                  size="sm"
                  style={touch ? TOUCH_LINK : undefined}
                >
                  <MarketplaceName marketplace={l.marketplace} mode={l.mode} />
                </Anchor>
                <ListingStateBadge state={l.state} />
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="red">
            {o.msg}
          </Text>
        ),
    },
  ];
  return (
    <Alert
      color={answer.refused > 0 ? 'yellow' : 'green'}
      title={t('bulk.done', { listed: answer.listed, refused: answer.refused })}
      data-testid="bulk-outcomes"
    >
      <Stack gap="xs">
        <ResponsiveTable
          testId="bulk-outcome-rows"
          columns={columns}
          rows={answer.results}
          rowKey={(o) => o.oneId}
          rowProps={(o) => ({ 'data-testid': 'bulk-outcome', 'data-one-id': o.oneId })}
          touch={touch}
        />
        <Text size="sm">
          {answer.refused > 0 ? t('bulk.refusedStay') : null}{' '}
          <Anchor component={Link} to={CROSS_LISTING_PATH} style={touch ? TOUCH_LINK : undefined}>
            {t('bulk.toCrossListings')}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}
