import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { MerchantFlags } from '../../../../domain/accounts/accounts';
import type { Page } from '../../../api/paging';
import { resumableMutation, useResumableMutation } from '../../../offline/resumable-mutations';
import { postAccountChange, refreshAfterChange } from './account-mutation';
import { businessAccountKeys } from './business-account-list';
import type { BusinessAccountRow } from './business-account-list';

/** POST /account/business/flags: all three flags of one merchant at once. */
export function setMerchantFlags(id: number, flags: MerchantFlags): Promise<MerchantFlags & { id: number }> {
  return postAccountChange('/account/business/flags', { id, ...flags }, false);
}

type Snapshot = [readonly unknown[], Page<BusinessAccountRow> | undefined][];

function withFlags(page: Page<BusinessAccountRow> | undefined, id: number, flags: MerchantFlags) {
  if (!page) return page;
  return { ...page, rows: page.rows.map((row) => (row.id === id ? { ...row, flags } : row)) };
}

/**
 * A flag switch saves at once: the lists show the new value before the server answers and
 * go back to the old one, with the server's reason, if it refuses.
 */
export const setMerchantFlagsMutation = resumableMutation({
  mutationKey: ['accounts', 'merchantFlags'],
  mutationFn: ({ id, flags }: { id: number; flags: MerchantFlags }) => setMerchantFlags(id, flags),
  refresh: (client) => refreshAfterChange(client, businessAccountKeys.lists()),
  refreshWhen: 'settled',
});

export function useSetMerchantFlags() {
  const queryClient = useQueryClient();
  return useResumableMutation(setMerchantFlagsMutation, {
    onMutate: async ({ id, flags }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: businessAccountKeys.lists() });
      const snapshot = queryClient.getQueriesData<Page<BusinessAccountRow>>({
        queryKey: businessAccountKeys.lists(),
      });
      for (const [key, page] of snapshot) {
        if (page && Array.isArray(page.rows)) queryClient.setQueryData(key, withFlags(page, id, flags));
      }
      return snapshot;
    },
    onError: (error, _vars, snapshot) => {
      for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
      notifications.show({
        color: 'red',
        title: i18next.t('accounts:business.flagNotSaved'),
        message: (error as Error).message,
      });
    },
  });
}
