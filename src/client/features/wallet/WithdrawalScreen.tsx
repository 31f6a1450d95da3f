import { Stack } from '@mantine/core';
import { DrawAccountList } from './components/DrawAccountList';
import { SellerApplicationTable } from './components/SellerApplicationTable';
import { WalletBalanceCards } from './components/WalletBalanceCards';
import { WithdrawalForm } from './components/WithdrawalForm';

/** wallet/Withdrawal: the withdrawal form, the saved draw accounts and own withdrawals with their stage. */
export function WithdrawalScreen() {
  return (
    <Stack gap="md">
      <WalletBalanceCards />
      <WithdrawalForm />
      <SellerApplicationTable kind={2} />
      <DrawAccountList />
    </Stack>
  );
}
