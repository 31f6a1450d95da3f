import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeStatus } from '../../src/domain/notices/notice-rules';
import type { NoticeAdminRow, NoticeReaderRow } from '../../src/domain/notices/notices';
import { NOTICE_MAIL_JOB, mailDueNotice } from '../../src/server/modules/notices/notice-mail';
import { listMyNotices, unreadCount } from '../../src/server/modules/notices/notice-reading';
import type { AuthedContext } from '../../src/server/http/context';
import { aSeller, loggedInUser, loginAs } from '../fixtures/users';
import type { CreatedUser } from '../fixtures/users';
import { call, createTestApp, TEST_ADMIN, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Announcements (issue 28 point 2) through the routes, on both engines: an admin writes, schedules,
 * publishes and withdraws; bad input (no title, a publish time past) is refused in both languages
 * with nothing kept; a resent request key answers the first notice; each portal reads only its
 * audience's notices, per person, and the unread count drops as they read; "also send by email" puts
 * one message per recipient with an address in the outbox, in their language, once. A scheduled
 * notice is published by the read-time rule and mailed by its job: both checked with the clock
 * passed in, without waiting.
 */

const HOUR = 3_600_000;
const text = { titleEn: 'Holiday cut-off', bodyEn: 'Orders after Dec 20 ship in January.' };
const zhText = { titleZh: '节假日截止', bodyZh: '12 月 20 日之后的订单 1 月发货。' };

describe.each(testEngines())('notices on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let admin: string;
  let seller: CreatedUser & { token: string };
  let zhSeller: CreatedUser & { token: string };
  let staff: CreatedUser & { token: string };
  const db = () => t.database.db;

  const asAdmin = (path: string, body?: unknown, language = 'en_us') =>
    call(t.app, { url: `/api/admin${path}`, token: admin, body, headers: { language } });
  const asReader = (who: { token: string }, host: 'business' | 'warehouse', path: string, body?: unknown) =>
    call(t.app, { url: `/api/${host}${path}`, token: who.token, body, headers: { language: 'zh_cn' } });
  const unread = async (who: { token: string }, host: 'business' | 'warehouse') =>
    ((await asReader(who, host, '/notice/unread')).data as { unread: number }).unread;
  const count = async (table: 'notices' | 'mail_outbox') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** A reader's request context, for calling the reading service with a clock of the test's own. */
  function readerContext(user: CreatedUser, host: 'business' | 'warehouse'): AuthedContext {
    return {
      db: db(),
      config: t.config,
      files: undefined as never,
      host,
      lang: 'en_us',
      requestId: 'notices-test',
      ip: '127.0.0.1',
      wareId: null,
      log: t.app.log,
      user: {
        id: user.id,
        username: user.username,
        userType: user.userType,
        roleId: user.roleId,
        roleName: '',
        uid: user.uid,
        realname: '',
        status: 1,
        language: 'en_us',
        grants: [],
        tokenHash: '',
        loginHost: host,
      },
    };
  }

  async function created(body: Record<string, unknown>): Promise<NoticeAdminRow> {
    const r = await asAdmin('/notice/create', { audience: 1, intent: 'publish', ...text, ...body });
    expect(r.code, r.msg).toBe(200);
    return r.data as NoticeAdminRow;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, 'admin', TEST_ADMIN.username, TEST_ADMIN.password);
    seller = await loggedInUser(t.app, db(), { email: 'kim@example.com' });
    zhSeller = await loggedInUser(t.app, db(), { email: 'li@example.com', language: 'zh_cn' });
    staff = await loggedInUser(t.app, db(), { userType: 4, email: 'dock@example.com' });
    // A seller without a mail address reads notices but gets no mail.
    await aSeller(db(), { email: '' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps a draft from readers, publishes it on edit, and withdraws it', async () => {
    const draft = await created({ intent: 'draft' });
    expect(draft).toMatchObject({ status: NoticeStatus.draft, publishAt: null, readCount: 0 });
    expect(await unread(seller, 'business')).toBe(0);

    const published = await asAdmin('/notice/update', {
      id: draft.id,
      audience: 1,
      intent: 'publish',
      ...text,
    });
    expect(published.code, published.msg).toBe(200);
    expect(published.data).toMatchObject({ status: NoticeStatus.published, publishAt: expect.any(String) });
    expect(await unread(seller, 'business')).toBe(1);

    const again = await asAdmin('/notice/update', { id: draft.id, audience: 1, intent: 'draft', ...text });
    expect(again.status).toBe(409);

    const withdrawn = await asAdmin('/notice/withdraw', { id: draft.id });
    expect(withdrawn.data).toMatchObject({ status: NoticeStatus.withdrawn, withdrawnAt: expect.any(String) });
    expect(await unread(seller, 'business')).toBe(0);
    expect((await asAdmin('/notice/withdraw', { id: draft.id })).status).toBe(409);

    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'notice')
      .where('entity_id', '=', String(draft.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['notice.create', 'notice.update', 'notice.withdraw']);
  });

  it('refuses a notice without a title, or with a publish time past, in both languages, keeping nothing', async () => {
    const before = await count('notices');
    const untitled = await asAdmin('/notice/create', { audience: 1, intent: 'publish', bodyEn: 'x' });
    expect(untitled.status).toBe(400);
    expect(untitled.msg).toContain('titleEn');
    expect(untitled.msg).toMatch(/title/i);
    const untitledZh = await asAdmin('/notice/create', { audience: 1, intent: 'draft' }, 'zh_cn');
    expect(untitledZh.status).toBe(400);
    expect(untitledZh.msg).toContain('标题');

    const past = new Date(Date.now() - HOUR).toISOString();
    const late = await asAdmin('/notice/create', {
      audience: 2,
      intent: 'publish',
      publishAt: past,
      ...text,
    });
    expect(late.status).toBe(400);
    expect(late.msg).toContain('publishAt');
    const lateZh = await asAdmin(
      '/notice/create',
      { audience: 2, intent: 'publish', publishAt: past, ...text, requestKey: 'rk-late-zh-1' },
      'zh_cn',
    );
    expect(lateZh.msg).toContain('发布时间已过');
    expect(await count('notices')).toBe(before);
    // The refused key was not spent: the corrected form goes through with it.
    const fixed = await asAdmin('/notice/create', {
      audience: 2,
      intent: 'draft',
      ...text,
      requestKey: 'rk-late-zh-1',
    });
    expect(fixed.code, fixed.msg).toBe(200);
  });

  it('answers a resent request key with the first notice, and refuses the key for another notice', async () => {
    const body = { audience: 3, intent: 'draft', ...text, requestKey: 'rk-notice-resend-1' };
    const first = (await asAdmin('/notice/create', body)).data as NoticeAdminRow;
    const before = await count('notices');
    const resent = await asAdmin('/notice/create', body);
    expect(resent.code).toBe(200);
    expect((resent.data as NoticeAdminRow).id).toBe(first.id);
    expect(await count('notices')).toBe(before);
    const other = await asAdmin('/notice/create', { ...body, titleEn: 'Another' });
    expect(other.status).toBe(409);
  });

  it('shows each portal its audience, in the reader’s language, and counts unread per person', async () => {
    const forStaff = await created({ audience: 2, ...zhText });
    const forBoth = await created({ audience: 3, ...zhText });
    const forSellers = await created({ audience: 1 });

    const staffRows = (await asReader(staff, 'warehouse', '/notice/mine', {})).data as {
      data: NoticeReaderRow[];
    };
    const staffIds = staffRows.data.map((n) => n.id);
    expect(staffIds).toEqual(expect.arrayContaining([forStaff.id, forBoth.id]));
    expect(staffIds).not.toContain(forSellers.id);
    expect(staffRows.data.find((n) => n.id === forBoth.id)).toMatchObject({
      title: zhText.titleZh,
      language: 'zh',
    });

    const sellerRows = (await asReader(seller, 'business', '/notice/mine', {})).data as {
      data: NoticeReaderRow[];
    };
    const sellerIds = sellerRows.data.map((n) => n.id);
    expect(sellerIds).toEqual(expect.arrayContaining([forBoth.id, forSellers.id]));
    expect(sellerIds).not.toContain(forStaff.id);
    // Written in English only: a Chinese reader gets the English text, marked as such.
    expect(sellerRows.data.find((n) => n.id === forSellers.id)).toMatchObject({
      title: text.titleEn,
      language: 'en',
    });
    // A notice the reader's portal does not see cannot be marked read.
    expect((await asReader(seller, 'business', '/notice/read', { id: forStaff.id })).status).toBe(404);

    const sellerUnread = await unread(seller, 'business');
    const zhUnread = await unread(zhSeller, 'business');
    const read = await asReader(seller, 'business', '/notice/read', { id: forSellers.id });
    expect(read.data).toEqual({ unread: sellerUnread - 1 });
    expect(await unread(seller, 'business')).toBe(sellerUnread - 1);
    // Reads are per person: the other seller's count is unchanged.
    expect(await unread(zhSeller, 'business')).toBe(zhUnread);
    const readAgain = await asReader(seller, 'business', '/notice/read', { id: forSellers.id });
    expect(readAgain.data).toEqual({ unread: sellerUnread - 1 });

    const all = await asReader(staff, 'warehouse', '/notice/read', { all: true });
    expect(all.data).toEqual({ unread: 0 });
    const unreadOnly = await asReader(staff, 'warehouse', '/notice/mine', { unreadOnly: true });
    expect((unreadOnly.data as { totalCount: number }).totalCount).toBe(0);

    const list = (await asAdmin('/notice/list', { audience: 1, status: NoticeStatus.published })).data as {
      data: NoticeAdminRow[];
    };
    expect(list.data.find((n) => n.id === forSellers.id)?.readCount).toBe(1);
  });

  it('mails a published notice once to each recipient with an address, in their language', async () => {
    const outbox = await count('mail_outbox');
    const notice = await created({ audience: 3, sendEmail: true, ...zhText });
    const mails = await db()
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text_body', 'kind'])
      .where('ref', '=', `notice:${notice.id}`)
      .orderBy('to_address')
      .execute();
    expect(mails.map((m) => m.to_address)).toEqual(['dock@example.com', 'kim@example.com', 'li@example.com']);
    expect(mails.every((m) => m.kind === 'notice')).toBe(true);
    expect(mails.find((m) => m.to_address === 'li@example.com')?.subject).toContain(zhText.titleZh);
    expect(mails.find((m) => m.to_address === 'kim@example.com')?.subject).toContain(text.titleEn);
    expect(mails.find((m) => m.to_address === 'kim@example.com')?.text_body).toContain(
      '#/business/homepage/announcement',
    );
    expect(mails.find((m) => m.to_address === 'dock@example.com')?.text_body).toContain('#/warehouse/Notice');
    expect(await count('mail_outbox')).toBe(outbox + 3);
    const row = (await asAdmin('/notice/list', { keyword: zhText.titleZh, pageSize: 50 })).data as {
      data: NoticeAdminRow[];
    };
    expect(row.data.find((n) => n.id === notice.id)).toMatchObject({
      mailCount: 3,
      mailedAt: expect.any(String),
    });
    // Withdrawn after it was mailed: nothing is sent again.
    await asAdmin('/notice/withdraw', { id: notice.id });
    expect(await count('mail_outbox')).toBe(outbox + 3);
  });

  it('publishes a scheduled notice at its time and mails it then, by the clock it is given', async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const scheduled = await created({ audience: 1, sendEmail: true, publishAt: at.toISOString() });
    expect(scheduled).toMatchObject({ status: NoticeStatus.scheduled, mailedAt: null });
    expect(new Date(scheduled.publishAt as string).getTime()).toBe(at.getTime());
    const job = await db()
      .selectFrom('jobs')
      .select(['run_at', 'payload'])
      .where('kind', '=', NOTICE_MAIL_JOB)
      .where('singleton_key', '=', `${NOTICE_MAIL_JOB}:${scheduled.id}:${at.getTime()}`)
      .executeTakeFirstOrThrow();
    expect(new Date(job.run_at).getTime()).toBe(at.getTime());

    const reader = readerContext(seller, 'business');
    const before = new Date(at.getTime() - 1);
    const after = new Date(at.getTime() + 1);
    const ids = async (now: Date) =>
      (await listMyNotices(reader, { pageSize: 100 }, now)).data.map((n) => n.id);
    expect(await ids(before)).not.toContain(scheduled.id);
    expect(await ids(after)).toContain(scheduled.id);
    expect((await unreadCount(reader, after)).unread).toBe((await unreadCount(reader, before)).unread + 1);

    const payload = { noticeId: scheduled.id, publishAt: at.getTime() };
    await expect(
      db()
        .transaction()
        .execute((trx) => mailDueNotice(trx, t.config, payload, before)),
    ).rejects.toThrow(/not due/);
    expect(
      await db()
        .transaction()
        .execute((trx) => mailDueNotice(trx, t.config, payload, after)),
    ).toBe('mailed');
    expect(
      await db()
        .transaction()
        .execute((trx) => mailDueNotice(trx, t.config, payload, after)),
    ).toBe('skipped');
    const mails = await db()
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('ref', '=', `notice:${scheduled.id}`)
      .execute();
    expect(mails.map((m) => m.to_address).sort()).toEqual(['kim@example.com', 'li@example.com']);
  });

  it('does not mail a scheduled notice put back to draft or rescheduled before its time', async () => {
    const at = new Date(Date.now() + HOUR);
    const later = new Date(Date.now() + 3 * HOUR);
    const notice = await created({ audience: 1, sendEmail: true, publishAt: at.toISOString() });
    const moved = await asAdmin('/notice/update', {
      id: notice.id,
      audience: 1,
      intent: 'publish',
      sendEmail: true,
      publishAt: later.toISOString(),
      ...text,
    });
    expect(moved.data).toMatchObject({ status: NoticeStatus.scheduled });
    const past = new Date(at.getTime() + 1);
    const first = { noticeId: notice.id, publishAt: at.getTime() };
    expect(
      await db()
        .transaction()
        .execute((trx) => mailDueNotice(trx, t.config, first, past)),
    ).toBe('skipped');
    await asAdmin('/notice/update', {
      id: notice.id,
      audience: 1,
      intent: 'draft',
      sendEmail: true,
      ...text,
    });
    const second = { noticeId: notice.id, publishAt: later.getTime() };
    expect(
      await db()
        .transaction()
        .execute((trx) => mailDueNotice(trx, t.config, second, new Date(later.getTime() + 1))),
    ).toBe('skipped');
    expect(
      await db().selectFrom('mail_outbox').select('id').where('ref', '=', `notice:${notice.id}`).execute(),
    ).toEqual([]);
  });
});
