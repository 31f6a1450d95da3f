import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxRow, OutboxSummary } from '../../src/domain/email/email';
import { loginAs } from '../fixtures/users';
import { outboxUntil } from './support/email';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The demo's outbox (issue 28 point 3): no SMTP server, so the screen says mail stays in the outbox;
 * mail sent through the seed's SMTP simulator, one refused on every attempt, a recovery link told to
 * try later, and the demo's own worker keeping what it finds queued.
 */
describe.each(testEngines())('demo email on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
    admin = await loginAs(t.app, 'admin', 'admin', 'demo1234');
  });
  afterAll(() => t.close());

  const rows = async (body: object) =>
    (
      (await call(t.app, { url: '/api/admin/email/outbox/list', token: admin, body })).data as {
        data: OutboxRow[];
      }
    ).data;

  it('has no SMTP server and mail in every state, the simulator named as the relay', async () => {
    const summary = (await call(t.app, { url: '/api/admin/email/outbox/summary', token: admin }))
      .data as OutboxSummary;
    expect(summary).toMatchObject({ smtpConfigured: false, server: null });
    expect(summary.counts.sent).toBeGreaterThan(0);
    expect(summary.counts.failed).toBeGreaterThan(0);

    const sent = await rows({ status: 'sent' });
    expect(sent.every((m) => m.kind === 'wallet_result' && m.relay?.startsWith('simulator:127.0.0.1:'))).toBe(
      true,
    );
    const [failed] = await rows({ status: 'failed' });
    expect(failed).toMatchObject({ to: 'seller2@demo.local', attempts: 6 });
    expect(failed.lastError).toContain('550');

    const [recovery] = await rows({ kind: 'password_recovery' });
    expect(recovery.to).toBe('seller2@demo.local');
    expect(recovery.attempts).toBe(5);
    expect(recovery.lastError).toContain('451');
    // Queued until its next attempt; the demo has no SMTP server, so that attempt keeps it.
    expect(recovery.status).toBe(
      new Date(recovery.nextAttemptAt ?? 0).getTime() > Date.now() ? 'queued' : 'kept',
    );
  });

  it('keeps what the demo worker finds queued, since no SMTP server is configured', async () => {
    const [last] = await rows({ to: 'seller@demo.local', kind: 'wallet_result' });
    const kept = await outboxUntil(t.database.db, last.id, (m) => m.status !== 'queued');
    expect(kept).toMatchObject({ status: 'kept', attempts: 0, relay: null });
  });
});
