import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { requestEnvelope } from '../../../api/http';
import { auditLogKeys } from './audit-log-list';

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
