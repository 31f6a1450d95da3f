/** The admin's Finance/PlatformFlow screens (src/client/app/routes/admin/finance.ts). */
export const PLATFORM_FLOW_PATH = '/admin/Finance/PlatformFlow';

export function applicationDetailPath(kind: number, id: number): string {
  return `/admin/Finance/${kind === 1 ? 'ChargeDetail' : 'WithdrawalDetail'}?id=${id}`;
}
