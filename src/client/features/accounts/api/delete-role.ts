import { useResumableMutation } from '../../../offline/resumable-mutations';
import { listChange, postAccountChange } from './account-mutation';
import { roleKeys } from './role-list';

/** POST /role/delete. A system role or one still held answers 409, notified with the server's msg. */
export function deleteRole(id: number): Promise<{ id: number }> {
  return postAccountChange('/role/delete', { id });
}

export const deleteRoleMutation = listChange('deleteRole', deleteRole, roleKeys.lists(), 'settled');

export const useDeleteRole = () => useResumableMutation(deleteRoleMutation);
