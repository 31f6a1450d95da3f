import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { requestEnvelope } from '../../../api/http';
import { resumableMutation } from '../../../offline/resumable-mutations';
import { auditLogKeys } from './audit-log-list';

/** The two kinds of account with the same status and password routes under /account/<area>/. */
export type AccountArea = 'business' | 'platform';

/**
 * Every account change answers a message in the user's language ("Account approved"); the
 * screens show it as the success notice. Refusals either notify through the http client or,
 * for forms (notify: false), come back as the thrown ApiError whose message is the server's msg.
 */
export async function postAccountChange<T>(path: string, body: unknown, notify = true): Promise<T> {
  const answer = await requestEnvelope<T>(path, { method: 'POST', body, notify });
  if (answer.msg) notifications.show({ color: 'green', message: answer.msg });
  return answer.data;
}

/** After a change: its list, and the audit log that now holds one more entry. */
export function refreshAfterChange(queryClient: QueryClient, listKey: readonly unknown[]): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey }),
    queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  ]);
}

/**
 * A change to one list declared resumable (offline/resumable-mutations.ts: it survives a reload
 * while offline), refreshed with the audit log afterwards; `refreshWhen` as for useListChange.
 */
export function listChange<V, T>(
  action: string,
  mutationFn: (variables: V) => Promise<T>,
  listKey: readonly unknown[],
  refreshWhen: 'success' | 'settled',
) {
  return resumableMutation({
    mutationKey: ['accounts', action],
    mutationFn,
    refresh: (client) => refreshAfterChange(client, listKey),
    refreshWhen,
  });
}

/**
 * A change to one list, refreshed with the audit log afterwards: forms refresh on success only
 * (a refusal changed nothing and keeps what was typed), row actions once settled (a refusal may
 * mean the row on screen is out of date).
 */
export function useListChange<V, T>(
  mutationFn: (variables: V) => Promise<T>,
  listKey: readonly unknown[],
  refreshWhen: 'success' | 'settled',
) {
  const queryClient = useQueryClient();
  const refresh = () => refreshAfterChange(queryClient, listKey);
  return useMutation({
    mutationFn,
    onSuccess: refreshWhen === 'success' ? refresh : undefined,
    onSettled: refreshWhen === 'settled' ? refresh : undefined,
  });
}
