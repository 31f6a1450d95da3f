import type { z } from 'zod';
import type { updateRoleRequest } from '../../../../domain/accounts/accounts';
import { useResumableMutation } from '../../../offline/resumable-mutations';
import { listChange, postAccountChange } from './account-mutation';
import { roleKeys } from './role-list';

export type UpdateRoleRequest = z.infer<typeof updateRoleRequest>;

/** POST /role/update: holders of the role see the new grants on their next call. */
export function updateRole(body: UpdateRoleRequest): Promise<{ id: number }> {
  return postAccountChange('/role/update', body, false);
}

export const updateRoleMutation = listChange('updateRole', updateRole, roleKeys.lists(), 'success');

export const useUpdateRole = () => useResumableMutation(updateRoleMutation);
