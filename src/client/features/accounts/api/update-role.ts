import type { z } from 'zod';
import type { updateRoleRequest } from '../../../../domain/accounts';
import { postAccountChange, useListChange } from './account-mutation';
import { roleKeys } from './role-list';

export type UpdateRoleRequest = z.infer<typeof updateRoleRequest>;

/** POST /role/update: holders of the role see the new grants on their next call. */
export function updateRole(body: UpdateRoleRequest): Promise<{ id: number }> {
  return postAccountChange('/role/update', body, false);
}

export function useUpdateRole() {
  return useListChange(updateRole, roleKeys.lists(), 'success');
}
