import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiHost } from '../../src/domain/users';
import { buildApp } from '../../src/server/app';
import { aSeller, createUser } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

// The captcha's text generator is svg-captcha: tests choose the text so they can solve it.
const captchaText = vi.hoisted(() => ({ next: 'AB3D' }));
vi.mock('svg-captcha', async (importOriginal) => {
  const actual = (await importOriginal<{ default: object }>()).default;
  const render = actual as unknown as (text: string, options?: object) => string;
  return {
    default: Object.assign(render, actual, {
      create: (options?: object) => ({ text: captchaText.next, data: render(captchaText.next, options) }),
    }),
  };
});

/** Moves a username's attempts into the past (the window is measured from created_at). */
async function backdateAttempts(t: TestApp, username: string, ageMs: number) {
  const at = new Date(Date.now() - ageMs);
  await sql`update login_attempts set created_at = ${at} where username = ${username}`.execute(t.database.db);
}

let ipCounter = 0;
const freshIp = () => `10.2.0.${++ipCounter}`;

/** Fetches a captcha whose answer the test knows; returns its cookie and the answer. */
async function solvableCaptcha(t: TestApp, host: ApiHost, text: string) {
  captchaText.next = text;
  const r = await t.app.inject({ url: `/api/${host}/captcha` });
  const cookie = r.cookies.find((c) => c.name === 'captchaId');
  if (!cookie) throw new Error('no captchaId cookie');
  return { cookie: `captchaId=${cookie.value}`, answer: text };
}

