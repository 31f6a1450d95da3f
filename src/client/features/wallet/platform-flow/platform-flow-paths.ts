/** The admin's Finance/PlatformFlow screens (src/client/app/routes/admin/finance.ts). */
export const PLATFORM_FLOW_PATH = '/admin/Finance/PlatformFlow';

export function applicationDetailPath(kind: number, id: number): string {
  return `/admin/Finance/${kind === 1 ? 'ChargeDetail' : 'WithdrawalDetail'}?id=${id}`;
}

/** The filters a link may open the platform flow with (?kind=&stage=), as the list takes them. */
export type PlatformFlowLinkFilters = { kind: number | null; stage: number | null };

/** The platform flow showing the applications of one kind at one stage (Finance/Overview links here). */
export function platformFlowFilteredPath(kind: number, stage: number): string {
  return `${PLATFORM_FLOW_PATH}?kind=${kind}&stage=${stage}`;
}

/** The kind and stage a link asked for; anything but a positive whole number reads as no filter. */
export function linkFiltersOf(search: URLSearchParams): PlatformFlowLinkFilters {
  const read = (name: string) => {
    const value = Number(search.get(name) ?? '');
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  return { kind: read('kind'), stage: read('stage') };
}
