import type { MarketOrderState } from '../../../../../domain/listing/marketplaces';
import type { MarketOrder, MarketWebhookEvent } from '../marketplace-adapter';
import { MarketplaceError } from '../marketplace-errors';
import { isoOf, orderStateOf, pairCameBack } from './tiktok-mapping';
import { TTS_ORDER_STATUS_CHANGE, TTS_RETURN_STATUS_CHANGE } from './tiktok-shapes';
import type { TtsOrderStatusPush, TtsReturnStatusPush } from './tiktok-shapes';
import { sameSignature, webhookSignature } from './tiktok-signing';

type Headers = Record<string, string | string[] | undefined>;

function headerOf(headers: Headers, name: string): string {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * The events of a TikTok Shop push, once its `Authorization` signature verifies over the raw body.
 * An "Order status change" push names the order and its new status only: the listing and the price
 * are not in it, so listingId is empty, priceCents 0 and createdAt the status's time here, and
 * `orders` reads them. A "Return status change" push whose pair came back is the order's return.
 * A retried push keeps its tts_notification_id, the event id. Other pushes answer no event.
 */
export function eventsOfPush(
  app: { appKey: string; appSecret: string },
  headers: Headers,
  rawBody: Buffer,
): MarketWebhookEvent[] {
  const given = headerOf(headers, 'authorization');
  if (!given || !sameSignature(webhookSignature(app.appKey, app.appSecret, rawBody), given))
    throw new MarketplaceError(
      'tiktok',
      'bad_signature',
      'The TikTok Shop webhook signature does not verify',
    );
  let push: Partial<TtsOrderStatusPush> | Partial<TtsReturnStatusPush>;
  try {
    push = JSON.parse(rawBody.toString('utf8')) as typeof push;
  } catch {
    throw new MarketplaceError('tiktok', 'refused', 'The TikTok Shop webhook is not JSON');
  }
  if (!push.data || !push.tts_notification_id) return [];
  let state: MarketOrderState;
  if (push.type === TTS_ORDER_STATUS_CHANGE) state = orderStateOf(push.data.order_status);
  else if (
    push.type === TTS_RETURN_STATUS_CHANGE &&
    pairCameBack(push.data.return_type, push.data.return_status)
  )
    state = 'returned';
  else return [];
  const at = isoOf(push.data.update_time);
  const order: MarketOrder = {
    orderId: push.data.order_id,
    listingId: '',
    state,
    priceCents: 0,
    createdAt: at,
    updatedAt: at,
  };
  return [{ eventId: push.tts_notification_id, kind: 'order', order }];
}
