import { notifications } from '@mantine/notifications';
import { useCallback, useRef, useState } from 'react';
import type { BulkListingAnswer, BulkListingItem } from '../../../../domain/listing/bulk-listing';
import { newRequestKey, useRequestKey } from '../../../api/request-key';
import { useBulkCreateListings } from './bulk-listing-api';

/**
 * bulklisting's Confirm: ONE request per batch. The batch's key stays while the same batch is sent
 * again (a lost answer, a refusal of the whole batch), so the server answers its first outcome; the
 * form renews it when what is sent changes, and an answer renews it. Each pair keeps its own key
 * while on the form, so a pair listed by a batch whose answer was lost is not listed twice.
 */
export function useBulkSend() {
  const create = useBulkCreateListings();
  const [requestKey, renewRequestKey] = useRequestKey();
  const itemKeys = useRef(new Map<string, string>());
  const [answer, setAnswer] = useState<BulkListingAnswer | null>(null);
  const [listed, setListed] = useState<readonly string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);

  const keyOf = useCallback((oneId: string) => {
    const keys = itemKeys.current;
    if (!keys.has(oneId)) keys.set(oneId, newRequestKey());
    return keys.get(oneId)!;
  }, []);

  const send = (items: BulkListingItem[], onAnswer: () => void) => {
    setRefusal(null);
    create.mutate(
      { requestKey, items },
      {
        onSuccess: ({ answer: next, message }) => {
          renewRequestKey();
          setAnswer(next);
          setListed((was) => [...was, ...next.results.filter((o) => o.ok).map((o) => o.oneId)]);
          notifications.show({ color: next.refused > 0 ? 'yellow' : 'green', message });
          onAnswer();
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return {
    send,
    keyOf,
    /** What is sent changed: the next Confirm is another request. */
    renew: renewRequestKey,
    answer,
    /** The pairs listed by this form's batches: they leave the form. */
    listed,
    /** The whole batch's refusal (nothing was listed), or why it could not be sent. */
    refusal,
    sending: create.isPending,
  };
}
