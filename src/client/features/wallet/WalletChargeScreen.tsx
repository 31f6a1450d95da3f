import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeCurrency } from '../../../domain/wallet/applications';
import { BankTransferInstructions } from './components/BankTransferInstructions';
import { RechargeForm } from './components/RechargeForm';
import { SellerApplicationTable } from './components/SellerApplicationTable';
import { WalletBalanceCards } from './components/WalletBalanceCards';
import { walletKeys } from './api/applications';
import { useFreshWhenShown } from './api/fresh-figures';

/** wallet/WalletCharge: the recharge application, the USD bank-transfer instructions and own recharges. */
export function WalletChargeScreen() {
  useFreshWhenShown(walletKeys.all);
  const { t } = useTranslation('wallet');
  const [currency, setCurrency] = useState<RechargeCurrency>('USD');
  return (
    <Stack gap="md">
      <WalletBalanceCards />
      {currency === 'USD' ? (
        <BankTransferInstructions />
      ) : (
        <Alert color="yellow" title={t('screens.charge.rmbTitle')}>
          {t('screens.charge.rmbHint')}
        </Alert>
      )}
      <RechargeForm onCurrency={setCurrency} />
      <SellerApplicationTable kind={1} />
    </Stack>
  );
}
