import { BusinessPart } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

/** The business portal's wallet screens (wallet area), placed in the menu by ../business.ts. */
export const wallet: AppRoute = {
  path: 'wallet/:pageNo?',
  name: 'wallet',
  meta: {
    title: 'common:menu.wallet',
    icon: 'wallet',
    keepAlive: true,
    permission: [BusinessPart.wallet],
  },
  component: screen(
    () => import('../../../features/wallet/WalletScreen'),
    (m) => m.WalletScreen,
  ),
};

export const walletCharge: AppRoute = {
  path: 'wallet/WalletCharge',
  name: 'WalletCharge',
  meta: { title: 'wallet:screens.menu.charge', hidden: true, permission: [BusinessPart.wallet] },
  component: screen(
    () => import('../../../features/wallet/WalletChargeScreen'),
    (m) => m.WalletChargeScreen,
  ),
};

export const withdrawal: AppRoute = {
  path: 'wallet/Withdrawal',
  name: 'Withdrawal',
  meta: { title: 'wallet:screens.menu.withdrawal', hidden: true, permission: [BusinessPart.wallet] },
  component: screen(
    () => import('../../../features/wallet/WithdrawalScreen'),
    (m) => m.WithdrawalScreen,
  ),
};
