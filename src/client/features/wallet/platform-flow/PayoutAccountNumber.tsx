import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FinancePage } from '../../../../domain/kernel/permissions';
import type { DrawAccountRow } from '../../../../domain/wallet/applications';
import { useMay } from '../../../stores/permissions';
import { useRevealPayoutAccount } from '../api/platform-flow';

/**
 * A withdrawal's account number: masked, with "Show account" for the reviewer who may pay it
 * (Finance/PlatformFlow edit). The full number is asked of the server each time, which audits it.
 */
export function PayoutAccountNumber({
  applicationId,
  account,
}: {
  applicationId: number;
  account: DrawAccountRow;
}) {
  const { t } = useTranslation('wallet');
  const mayPay = useMay()(FinancePage.platformFlow, 'edit');
  const reveal = useRevealPayoutAccount();
  if (reveal.data) return <span data-testid="payout-account-number">{reveal.data.accountNumber}</span>;
  return (
    <>
      <span>{account.maskedNumber}</span>
      {mayPay && (
        <Button
          variant="subtle"
          size="compact-xs"
          ml="xs"
          loading={reveal.isPending}
          onClick={() => reveal.mutate(applicationId)}
        >
          {t('screens.platformFlow.showAccount')}
        </Button>
      )}
    </>
  );
}
