import { FinancePage } from '../../../../domain/kernel/permissions';
import type { AppRoute } from '../../../routing/route-types';
import { screen } from '../screen';

const applicationDetail = screen(
  () => import('../../../features/wallet/platform-flow/ApplicationDetailScreen'),
  (m) => m.ApplicationDetailScreen,
);

/** The admin portal's Finance screens of the applications (wallet area), placed in the menu by ../admin.ts. */
export const financeGroup: AppRoute = {
  path: 'Finance',
  name: 'Finance',
  meta: {
    title: 'wallet:screens.menu.finance',
    icon: 'wallet',
    permission: [
      '1000',
      FinancePage.overview,
      FinancePage.platformFlow,
      FinancePage.chargeDeduction,
      FinancePage.bulkChargeDeduction,
      FinancePage.merchantFlow,
      FinancePage.selfOperated,
    ],
  },
  children: [
    {
      path: 'Overview',
      name: 'FinanceOverview',
      meta: {
        title: 'wallet:screens.menu.overview',
        icon: 'chart-bar',
        keepAlive: true,
        permission: [FinancePage.overview],
      },
      component: screen(
        () => import('../../../features/wallet/overview/FinanceOverviewScreen'),
        (m) => m.FinanceOverviewScreen,
      ),
    },
    {
      path: 'PlatformFlow/:pageNo?',
      name: 'PlatformFlow',
      meta: {
        title: 'wallet:screens.menu.platformFlow',
        icon: 'list-details',
        keepAlive: true,
        permission: [FinancePage.platformFlow],
      },
      component: screen(
        () => import('../../../features/wallet/platform-flow/PlatformFlowScreen'),
        (m) => m.PlatformFlowScreen,
      ),
    },
    {
      path: 'ChargeDetail',
      name: 'ChargeDetail',
      meta: {
        title: 'wallet:screens.menu.chargeDetail',
        hidden: true,
        permission: [FinancePage.platformFlow],
      },
      component: applicationDetail,
    },
    {
      path: 'WithdrawalDetail',
      name: 'WithdrawalDetail',
      meta: {
        title: 'wallet:screens.menu.withdrawalDetail',
        hidden: true,
        permission: [FinancePage.platformFlow],
      },
      component: applicationDetail,
    },
    {
      path: 'ChargeDeduction',
      name: 'ChargeDeduction',
      meta: {
        title: 'wallet:financeScreens.chargeDeduction.title',
        icon: 'arrows-exchange',
        permission: [FinancePage.chargeDeduction],
      },
      component: screen(
        () => import('../../../features/wallet/finance/ChargeDeductionScreen'),
        (m) => m.ChargeDeductionScreen,
      ),
    },
    {
      path: 'BulkChargeDeduction',
      name: 'BulkChargeDeduction',
      meta: {
        title: 'wallet:bulk.title',
        icon: 'stack',
        permission: [FinancePage.bulkChargeDeduction],
      },
      component: screen(
        () => import('../../../features/wallet/bulk/BulkChargeDeductionScreen'),
        (m) => m.BulkChargeDeductionScreen,
      ),
    },
    {
      path: 'MerchantFlow',
      name: 'MerchantFlow',
      meta: {
        title: 'wallet:financeScreens.merchantFlow.title',
        icon: 'list-details',
        keepAlive: true,
        permission: [FinancePage.merchantFlow],
      },
      component: screen(
        () => import('../../../features/wallet/finance/MerchantFlowScreen'),
        (m) => m.MerchantFlowScreen,
      ),
    },
    {
      path: 'SelfOperated',
      name: 'SelfOperated',
      meta: {
        title: 'wallet:selfOperated.title',
        icon: 'chart-bar',
        keepAlive: true,
        permission: [FinancePage.selfOperated],
      },
      component: screen(
        () => import('../../../features/wallet/finance/SelfOperatedScreen'),
        (m) => m.SelfOperatedScreen,
      ),
    },
  ],
};
