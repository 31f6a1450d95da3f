import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSimulator } from '../../src/server/modules/email/smtp-simulator';
import type { ReceivedMail, SmtpSimulator } from '../../src/server/modules/email/smtp-simulator';
import { aSeller, loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Password recovery (/user/recover) end to end: the ask, the mail that a real SMTP server receives,
 * the link's token, the new password; a link works once and for 30 minutes; asks are limited.
 */
describe.each(testEngines())('password recovery on %s', (engine) => {
  let t: TestApp;
  let smtp: SmtpSimulator;
  let ipCounter = 0;
  const freshIp = () => `10.28.0.${(ipCounter += 1)}`;

  beforeAll(async () => {
    smtp = await startSmtpSimulator();
    t = await createTestApp(engine, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://wms.example.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ask = (account: string, ip = freshIp(), host = 'business') =>
    call(t.app, { url: `/api/${host}/user/recover`, body: { account }, headers: { 'x-forwarded-for': ip } });
  const reset = (token: string, password: string, language = 'en_us') =>
    call(t.app, {
      url: '/api/business/user/recover/reset',
      body: { token, newPassword: password, confirmPassword: password },
      headers: { language },
    });
  const check = (token: string, language = 'en_us') =>
    call(t.app, { url: '/api/business/user/recover/check', query: { token }, headers: { language } });
  const tokenOf = (mail: ReceivedMail) => {
    const link = /https:\/\/wms\.example\.test\/#\/user\/recover\?token=([\w-]+)/.exec(mail.text);
    if (!link) throw new Error(`no recovery link in ${mail.text}`);
    return link[1];
  };
  const recoveryRows = (userId: number) =>
    t.database.db.selectFrom('password_recoveries').selectAll().where('user_id', '=', userId).execute();

  it('mails a link that sets a new password once, ends every session, and refuses a second use', async () => {
    const seller = await aSeller(t.database.db, { email: 'Forgetful@Example.test' });
    const session = await loginAs(t.app, 'business', seller.username, seller.password);

    const asked = await ask('forgetful@example.test');
    expect(asked.code).toBe(200);
    const mail = await smtp.nextMail();
    // The SMTP client writes the domain in lower case.
    expect(mail.to).toEqual(['Forgetful@example.test']);
    expect(mail.subject).toBe('Set a new SoleStack password');
    expect(mail.text).toContain('within 30 minutes');
    const token = tokenOf(mail);
    // Only the token's hash is kept.
    const [stored] = await recoveryRows(seller.id);
    expect(stored.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    // expires_at from the server's clock, created_at from the database's: a millisecond apart at most.
    const lifetime = new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime();
    expect(Math.abs(lifetime - 30 * 60_000)).toBeLessThan(1000);

    expect((await check(token)).data).toMatchObject({ username: seller.username });
    const short = await reset(token, 'short');
    expect(short.code).toBe(400);
    expect(short.msg).toContain('newPassword');
    const differ = await call(t.app, {
      url: '/api/business/user/recover/reset',
      body: { token, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pasS' },
    });
    expect(differ).toMatchObject({ code: 400, msg: 'The passwords entered twice are inconsistent' });

    const done = await reset(token, 'brand-new-pass');
    expect(done).toMatchObject({
      code: 200,
      msg: 'Your password has been changed. Log in with the new one.',
    });
    const oldSession = await call(t.app, { url: '/api/business/user/info', token: session });
    expect(oldSession.code).toBe(401);
    await expect(loginAs(t.app, 'business', seller.username, seller.password)).rejects.toThrow();
    await loginAs(t.app, 'business', seller.username, 'brand-new-pass');

    const twice = await reset(token, 'another-pass-1');
    expect(twice).toMatchObject({
      code: 409,
      msg: 'This recovery link has already been used. Ask for a new one if you still need it.',
    });
    const twiceZh = await check(token, 'zh_cn');
    expect(twiceZh).toMatchObject({ code: 409, msg: '该找回密码链接已被使用。如仍需要，请重新申请。' });
    await loginAs(t.app, 'business', seller.username, 'brand-new-pass');
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(seller.id))
      .execute();
    expect(audit).toEqual([{ action: 'recoverPassword', actor_id: null }]);
  });

  it('refuses an expired link in both languages and changes nothing', async () => {
    const seller = await aSeller(t.database.db, { language: 'zh_cn' });
    expect((await ask(seller.username)).code).toBe(200);
    const mail = await smtp.nextMail();
    expect(mail.subject).toBe('设置新的 SoleStack 密码');
    const token = tokenOf(mail);
    await t.database.db
      .updateTable('password_recoveries')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', seller.id)
      .execute();
    expect(await reset(token, 'never-set-pass')).toMatchObject({
      code: 409,
      msg: 'This recovery link has expired (a link works for 30 minutes). Ask for a new one.',
    });
    expect(await reset(token, 'never-set-pass', 'zh_cn')).toMatchObject({
      code: 409,
      msg: '该找回密码链接已过期（链接 30 分钟内有效），请重新申请。',
    });
    expect((await recoveryRows(seller.id))[0].used_at).toBeNull();
    await loginAs(t.app, 'business', seller.username, seller.password);
    expect((await check('b'.repeat(43))).code).toBe(400);
  });

  it('answers an unknown account, or one of another portal, as a known one and mails nobody', async () => {
    const seller = await aSeller(t.database.db, { email: 'portal@example.test' });
    const unknown = await ask('nobody-at-all');
    const known = await ask(seller.username);
    const otherPortal = await ask(seller.username, freshIp(), 'admin');
    expect(unknown).toMatchObject({ code: 200, data: null });
    expect(otherPortal).toMatchObject({ code: 200, msg: unknown.msg, data: null });
    expect(known).toMatchObject({ code: 200, msg: unknown.msg, data: null });
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', '=', 'password_recovery')
      .where('to_address', 'in', ['portal@example.test', 'nobody-at-all'])
      .execute();
    expect(mails).toEqual([{ to_address: 'portal@example.test' }]);
    await smtp.nextMail();
  });

  it('limits asks per account and per address like logins (429 with the minutes to wait)', async () => {
    const named = 'limited-account';
    for (let i = 0; i < 3; i += 1) expect((await ask(named)).code).toBe(200);
    const fourth = await ask(named);
    expect(fourth.code).toBe(429);
    expect(fourth.msg).toMatch(/^Too many recovery requests, please try again in \d+ minutes?$/);
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) expect((await ask(`someone-${i}`, ip)).code).toBe(200);
    expect((await ask('someone-else', ip)).code).toBe(429);
    expect((await ask('someone-else')).code).toBe(200);
  });
});
