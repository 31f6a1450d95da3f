import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconFileDownload, IconPrinter, IconReceiptRefund } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canPrintLabel, canVoidLabel } from '../../../../domain/labels/label-center';
import type { LabelRow } from '../../../../domain/labels/label-center';
import { SIGNATURE_LABEL_KEY } from '../../../../domain/labels/rules';
import type { SignatureCode } from '../../../../domain/labels/rules';
import { carrierServiceName } from '../../../../domain/labels/services';
import { formatCents } from '../../../../domain/wallet/wallet';
import { formatDisplayTime } from '../../../api/response';
import type { ResponsiveColumn } from '../../../components/responsive-list/ResponsiveTable';
import { RowAction } from '../../../components/RowAction';
import { LabelStatusBadge } from './LabelStatusBadge';

export type LabelActions = {
  print: (label: LabelRow, format: 'pdf' | 'zpl') => void;
  void: (label: LabelRow) => void;
  mayVoid: boolean;
};

/** The label list's columns; the admin's adds the seller. */
export function useLabelColumns(actions: LabelActions, withSeller: boolean): ResponsiveColumn<LabelRow>[] {
  const { t } = useTranslation('labels');
  return useMemo(() => {
    const columns: ResponsiveColumn<LabelRow>[] = [
      { id: 'id', header: t('center.list.id'), priority: 'low', cell: (l) => l.id },
      {
        id: 'status',
        header: t('center.list.status'),
        priority: 'key',
        cell: (l) => <LabelStatusBadge label={l} />,
      },
      {
        id: 'carrier',
        header: t('center.list.carrier'),
        priority: 'high',
        cell: (l) => (
          <Stack gap={0}>
            <Group gap={4}>
              <Text size="sm">{carrierServiceName(l.carrier, l.service)}</Text>
              {l.mode === 'simulator' && (
                <Badge size="xs" color="grape" variant="light">
                  {t('simulator')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t(SIGNATURE_LABEL_KEY[l.signature as SignatureCode])}
              {l.insuredCents > 0 &&
                ` · ${t('center.list.insured', { amount: formatCents(l.insuredCents) })}`}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'tracking',
        header: t('center.list.tracking'),
        priority: 'key',
        cell: (l) =>
          l.trackingNumber && l.trackingUrl ? (
            <Anchor
              href={l.trackingUrl}
              target="_blank"
              rel="noreferrer"
              size="sm"
              data-testid="tracking-link"
            >
              {l.trackingNumber}
            </Anchor>
          ) : (
            '—'
          ),
      },
      {
        id: 'recipient',
        header: t('center.list.recipient'),
        priority: 'low',
        cell: (l) => (
          <Text size="sm">
            {l.to.name}, {l.to.city} {l.to.state}
          </Text>
        ),
      },
      {
        id: 'fee',
        header: t('center.list.fee'),
        priority: 'high',
        align: 'right',
        cell: (l) => formatCents(l.feeCents),
      },
      {
        id: 'created',
        header: t('center.list.created'),
        priority: 'low',
        cell: (l) => <Text size="xs">{String(formatDisplayTime(l.createdAt))}</Text>,
      },
      {
        id: 'actions',
        header: t('center.list.actions'),
        priority: 'key',
        cell: (l) => (
          <Group gap={2} wrap="nowrap">
            {canPrintLabel(l.status) && (
              <>
                <RowAction
                  label={t('center.list.print')}
                  icon={IconPrinter}
                  onClick={() => actions.print(l, 'pdf')}
                />
                <RowAction
                  label={t('center.list.zpl')}
                  icon={IconFileDownload}
                  onClick={() => actions.print(l, 'zpl')}
                />
              </>
            )}
            {actions.mayVoid && canVoidLabel(l.status) && (
              <RowAction
                label={t('center.list.void')}
                icon={IconReceiptRefund}
                color="red"
                onClick={() => actions.void(l)}
              />
            )}
          </Group>
        ),
      },
    ];
    if (withSeller)
      columns.splice(1, 0, {
        id: 'seller',
        header: t('center.list.seller'),
        priority: 'high',
        cell: (l) => l.sellerName,
      });
    return columns;
  }, [t, actions, withSeller]);
}
