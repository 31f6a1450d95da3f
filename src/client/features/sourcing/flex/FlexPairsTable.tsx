import { Checkbox, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlexPair } from '../../../../domain/sourcing/flex-shipments';
import { OneIdLink } from '../../../components/one-id-drawer/OneIdLink';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { askCentsOf } from './ship-draft';
import type { ShipDraft } from './ship-draft';

/**
 * stockx-flex/ship's pairs of one warehouse: a box to choose each, and the ask of each one chosen
 * (flagged until it is $10 or more). Every column is a key column: the choice and the ask are the
 * form, on a phone as on a desk.
 */
export function FlexPairsTable({
  pairs,
  draft,
  loading,
  onChoose,
  onAsk,
}: {
  pairs: FlexPair[];
  draft: ShipDraft;
  loading: boolean;
  onChoose: (oneId: string, chosen: boolean) => void;
  onAsk: (oneId: string, text: string) => void;
}) {
  const { t } = useTranslation('sourcing-flex');
  const columns = useMemo(
    (): ResponsiveColumn<FlexPair>[] => [
      {
        id: 'choose',
        header: '',
        label: t('ship.pair'),
        priority: 'key',
        width: 48,
        cell: (p) => (
          <Checkbox
            aria-label={t('ship.choose', { oneId: p.oneId })}
            checked={draft.asks.has(p.oneId)}
            onChange={(e) => onChoose(p.oneId, e.currentTarget.checked)}
          />
        ),
      },
      {
        id: 'pair',
        header: t('ship.pair'),
        priority: 'key',
        cell: (p) => (
          <>
            <Text size="sm" fw={500} truncate maw={240}>
              {p.name || p.sku}
            </Text>
            <Text size="xs" c="dimmed">
              {[p.sku, p.size].filter(Boolean).join(' · ')}
            </Text>
            <OneIdLink oneId={p.oneId} size="xs" />
          </>
        ),
      },
      {
        id: 'ask',
        header: t('ship.ask'),
        priority: 'key',
        width: 160,
        cell: (p) => {
          const text = draft.asks.get(p.oneId);
          if (text === undefined) return null;
          const wrong = text.trim() !== '' && askCentsOf(text) === null;
          return (
            <TextInput
              aria-label={`${t('ship.ask')} ${p.oneId}`}
              leftSection="$"
              inputMode="decimal"
              size="sm"
              placeholder={t('ship.askHint')}
              value={text}
              error={wrong ? t('ship.askHint') : undefined}
              onChange={(e) => onAsk(p.oneId, e.currentTarget.value)}
            />
          );
        },
      },
    ],
    [t, draft, onChoose, onAsk],
  );
  return (
    <ResponsiveTable
      testId="flex-pairs"
      columns={columns}
      rows={pairs}
      rowKey={(p) => p.oneId}
      rowName={(p) => p.oneId}
      rowProps={(p) => ({ 'data-testid': 'flex-pair', 'data-one-id': p.oneId })}
      state={loading ? t('list.loading') : pairs.length === 0 ? t('ship.noneOnPage') : undefined}
    />
  );
}
