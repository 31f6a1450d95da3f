import type { SellOptions } from '../../marketplace-simulator';
import { webhookSignature } from '../tiktok-signing';

/**
 * TikTok Shop's webhook pushes to the app's URL (webhook configuration guide): a JSON POST signed in
 * its `Authorization` header, answered 200 within 3 seconds; otherwise TikTok tries again 2 minutes,
 * 30 minutes, 3 hours and 12 hours later, then gives up. A retry is the same push, with the same
 * `tts_notification_id`. Retries and late pushes wait in real time (timers), not on the clock.
 */
export const PUSH_ANSWER_WITHIN_MS = 3_000;
export const PUSH_RETRY_AFTER_MS: readonly number[] = [
  2 * 60_000,
  30 * 60_000,
  3 * 3_600_000,
  12 * 3_600_000,
];
/** A 'late' push without `lateMs`: when TikTok's first retry would come. */
export const LATE_PUSH_MS = PUSH_RETRY_AFTER_MS[0];

export class WebhookPusher {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly deliveries = new Set<Promise<boolean>>();

  constructor(private readonly target: { url?: string; appKey: string; appSecret: string }) {}

  /** Pushes `body` as a sale's webhook goes: once, twice (the same push again), late or not at all. */
  async push(body: string, how: SellOptions['webhook'] = 'once', lateMs = LATE_PUSH_MS): Promise<void> {
    if (!this.target.url || how === 'none') return;
    if (how === 'late') return this.after(lateMs, () => void this.deliver(body, 0));
    await this.deliver(body, 0);
    if (how === 'twice') await this.deliver(body, PUSH_RETRY_AFTER_MS.length);
  }

  /** Whether the app took the push; if not, the next retry is scheduled. */
  private deliver(body: string, attempt: number): Promise<boolean> {
    const delivery = this.post(body).then((taken) => {
      const retryAfter = PUSH_RETRY_AFTER_MS[attempt];
      if (!taken && retryAfter !== undefined)
        this.after(retryAfter, () => void this.deliver(body, attempt + 1));
      return taken;
    });
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
    return delivery;
  }

  private async post(body: string): Promise<boolean> {
    try {
      const response = await fetch(this.target.url!, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: webhookSignature(this.target.appKey, this.target.appSecret, body),
        },
        body,
        signal: AbortSignal.timeout(PUSH_ANSWER_WITHIN_MS),
      });
      await response.arrayBuffer();
      // 200 takes the push; 401 (a signature the app refused) is an answer too: no retry.
      return response.status === 200 || response.status === 401;
    } catch {
      return false;
    }
  }

  private after(ms: number, push: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      push();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  /** Stops the pushes still to come and waits for those under way. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.deliveries]);
  }
}
