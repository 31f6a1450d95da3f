import type { AccountAction, BusinessAccountState } from '../../../../domain/accounts/accounts';
import { useResumableMutation } from '../../../offline/resumable-mutations';
import { listChange, postAccountChange } from './account-mutation';
import type { AccountArea } from './account-mutation';
import { businessAccountKeys } from './business-account-list';
import { platformAccountKeys } from './platform-account-list';

/**
 * POST /account/{business,platform}/{approve,enable,disable} (approve: merchants only): the
 * account's new state. Refusals (own account, last super admin) notify with the server's msg.
 */
export type AccountStateAnswer = BusinessAccountState;

const LIST_KEYS = { business: businessAccountKeys, platform: platformAccountKeys };

export function changeAccountStatus(
  area: AccountArea,
  action: AccountAction,
  id: number,
): Promise<AccountStateAnswer> {
  return postAccountChange<AccountStateAnswer>(`/account/${area}/${action}`, { id });
}

const statusChange = (area: AccountArea) =>
  listChange(
    `${area}Status`,
    ({ action, id }: { action: AccountAction; id: number }) => changeAccountStatus(area, action, id),
    LIST_KEYS[area].lists(),
    'settled',
  );

export const accountStatusMutations = {
  business: statusChange('business'),
  platform: statusChange('platform'),
};

export const useChangeAccountStatus = (area: AccountArea) =>
  useResumableMutation(accountStatusMutations[area]);
