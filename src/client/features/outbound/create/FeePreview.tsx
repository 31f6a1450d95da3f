import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrderKind } from '../../../../domain/outbound/outbound';
import type { OrderPreview } from '../../../../domain/outbound/outbound';
import { formatCents } from '../../../../domain/wallet/wallet';

const percentOf = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

/**
 * The fees the order will be quoted, from the seller's rate card in force (POST /outbound/preview),
 * shown before the seller confirms: per pair and pairs, the storage fee to date of pairs that leave,
 * a reship's carrier label to the chosen address, and the total of every part (the server's
 * payableCents); a reship with no label quote yet says its label is quoted at approval.
 */
export function FeePreview({ preview }: { preview: OrderPreview }) {
  const { t } = useTranslation(['outbound', 'wallet']);
  const storage = preview.items.reduce((sum, i) => sum + (i.storageFeeCents ?? 0), 0);
  const labelLater = preview.kind === OrderKind.reship && preview.labelFeeCents === null;
  const total = formatCents(preview.payableCents);
  return (
    <Alert color="blue" variant="light" title={t('create.fees.title')} data-testid="fee-preview">
      <Stack gap={4}>
        {preview.kind === OrderKind.cashOut ? (
          <Text size="sm" data-testid="fee-cash-out">
            {t('create.fees.cashOut', { percent: percentOf(preview.cashOutDeductionBasisPoints ?? 0) })}
          </Text>
        ) : (
          <Text size="sm" data-testid="fee-line">
            {t('create.fees.line', {
              feeType: t(`wallet:ledger.feeTypes.${preview.feeType}`),
              perPair: formatCents(preview.perPairCents),
              count: preview.pairs,
            })}
          </Text>
        )}
        {preview.items.some((i) => i.storageFeeCents !== null) && (
          <Text size="sm" data-testid="fee-storage">
            {t('create.fees.storage', { total: formatCents(storage) })}
          </Text>
        )}
        {preview.labelFeeCents !== null && (
          <Text size="sm" data-testid="fee-label">
            {t('create.fees.label', { total: formatCents(preview.labelFeeCents) })}
          </Text>
        )}
        {preview.labelRefusal !== null && (
          <Text size="sm" c="red" data-testid="fee-label-refused">
            {t('create.fees.labelRefused', { reason: preview.labelRefusal })}
          </Text>
        )}
        {preview.kind !== OrderKind.cashOut && (
          <>
            <Text size="lg" fw={700} data-testid="fee-total">
              {t(labelLater ? 'create.fees.totalBeforeLabel' : 'create.fees.total', { total })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('create.fees.whenPaid')}
            </Text>
          </>
        )}
      </Stack>
    </Alert>
  );
}
