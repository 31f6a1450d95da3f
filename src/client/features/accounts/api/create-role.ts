import type { z } from 'zod';
import type { createRoleRequest } from '../../../../domain/accounts/accounts';
import { useResumableMutation } from '../../../offline/resumable-mutations';
import { listChange, postAccountChange } from './account-mutation';
import { roleKeys } from './role-list';

export type CreateRoleRequest = z.infer<typeof createRoleRequest>;

/** POST /role/create. The role editor shows a refusal (duplicate name) itself. */
export function createRole(body: CreateRoleRequest): Promise<{ id: number }> {
  return postAccountChange('/role/create', body, false);
}

export const createRoleMutation = listChange('createRole', createRole, roleKeys.lists(), 'success');

export const useCreateRole = () => useResumableMutation(createRoleMutation);
