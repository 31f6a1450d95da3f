import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAccountChange, refreshAfterChange } from './account-mutation';
import { platformAccountKeys } from './platform-account-list';

/** POST /account/platform/{enable,disable}. Refusals (own account, last super admin) notify with the server's msg. */
export function changePlatformAccountStatus(
  action: 'enable' | 'disable',
  id: number,
): Promise<{ id: number; status: number }> {
  return postAccountChange(`/account/platform/${action}`, { id });
}

export function useChangePlatformAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: 'enable' | 'disable'; id: number }) =>
      changePlatformAccountStatus(action, id),
    onSettled: () => refreshAfterChange(queryClient, platformAccountKeys.lists()),
  });
}
