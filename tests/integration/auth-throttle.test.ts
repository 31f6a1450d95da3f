import { sql } from 'kysely';
import svgCaptcha from 'svg-captcha';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiHost } from '../../src/domain/kernel/users';
import { buildApp } from '../../src/server/app';
import { aSeller, createUser } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

// The captcha's text generator is svg-captcha: tests choose the text so they can solve it. The app calls
// it through its module object at each use, so a spy on that object (shared by the worker's files,
// restored after this file) replaces the text whatever file imported the module first.
const captchaText = { next: 'AB3D' };
const renderCaptcha = svgCaptcha as unknown as (text: string, options?: object) => string;
const captchaSpy = vi.spyOn(svgCaptcha, 'create').mockImplementation((options) => ({
  text: captchaText.next,
  data: renderCaptcha(captchaText.next, options),
}));
afterAll(() => captchaSpy.mockRestore());

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
    // Captcha from the 2nd failure on, lock at the 6th, an address at its 30th: each rule takes few
    // argon2 checks.
    t = await createTestApp(engine, {
      LOGIN_FAILURES_BEFORE_CAPTCHA: '2',
      LOGIN_FAILURES_BEFORE_LOCK: '6',
      LOGIN_ADDRESS_FAILURES_BEFORE_LOCK: '30',
      LOGIN_WINDOW_MINUTES: '15',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Failed attempts written straight to the log (`spread`: each under its own username). */
  async function failures(username: string, ip: string, count: number, spread = false) {
    const now = new Date();
    await t.database.db
      .insertInto('login_attempts')
      .values(
        Array.from({ length: count }, (_, i) => ({
          username: spread ? `${username}_${i}` : username.toLowerCase(),
          ip,
          success: false,
          created_at: now,
        })),
      )
      .execute();
  }

  async function attemptsOf(username: string) {
    const rows = await t.database.db
      .selectFrom('login_attempts')
      .select('success')
      .where('username', '=', username.toLowerCase())
      .execute();
    return { failed: rows.filter((r) => !r.success).length, succeeded: rows.filter((r) => r.success).length };
  }

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

  it('locks a username on the address of the failures, whatever the letter case', async () => {
    const seller = await aSeller(t.database.db, { username: 'Locked_Seller' });
    const ip = freshIp();
    const spellings = [
      'Locked_Seller',
      'locked_seller',
      'LOCKED_SELLER',
      'locked_SELLER',
      'lOCKED_sELLER',
      'LoCkEd_SeLlEr',
    ];
    for (const [i, username] of spellings.entries()) {
      const captcha = await solvableCaptcha(t, 'business', `W${i}XY`);
      const r = await login(
        { username, password: `wrong-${i}`, captcha: captcha.answer },
        ip,
        captcha.cookie,
      );
      expect(r.msg).toBe('Incorrect username or password');
    }
    const locked = await login({ username: seller.username, password: seller.password }, ip);
    expect(locked.status).toBe(429);
    expect(locked.msg).toBe('Too many login attempts, please try again in 15 minutes');
    const zh = await login({ username: seller.username, password: seller.password }, ip, undefined, 'zh_cn');
    expect(zh.msg).toBe('登录尝试次数过多，请 15 分钟后再试');

    // Someone else's failures do not lock the owner out elsewhere: another address only asks for
    // the captcha, which the username's failures from anywhere call for.
    const elsewhere = freshIp();
    const asked = await login({ username: seller.username, password: seller.password }, elsewhere);
    expect(asked.msg).toBe('Please enter the characters shown in the picture');
    const captcha = await solvableCaptcha(t, 'business', 'E5LS');
    const owner = await login(
      { username: seller.username, password: seller.password, captcha: captcha.answer },
      elsewhere,
      captcha.cookie,
    );
    expect(owner.code).toBe(200);
  });

  it('lifts a lock as its failures leave the window: the oldest one decides when', async () => {
    const seller = await aSeller(t.database.db);
    const ip = freshIp();
    await failures(seller.username, ip, 6);
    expect((await login({ username: seller.username, password: seller.password }, ip)).status).toBe(429);
    await backdateAttempts(t, seller.username, 14 * 60_000 + 30_000);
    const soon = await login({ username: seller.username, password: seller.password }, ip);
    expect(soon.msg).toBe('Too many login attempts, please try again in 1 minute');
    await backdateAttempts(t, seller.username, 16 * 60_000);
    const after = await login({ username: seller.username, password: seller.password }, ip);
    expect(after.code).toBe(200);
  });

  it('counts a missing or wrong captcha as a failed attempt, so the lock holds against guessers who never solve one', async () => {
    const seller = await aSeller(t.database.db);
    const ip = freshIp();
    for (const password of ['wrong-1', 'wrong-2']) await login({ username: seller.username, password }, ip);
    for (const password of ['wrong-3', 'wrong-4']) {
      const missing = await login({ username: seller.username, password }, ip);
      expect(missing.msg).toBe('Please enter the characters shown in the picture');
    }
    for (const password of ['wrong-5', 'wrong-6']) {
      const unsolved = await solvableCaptcha(t, 'business', 'N7TR');
      const wrong = await login(
        { username: seller.username, password, captcha: 'XXXX' },
        ip,
        unsolved.cookie,
      );
      expect(wrong.msg).toBe('The captcha is incorrect');
    }
    // Six failed attempts: even the right password with a solved captcha is now refused.
    const solved = await solvableCaptcha(t, 'business', 'Q2VZ');
    const locked = await login(
      { username: seller.username, password: seller.password, captcha: solved.answer },
      ip,
      solved.cookie,
    );
    expect(locked.status).toBe(429);
    expect(await attemptsOf(seller.username)).toEqual({ failed: 6, succeeded: 0 });
  });

  it("does not lock the administrator out after others' failures behind the same address, until the address limit", async () => {
    const ip = freshIp();
    // A warehouse behind one address: others failed 28 times (under the address limit of 30), so
    // everyone there is asked for the captcha (the administrator's try without it is the 29th).
    await failures('someone_else', ip, 3);
    await failures('sprayed', ip, 25, true);
    const asked = await call(t.app, {
      url: '/api/admin/login',
      body: TEST_ADMIN,
      headers: { 'x-forwarded-for': ip },
    });
    expect(asked.msg).toBe('Please enter the characters shown in the picture');
    const captcha = await solvableCaptcha(t, 'admin', 'A9DM');
    const admin = await call(t.app, {
      url: '/api/admin/login',
      body: { ...TEST_ADMIN, captcha: captcha.answer },
      headers: { 'x-forwarded-for': ip, cookie: captcha.cookie },
    });
    expect(admin.code).toBe(200);

    // The 30th failure from the address locks it for everyone; other addresses are not affected.
    await failures('sprayed_last', ip, 1);
    const seller = await aSeller(t.database.db);
    const locked = await login({ username: seller.username, password: seller.password }, ip);
    expect(locked.status).toBe(429);
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

/** The limits as shipped: the lock after 10 failures holds even when no captcha is ever solved. */
describe.each(testEngines())('Login lock with the default settings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('locks after 10 failed attempts, 7 of them without the captcha', async () => {
    expect([t.config.loginFailuresBeforeCaptcha, t.config.loginFailuresBeforeLock]).toEqual([3, 10]);
    const seller = await aSeller(t.database.db);
    const attempt = (password: string) =>
      call(t.app, {
        url: '/api/business/login',
        body: { username: seller.username, password },
        headers: { 'x-forwarded-for': '10.3.0.1' },
      });
    const answers: string[] = [];
    for (let i = 1; i <= 10; i += 1) answers.push((await attempt(`wrong-${i}`)).msg);
    expect(answers.slice(0, 3)).toEqual(Array(3).fill('Incorrect username or password'));
    expect(answers.slice(3)).toEqual(Array(7).fill('Please enter the characters shown in the picture'));
    const locked = await attempt(seller.password);
    expect(locked.status).toBe(429);
    expect(locked.msg).toBe('Too many login attempts, please try again in 15 minutes');
  });
});
