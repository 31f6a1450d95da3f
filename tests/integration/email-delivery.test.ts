import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail, mailHtml } from '../../src/server/kernel/mail-outbox';
import { startSmtpSimulator } from '../../src/server/modules/email/smtp-simulator';
import type { SmtpSimulator } from '../../src/server/modules/email/smtp-simulator';
import { aRecharge, walletClient } from '../fixtures/wallet-applications';
import { aSeller, loginAs, loggedInUser } from '../fixtures/users';
import { lastMailTo, outboxUntil } from './support/email';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Mail through a real SMTP server started here (smtp-server): what the server received, and what the
 * outbox shows when the server refuses a recipient or stops answering (retried, then failed, then
 * sent again by an admin).
 */
describe.each(testEngines())('email delivery on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpSimulator;
  let admin: string;
  const refused = new Set<string>();
  const stalled = new Set<string>();

  beforeAll(async () => {
    smtp = await startSmtpSimulator({
      refuse: (to) => (refused.has(to) ? { code: 550, message: '5.1.1 Mailbox unavailable' } : null),
      stall: (to) => stalled.has(to),
    });
    t = await createTestApp(engine, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'SoleStack <mailer@solestack.test>',
      MAIL_RETRY_DELAY_MS: '10',
      SMTP_TIMEOUT_MS: '1500',
    });
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outbox = (body: object = {}) =>
    call(t.app, { url: '/api/admin/email/outbox/list', token: admin, body });

  it('delivers a message to the SMTP server, which receives its sender, subject and text', async () => {
    await enqueueMail(t.database.db, {
      kind: 'notice',
      to: 'reader@example.test',
      subject: 'Warehouse closed on Monday',
      text: 'Hello,\n\nThe warehouse is closed on Monday: https://example.test/notices?id=12&lang=en',
      html: mailHtml(['Hello,', 'The warehouse is closed on Monday.']),
      ref: 'notice:12',
    });
    const mail = await smtp.nextMail();
    expect(mail.from).toBe('mailer@solestack.test');
    expect(mail.to).toEqual(['reader@example.test']);
    expect(mail.subject).toBe('Warehouse closed on Monday');
    expect(mail.text).toContain('https://example.test/notices?id=12&lang=en');
    expect(mail.raw).toMatch(/content-type: text\/html/i);
    const row = await lastMailTo(t.database.db, 'reader@example.test');
    const sent = await outboxUntil(t.database.db, row!.id, (m) => m.status === 'sent');
    // A busy machine may time the first greeting out: then a later attempt delivered it.
    expect(sent).toMatchObject({ relay: `127.0.0.1:${smtp.port}` });
    expect(sent.smtp_response).toMatch(/^250/);
    const listed = await outbox({ to: 'reader@' });
    expect(listed.data).toMatchObject({
      totalCount: 1,
      data: [{ status: 'sent', kind: 'notice', ref: 'notice:12' }],
    });
  });

  it('mails a seller the review of their recharge in their language, in the same transaction', async () => {
    const seller = await loggedInUser(t.app, t.database.db, {
      language: 'zh_cn',
      email: 'zh.seller@example.test',
    });
    const w = walletClient(t.app);
    const applied = await aRecharge(w, { token: seller.token }, 120);
    expect(applied.code).toBe(200);
    const rejected = await w.admin({ token: admin }, '/finance/recharge/reject', {
      id: applied.data.id,
      reason: '没有收到这笔转账',
    });
    expect(rejected.code).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(['zh.seller@example.test']);
    expect(mail.subject).toBe(`充值 #${applied.data.id} 已驳回`);
    expect(mail.text).toContain('原因：没有收到这笔转账');
    expect(mail.text).toContain('$120.00');
    // A second reviewer's reject is refused (409) and mails nobody.
    const again = await w.call('admin', { token: admin }, 'POST', '/finance/recharge/reject', {
      id: applied.data.id,
      reason: 'again',
    });
    expect(again.code).toBe(409);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('ref', '=', `wallet_application:${applied.data.id}`)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('retries a refused recipient with a growing wait, fails it after the last attempt, and an admin sends it again', async () => {
    refused.add('gone@example.test');
    await enqueueMail(t.database.db, { kind: 'notice', to: 'gone@example.test', subject: 'S', text: 'T' });
    const row = await lastMailTo(t.database.db, 'gone@example.test');
    const failed = await outboxUntil(t.database.db, row!.id, (m) => m.status === 'failed');
    expect(failed.attempts).toBe(6);
    expect(failed.last_error).toContain('550 5.1.1 Mailbox unavailable');
    expect(failed.next_attempt_at).toBeNull();
    const listed = await outbox({ status: 'failed' });
    expect(listed.data).toMatchObject({ data: [{ to: 'gone@example.test', attempts: 6 }] });
    expect((listed.data as { data: { lastError: string }[] }).data[0].lastError).toContain('550');

    refused.delete('gone@example.test');
    const retried = await call(t.app, {
      url: '/api/admin/email/outbox/retry',
      token: admin,
      body: { id: row!.id },
      headers: { language: 'zh_cn' },
    });
    expect(retried).toMatchObject({ code: 200, msg: '正在重新发送该邮件', data: { status: 'queued' } });
    const sent = await outboxUntil(t.database.db, row!.id, (m) => m.status === 'sent');
    expect(sent.attempts).toBe(7);
    expect(smtp.received.some((m) => m.to[0] === 'gone@example.test')).toBe(true);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_name', 'action'])
      .where('entity', '=', 'mail')
      .where('entity_id', '=', String(row!.id))
      .execute();
    expect(audit).toEqual([{ actor_name: TEST_ADMIN.username, action: 'email.retry' }]);
  });

  it('a server that stops answering times the attempt out; the next attempt delivers', async () => {
    stalled.add('slow@example.test');
    await enqueueMail(t.database.db, { kind: 'notice', to: 'slow@example.test', subject: 'Slow', text: 'T' });
    const row = await lastMailTo(t.database.db, 'slow@example.test');
    const waiting = await outboxUntil(t.database.db, row!.id, (m) => m.attempts >= 1);
    expect(waiting.status).toBe('queued');
    expect(waiting.last_error).toMatch(/time/i);
    expect(waiting.next_attempt_at).not.toBeNull();
    stalled.delete('slow@example.test');
    const sent = await outboxUntil(t.database.db, row!.id, (m) => m.status === 'sent');
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.last_error).toMatch(/time/i);
  });

  it('refuses to send again what is sent (409) or unknown (404), and the outbox to anyone but its admins', async () => {
    const sent = await lastMailTo(t.database.db, 'reader@example.test');
    const again = await call(t.app, {
      url: '/api/admin/email/outbox/retry',
      token: admin,
      body: { id: sent!.id },
    });
    expect(again.code).toBe(409);
    const unknown = await call(t.app, {
      url: '/api/admin/email/outbox/retry',
      token: admin,
      body: { id: 999999 },
    });
    expect(unknown.code).toBe(404);
    const bad = await call(t.app, { url: '/api/admin/email/outbox/retry', token: admin, body: { id: 'x' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('id');
    const seller = await aSeller(t.database.db);
    const sellerToken = await loginAs(t.app, 'business', seller.username, seller.password);
    const foreign = await call(t.app, { url: '/api/admin/email/outbox/list', token: sellerToken, body: {} });
    expect([401, 403]).toContain(foreign.code);
    const summary = await call(t.app, { url: '/api/admin/email/outbox/summary', token: admin });
    expect(summary.data).toMatchObject({
      smtpConfigured: true,
      server: `127.0.0.1:${smtp.port}`,
      from: 'SoleStack <mailer@solestack.test>',
    });
    expect(JSON.stringify(summary.data)).not.toContain('smtp://');
  });
});
