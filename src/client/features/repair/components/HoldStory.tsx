import { Alert } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApprovalStatus } from '../../../../domain/repair/codes';
import type { RepairOrderRow } from '../../../../domain/repair/views';
import { formatCents } from '../../../../domain/wallet/wallet';

/**
 * What the order did to the seller's wallet (src/domain/repair/approval.ts): the estimate held at
 * submission; once done the repaired pairs' cost charged (fee 26, shoe repair deduction) and the rest
 * returned (fee 27, shoe repair refund); refused or cancelled, the whole hold returned.
 */
export function HoldStory({
  order,
  reader,
}: {
  order: Pick<RepairOrderRow, 'approval' | 'estimateCents' | 'repairCents'>;
  /** The seller reads of "your wallet", an admin of the seller's. */
  reader: 'seller' | 'admin';
}) {
  const { t } = useTranslation('repair-screens');
  const estimate = formatCents(order.estimateCents);
  const text = (() => {
    switch (order.approval) {
      case ApprovalStatus.completed: {
        const cost = order.repairCents ?? 0;
        const refund = order.estimateCents - cost;
        return refund > 0
          ? t(`hold.${reader}.settled`, { cost: formatCents(cost), refund: formatCents(refund) })
          : t(`hold.${reader}.charged`, { cost: formatCents(cost) });
      }
      case ApprovalStatus.refuse:
      case ApprovalStatus.cancel:
        return t(`hold.${reader}.released`, { estimate });
      default:
        return t(`hold.${reader}.held`, { estimate });
    }
  })();
  return (
    <Alert color="blue" variant="light" icon={<IconCoin size={18} />} data-testid="hold-story">
      {text}
    </Alert>
  );
}
