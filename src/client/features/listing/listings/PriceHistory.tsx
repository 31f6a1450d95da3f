import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { priceChangeView } from '../../../../domain/listing/listing-requests';
import { formatCents } from '../../../../domain/wallet/wallet';
import { ResponsiveTable } from '../../../components/responsive-list/ResponsiveTable';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { displayTime, priceReasonText } from './listing-text';

type PriceChange = z.infer<typeof priceChangeView>;

/** Every price a listing had, with the reason and who set it (auto-pricing when no one did), and a note on auto-pricing. */
export function PriceHistory({ changes, note }: { changes: readonly PriceChange[]; note: string }) {
  const { t } = useTranslation('listing');
  const columns: ResponsiveColumn<PriceChange>[] = [
    {
      id: 'price',
      header: t('detail.price'),
      priority: 'key',
      align: 'right',
      cell: (c) => formatCents(c.priceCents),
    },
    { id: 'reason', header: t('detail.reason'), priority: 'key', cell: (c) => priceReasonText(t, c.reason) },
    {
      id: 'operator',
      header: t('detail.operator'),
      priority: 'high',
      cell: (c) => c.operator ?? t('detail.system'),
    },
    { id: 'at', header: t('detail.at'), priority: 'key', cell: (c) => displayTime(c.at) },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={5}>{t('detail.history')}</Title>
        <ResponsiveTable
          testId="price-history"
          columns={columns}
          rows={changes}
          rowKey={(c) => changes.indexOf(c)}
          rowProps={() => ({ 'data-testid': 'price-change' })}
          state={changes.length === 0 ? t('detail.noHistory') : undefined}
        />
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      </Stack>
    </Paper>
  );
}
