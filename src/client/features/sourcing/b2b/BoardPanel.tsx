import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { B2bBoardOffer } from '../../../../domain/sourcing/b2b';
import { formatCents } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import { filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { useBoard } from './b2b-api';
import { BuyOfferModal } from './BuyOfferModal';
import { OfferPairs } from './OfferPairs';

type Search = { keyword: string; size: string };

/** The other sellers' open offers, found by SKU, name or size; each bought after a confirmation. */
export function BoardPanel() {
  const { t } = useTranslation('sourcing-b2b');
  const mayBuy = useMay()(BusinessPart.sourcing, 'add');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [draft, setDraft] = useState<Search>({ keyword: '', size: '' });
  const [search, setSearch] = useState<Search>(draft);
  const [buying, setBuying] = useState<B2bBoardOffer | null>(null);
  const board = useBoard({
    pageNo,
    pageSize,
    keyword: search.keyword.trim() || undefined,
    pairSize: search.size.trim() || undefined,
  });
  const columns = useMemo(
    (): ResponsiveColumn<B2bBoardOffer>[] => [
      {
        id: 'offer',
        header: t('columns.offer'),
        priority: 'key',
        cell: (o) => (
          <>
            <Text size="sm" ff="monospace">
              {o.offerNo}
            </Text>
            <Text size="xs" c="dimmed">
              {t('from', { uid: o.sellerUid })}
            </Text>
          </>
        ),
      },
      {
        id: 'pairs',
        header: t('columns.pairs'),
        priority: 'key',
        cell: (o) => <OfferPairs pairs={o.items} />,
      },
      { id: 'warehouse', header: t('columns.warehouse'), priority: 'high', cell: (o) => o.wareName },
      {
        id: 'price',
        header: t('columns.price'),
        priority: 'key',
        align: 'right',
        cell: (o) => (
          <Text size="sm" fw={600} data-testid="offer-price">
            {formatCents(o.priceCents)}
          </Text>
        ),
      },
      {
        id: 'offered',
        header: t('columns.offered'),
        priority: 'low',
        cell: (o) => String(formatDisplayTime(o.createdAt)),
      },
      ...(mayBuy
        ? [
            {
              id: 'actions',
              header: t('columns.actions'),
              priority: 'key' as const,
              cell: (o: B2bBoardOffer) => (
                <Button
                  size="xs"
                  onClick={() => setBuying(o)}
                  aria-label={t('board.buyOffer', { offerNo: o.offerNo })}
                  data-testid="offer-buy"
                >
                  {t('board.buy')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, mayBuy],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft);
    setPageNo(1);
  };
  const page = board.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('board.keyword')}
              value={draft.keyword}
              maxLength={64}
              w={filterWidth(240)}
              onChange={(e) => setDraft({ ...draft, keyword: e.currentTarget.value })}
            />
            <TextInput
              label={t('board.size')}
              value={draft.size}
              maxLength={16}
              w={filterWidth(120)}
              onChange={(e) => setDraft({ ...draft, size: e.currentTarget.value })}
            />
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {t('common:actions.search')}
            </Button>
          </Group>
        </form>
        {board.isError && (
          <Alert color="red" role="alert" title={t('board.loadFailed')}>
            {board.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId="b2b-board"
          columns={columns}
          rows={page?.rows ?? []}
          rowKey={(o) => o.id}
          rowName={(o) => o.offerNo}
          rowProps={(o) => ({ 'data-testid': 'board-offer', 'data-offer-no': o.offerNo })}
          state={
            board.isPending ? t('board.loading') : page?.rows.length === 0 ? t('board.empty') : undefined
          }
        />
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
      </Stack>
      {buying && <BuyOfferModal offer={buying} onClose={() => setBuying(null)} />}
    </Paper>
  );
}
