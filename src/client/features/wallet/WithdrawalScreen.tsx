import { Stack } from '@mantine/core';
import { DrawAccountList } from './components/DrawAccountList';
import { SellerApplicationTable } from './components/SellerApplicationTable';
import { WalletBalanceCards } from './components/WalletBalanceCards';
import { WithdrawalForm } from './components/WithdrawalForm';
import { walletKeys } from './api/applications';
import { useFreshWhenShown } from './api/fresh-figures';

/** wallet/Withdrawal: the withdrawal form, the saved draw accounts and own withdrawals with their stage. */
export function WithdrawalScreen() {
  useFreshWhenShown(walletKeys.all);
  return (
    <Stack gap="md">
      <WalletBalanceCards />
      <WithdrawalForm />
      <SellerApplicationTable kind={2} />
      <DrawAccountList />
    </Stack>
  );
}
