import { Alert, Badge, Button, Paper, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CataloguePage } from '../../../../domain/kernel/permissions';
import {
  CONFLICT_KIND_LABEL,
  CONFLICT_KINDS,
  CONFLICT_STATE_LABEL,
  CONFLICT_STATES,
} from '../../../../domain/sourcing/catalogue';
import type { ConflictKind, ConflictState, ConflictView } from '../../../../domain/sourcing/catalogue';
import { formatDisplayTime } from '../../../api/response';
import { filterWidth } from '../../../components/responsive-list/FilterPanel';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { TablePager } from '../../../components/TablePager';
import { usePaging } from '../../../components/use-paging';
import { useMay } from '../../../stores/permissions';
import { useConflicts } from './catalogue-api';
import { CatalogueFilters, searchParams } from './CatalogueFilters';
import type { CatalogueSearch } from './CatalogueFilters';
import { ConflictDecisionModal } from './ConflictDecisionModal';

const KIND_COLOR: Record<ConflictKind, string> = {
  unknownStyle: 'grape',
  sizeUnparsed: 'orange',
  gtinTwoSkus: 'red',
  sizeRepeated: 'yellow',
};

/**
 * The catalogue's conflicts, open ones first: what could not be mapped on its own (the kind), whose
 * shop and product, the size and barcode, the SKUs and sizes it could be, and what an admin chose.
 * Each one is decided by hand (mapped or ignored); a decided one can be decided again.
 */
export function ConflictsPanel({ initial }: { initial: CatalogueSearch }) {
  const { t } = useTranslation('sourcing-shop');
  const mayDecide = useMay()(CataloguePage.tiktokSkuManage, 'edit');
  const { pageNo, pageSize, setPageNo, pager } = usePaging();
  const [search, setSearch] = useState(initial);
  const [state, setState] = useState<ConflictState>('open');
  const [kind, setKind] = useState<ConflictKind | null>(null);
  const [deciding, setDeciding] = useState<ConflictView | null>(null);
  const conflicts = useConflicts({
    pageNo,
    pageSize,
    state,
    kind: kind ?? undefined,
    ...searchParams(search),
  });
  const columns = useMemo(
    (): ResponsiveColumn<ConflictView>[] => [
      {
        id: 'kind',
        header: t('conflicts.columns.kind'),
        priority: 'key',
        cell: (c) => (
          <Badge color={KIND_COLOR[c.kind]} variant="light" data-testid="conflict-kind">
            {t(CONFLICT_KIND_LABEL[c.kind])}
          </Badge>
        ),
      },
      {
        id: 'product',
        header: t('columns.product'),
        priority: 'key',
        cell: (c) => (
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {c.title}
            </Text>
            <Text size="xs" c="dimmed">
              {t('columns.atTiktok', { id: c.productId })} · {c.seller.uid}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'size',
        header: t('conflicts.columns.size'),
        priority: 'key',
        cell: (c) => (
          <Stack gap={0}>
            <Text size="sm">{c.variantId === '' ? t('conflicts.wholeProductShort') : c.sizeText || '—'}</Text>
            <Text size="xs" ff="monospace" c="dimmed">
              {c.sellerSku}
            </Text>
            {c.gtin && (
              <Text size="xs" c="dimmed">
                {t('conflicts.gtin', { gtin: c.gtin })}
              </Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'candidates',
        header: t('conflicts.columns.candidates'),
        priority: 'high',
        cell: (c) =>
          c.candidates.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('conflicts.noCandidates')}
            </Text>
          ) : (
            <Stack gap={0}>
              {c.candidates.map((k) => (
                <Text key={`${k.sku}|${k.size ?? ''}`} size="xs" ff="monospace">
                  {k.size ? t('conflicts.skuSize', { sku: k.sku, size: k.size }) : k.sku}
                </Text>
              ))}
            </Stack>
          ),
      },
      {
        id: 'decision',
        header: t('conflicts.columns.decision'),
        priority: 'low',
        cell: (c) =>
          c.state === 'open' ? (
            <Text size="sm" c="dimmed">
              {t('conflicts.seen', { at: String(formatDisplayTime(c.seenAt)) })}
            </Text>
          ) : (
            <Stack gap={0}>
              <Text size="sm">
                {c.chosen
                  ? c.chosen.size
                    ? t('conflicts.skuSize', { sku: c.chosen.sku, size: c.chosen.size })
                    : c.chosen.sku
                  : t(CONFLICT_STATE_LABEL[c.state])}
              </Text>
              <Text size="xs" c="dimmed">
                {t('conflicts.decidedBy', {
                  who: c.decidedBy ?? '—',
                  at: c.decidedAt ? String(formatDisplayTime(c.decidedAt)) : '—',
                })}
              </Text>
            </Stack>
          ),
      },
      ...(mayDecide
        ? [
            {
              id: 'actions',
              header: t('columns.actions'),
              priority: 'key' as const,
              cell: (c: ConflictView) => (
                <Button
                  size="xs"
                  variant={c.state === 'open' ? 'filled' : 'default'}
                  onClick={() => setDeciding(c)}
                  aria-label={t('conflicts.decideLabel', { title: c.title, size: c.sizeText })}
                  data-testid="conflict-decide"
                >
                  {c.state === 'open' ? t('conflicts.decide') : t('conflicts.change')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, mayDecide],
  );
  const page = conflicts.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <CatalogueFilters
          initial={initial}
          keywordLabel={t('catalogue.productKeyword')}
          extraSet={(state === 'open' ? 0 : 1) + (kind ? 1 : 0)}
          onSearch={(s) => {
            setSearch(s);
            setPageNo(1);
          }}
        >
          <Select
            label={t('conflicts.state')}
            w={filterWidth(150)}
            allowDeselect={false}
            data={CONFLICT_STATES.map((s) => ({ value: s, label: t(CONFLICT_STATE_LABEL[s]) }))}
            value={state}
            onChange={(v) => {
              setState((v as ConflictState | null) ?? 'open');
              setPageNo(1);
            }}
          />
          <Select
            label={t('conflicts.kind')}
            placeholder={t('conflicts.anyKind')}
            clearable
            w={filterWidth(200)}
            data={CONFLICT_KINDS.map((k) => ({ value: k, label: t(CONFLICT_KIND_LABEL[k]) }))}
            value={kind}
            onChange={(v) => {
              setKind((v as ConflictKind | null) ?? null);
              setPageNo(1);
            }}
          />
        </CatalogueFilters>
        {conflicts.isError && (
          <Alert color="red" role="alert" title={t('catalogue.loadFailed')}>
            {conflicts.error.message}
          </Alert>
        )}
        <ResponsiveTable
          testId="catalogue-conflicts"
          columns={columns}
          rows={page?.rows ?? []}
          rowKey={(c) => c.id}
          rowName={(c) => `${c.title} ${c.sizeText}`}
          rowProps={(c) => ({ 'data-testid': 'conflict', 'data-state': c.state })}
          state={
            conflicts.isPending
              ? t('catalogue.loading')
              : page?.rows.length === 0
                ? t(state === 'open' ? 'conflicts.noneOpen' : 'conflicts.none')
                : undefined
          }
        />
        <TablePager totalCount={page?.totalCount ?? 0} totalPage={page?.totalPage ?? 1} {...pager} />
      </Stack>
      {deciding && <ConflictDecisionModal conflict={deciding} onClose={() => setDeciding(null)} />}
    </Paper>
  );
}