describe.each(testEngines())('Login throttling and captcha on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // Captcha from the 2nd failure on, lock at the 4th: each rule takes few argon2 checks.
    t = await createTestApp(engine, {
      LOGIN_FAILURES_BEFORE_CAPTCHA: '2',
      LOGIN_FAILURES_BEFORE_LOCK: '4',
      LOGIN_WINDOW_MINUTES: '15',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (body: object, ip: string, cookie?: string, language?: string) =>
    call(t.app, {
      url: '/api/business/login',
      body,
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}), ...(language ? { language } : {}) },
    });

  it('serves the captcha as an uncached SVG with its id in a strict httpOnly cookie', async () => {
    const r = await t.app.inject({ url: '/api/admin/captcha' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toMatch(/^<svg/);
    const cookie = r.cookies.find((c) => c.name === 'captchaId');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: 300 });
    const stored = await t.database.db
      .selectFrom('captchas')
      .selectAll()
      .where('id', '=', cookie!.value)
      .executeTakeFirst();
    expect(stored?.answer_hash).not.toContain(captchaText.next);
    for (const host of ['warehouse', 'business', 'system']) {
      expect((await t.app.inject({ url: `/api/${host}/captcha` })).statusCode).toBe(200);
    }
  });

  it('asks for the captcha after repeated failures and lets the solved one through', async () => {
    const seller = await aSeller(t.database.db);
    const ip = freshIp();
    const first = await login({ username: seller.username, password: 'wrong-1' }, ip);
    expect(first.data).toEqual({ captchaRequired: false });
    const second = await login({ username: seller.username, password: 'wrong-2' }, ip);
    expect(second.msg).toBe('Incorrect username or password');
    expect(second.data).toEqual({ captchaRequired: true });

    // Even the right password now needs the captcha.
    const missing = await login({ username: seller.username, password: seller.password }, ip);
    expect(missing.status).toBe(400);
    expect(missing.msg).toBe('Please enter the characters shown in the picture');
    expect(missing.data).toEqual({ captchaRequired: true });

    const wrong = await solvableCaptcha(t, 'business', 'KQ7X');
    const wrongAnswer = await login(
      { username: seller.username, password: seller.password, captcha: 'ZZZZ' },
      ip,
      wrong.cookie,
    );
    expect(wrongAnswer.status).toBe(400);
    expect(wrongAnswer.msg).toBe('The captcha is incorrect');
    expect(wrongAnswer.data).toEqual({ captchaRequired: true });

    const solved = await solvableCaptcha(t, 'business', 'P4MR');
    const ok = await login(
      { username: seller.username, password: seller.password, captcha: 'p4mr' },
      ip,
      solved.cookie,
    );
    expect(ok.code).toBe(200);
  });

  it('uses each captcha once, and not after it expired', async () => {
    const seller = await aSeller(t.database.db);
    const ip = freshIp();
    for (const password of ['wrong-1', 'wrong-2']) await login({ username: seller.username, password }, ip);

    const solved = await solvableCaptcha(t, 'business', 'H8WN');
    const failedWithIt = await login(
      { username: seller.username, password: 'wrong-3', captcha: 'H8WN' },
      ip,
      solved.cookie,
    );
    expect(failedWithIt.msg).toBe('Incorrect username or password');
    const reused = await login(
      { username: seller.username, password: seller.password, captcha: 'H8WN' },
      ip,
      solved.cookie,
    );
    expect(reused.msg).toBe('The captcha is incorrect');

    const stale = await solvableCaptcha(t, 'business', 'T6YB');
    await t.database.db
      .updateTable('captchas')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', stale.cookie.slice('captchaId='.length))
      .execute();
    const expired = await login(
      { username: seller.username, password: seller.password, captcha: 'T6YB' },
      ip,
      stale.cookie,
    );
    expect(expired.msg).toBe('The captcha is incorrect');
    const noCookie = await login(
      { username: seller.username, password: seller.password, captcha: 'T6YB' },
      ip,
    );
    expect(noCookie.msg).toBe('The captcha is incorrect');
  });

  it('locks a username after the failure limit, whatever the letter case or address', async () => {
    const seller = await aSeller(t.database.db, { username: 'Locked_Seller' });
    const spellings = ['Locked_Seller', 'locked_seller', 'LOCKED_SELLER', 'locked_SELLER'];
    for (const [i, username] of spellings.entries()) {
      const captcha = await solvableCaptcha(t, 'business', `W${i}XY`);
      const r = await login(
        { username, password: `wrong-${i}`, captcha: captcha.answer },
        freshIp(),
        captcha.cookie,
      );
      expect(r.msg).toBe('Incorrect username or password');
    }
    const locked = await login({ username: seller.username, password: seller.password }, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.msg).toBe('Too many login attempts, please try again in 15 minutes');
    const zh = await login(
      { username: seller.username, password: seller.password },
      freshIp(),
      undefined,
      'zh_cn',
    );
    expect(zh.msg).toBe('登录尝试次数过多，请 15 分钟后再试');

    // The lock lifts as the failures leave the window: the oldest one decides when.
    await backdateAttempts(t, 'locked_seller', 14 * 60_000 + 30_000);
    const soon = await login({ username: seller.username, password: seller.password }, freshIp());
    expect(soon.msg).toBe('Too many login attempts, please try again in 1 minute');
    await backdateAttempts(t, 'locked_seller', 16 * 60_000);
    const after = await login({ username: seller.username, password: seller.password }, freshIp());
    expect(after.code).toBe(200);
  });

  it('locks an address after five times the limit across usernames', async () => {
    const ip = freshIp();
    const now = new Date();
    await t.database.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          username: `sprayed_${i}`,
          ip,
          success: false,
          created_at: now,
        })),
      )
      .execute();
    const seller = await aSeller(t.database.db);
    const locked = await login({ username: seller.username, password: seller.password }, ip);
    expect(locked.status).toBe(429);
    // Another address is not affected.
    expect((await login({ username: seller.username, password: seller.password }, freshIp())).code).toBe(200);
  });

  it('keeps the counts in the database, so every process on the same data agrees', async () => {
    const other = await buildApp({ config: t.config, database: t.database });
    try {
      const seller = await createUser(t.database.db);
      const ip = freshIp();
      for (const password of ['wrong-1', 'wrong-2']) await login({ username: seller.username, password }, ip);
      const r = await call(other, {
        url: '/api/business/login',
        body: { username: seller.username, password: seller.password },
        headers: { 'x-forwarded-for': ip },
      });
      expect(r.msg).toBe('Please enter the characters shown in the picture');
    } finally {
      await other.close();
    }
  });

  it('starts counting again after a successful login', async () => {
    const seller = await aSeller(t.database.db);
    await login({ username: seller.username, password: 'wrong-1' }, freshIp());
    expect((await login({ username: seller.username, password: seller.password }, freshIp())).code).toBe(200);
    const next = await login({ username: seller.username, password: 'wrong-2' }, freshIp());
    expect(next.data).toEqual({ captchaRequired: false });
  });
});
