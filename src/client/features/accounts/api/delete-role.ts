import { postAccountChange, useListChange } from './account-mutation';
import { roleKeys } from './role-list';

/** POST /role/delete. A system role or one still held answers 409, notified with the server's msg. */
export function deleteRole(id: number): Promise<{ id: number }> {
  return postAccountChange('/role/delete', { id });
}

export function useDeleteRole() {
  return useListChange(deleteRole, roleKeys.lists(), 'settled');
}
