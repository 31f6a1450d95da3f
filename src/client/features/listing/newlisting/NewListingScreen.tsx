import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { MarketplaceCode } from '../../../../domain/listing/marketplaces';
import { MARKETPLACE_LABEL } from '../../../../domain/listing/marketplaces';
import { useRequestKey } from '../../../api/request-key';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { useMarketplaceConnections } from '../connections/connections-api';
import { CROSS_LISTING_PATH } from '../listings/listing-columns';
import { useCreateListings, useListingQuote } from '../listings/listings-api';
import { EMPTY_TERMS, fieldProblems, termsInputOf } from './listing-draft';
import type { FieldProblems, TermsDraft } from './listing-draft';
import { MarketplaceTermsRow } from './MarketplaceTermsRow';

const PLATFORM_SERVICES_PATH = '/business/platformservices';
type Drafts = Partial<Record<MarketplaceCode, TermsDraft>>;

/**
 * Seller portal `in-warehouse/inventory/newlisting?oneId=` (issue 25 point 2): one item on one or
 * more connected marketplaces, each with its market, the seller's terms and the payout after the
 * marketplace's fee; the listing rules are checked at each field before anything is sent, and a
 * refusal keeps everything typed.
 */
export function NewListingScreen() {
  const { t } = useTranslation('listing');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const oneId = search.get('oneId')?.trim() ?? '';
  const [typedOneId, setTypedOneId] = useState('');
  const connections = useMarketplaceConnections();
  const connected = useMemo(
    () => (connections.data ?? []).filter((c) => c.state === 'connected'),
    [connections.data],
  );
  const notConnected = (connections.data ?? []).filter((c) => c.state !== 'connected');
  const marketplaces = useMemo(() => connected.map((c) => c.marketplace), [connected]);
  const oneIds = useMemo(() => (oneId ? [oneId] : []), [oneId]);
  const quote = useListingQuote(oneIds, marketplaces);
  const create = useCreateListings();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key per filled-in form: a resend of the same terms is answered with the first listings.
  const [requestKey, renewRequestKey] = useRequestKey();

  const quoteOf = (m: MarketplaceCode) => quote.data?.find((q) => q.marketplace === m);
  const draftOf = (m: MarketplaceCode) => drafts[m] ?? EMPTY_TERMS;
  const change = useCallback(
    (m: MarketplaceCode, next: Partial<TermsDraft>) => {
      setDrafts((d) => ({ ...d, [m]: { ...(d[m] ?? EMPTY_TERMS), ...next } }));
      renewRequestKey();
    },
    [renewRequestKey],
  );
  const chosen = marketplaces.filter((m) => draftOf(m).selected && quoteOf(m)?.found);
  const problemsOf = (m: MarketplaceCode): FieldProblems => fieldProblems(draftOf(m), quoteOf(m));
  /** A field shows its rule once something is typed in it, and every field after a Confirm. */
  const shownProblems = (m: MarketplaceCode): FieldProblems => {
    const all = problemsOf(m);
    const draft = draftOf(m);
    if (!draft.selected) return {};
    if (tried) return all;
    return Object.fromEntries(
      Object.entries(all).filter(([field]) => draft[field as keyof FieldProblems].trim() !== ''),
    );
  };

  const confirm = () => {
    setTried(true);
    setRefusal(null);
    if (chosen.length === 0 || chosen.some((m) => Object.keys(problemsOf(m)).length > 0)) return;
    const items = [{ oneId, listings: chosen.map((m) => termsInputOf(m, draftOf(m))) }];
    create.mutate(
      { requestKey, items },
      {
        onSuccess: ({ message }) => {
          renewRequestKey();
          notifications.show({ color: 'green', message: message || t('listed') });
          navigate(CROSS_LISTING_PATH);
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  const pickItem = (event: FormEvent) => {
    event.preventDefault();
    if (typedOneId.trim()) setSearch({ oneId: typedOneId.trim() });
  };

  if (!oneId)
    return (
      <Stack gap="md" maw={480}>
        <Title order={3}>{t('newListing.title')}</Title>
        <form onSubmit={pickItem}>
          <Group gap="xs" align="flex-end">
            <TextInput
              label={t('list.listItem')}
              placeholder={t('list.oneIdPlaceholder')}
              value={typedOneId}
              onChange={(e) => setTypedOneId(e.currentTarget.value)}
            />
            <Button type="submit" disabled={!typedOneId.trim()}>
              {t('list.listButton')}
            </Button>
          </Group>
        </form>
      </Stack>
    );
  const firstTitle = quote.data?.find((q) => q.title)?.title;
  return (
    <Stack gap="md" maw={960}>
      <Stack gap={4}>
        <Title order={3}>{t('newListing.title')}</Title>
        <Group gap="xs">
          <Text size="sm">{t('list.oneId')}:</Text>
          <OneIdLink oneId={oneId} />
          {firstTitle && (
            <Text size="sm" c="dimmed">
              {firstTitle}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('newListing.intro')}
        </Text>
      </Stack>
      {(connections.isPending || quote.isLoading) && (
        <Loader size="sm" role="status" aria-label={t('newListing.loading')} />
      )}
      {connections.isError && (
        <Alert color="red" role="alert">
          {connections.error.message}
        </Alert>
      )}
      {quote.isError && (
        <Alert color="red" role="alert" data-testid="quote-error">
          {quote.error.message}
        </Alert>
      )}
      {connections.data && connected.length === 0 && (
        <Alert color="yellow" data-testid="none-connected">
          {t('newListing.noneConnected')}{' '}
          <Anchor component={Link} to={PLATFORM_SERVICES_PATH}>
            {t('newListing.connect')}
          </Anchor>
        </Alert>
      )}
      {quote.data &&
        connected.map((c) => (
          <MarketplaceTermsRow
            key={c.marketplace}
            marketplace={c.marketplace}
            mode={c.mode}
            quote={quoteOf(c.marketplace)}
            draft={draftOf(c.marketplace)}
            onChange={(next) => change(c.marketplace, next)}
            problems={shownProblems(c.marketplace)}
          />
        ))}
      {notConnected.length > 0 && (
        <Paper withBorder p="sm" radius="md" data-testid="not-connected">
          <Text size="sm">
            {t('newListing.notConnected', {
              names: notConnected.map((c) => t(MARKETPLACE_LABEL[c.marketplace])).join(', '),
            })}{' '}
            <Anchor component={Link} to={PLATFORM_SERVICES_PATH}>
              {t('newListing.connect')}
            </Anchor>
          </Text>
        </Paper>
      )}
      {tried && quote.data && chosen.length === 0 && (
        <Alert color="red" role="alert">
          {t('problem.marketplaceRequired')}
        </Alert>
      )}
      {refusal && (
        <Alert color="red" role="alert" data-testid="create-refused">
          {refusal}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={CROSS_LISTING_PATH}>
          {t('common:actions.cancel')}
        </Button>
        <Button onClick={confirm} loading={create.isPending} disabled={!quote.data || connected.length === 0}>
          {t('newListing.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
