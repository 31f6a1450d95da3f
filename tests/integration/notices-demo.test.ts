import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_AUDIENCES, NOTICE_STATUSES, NoticeStatus } from '../../src/domain/notices/notice-rules';
import type { NoticeAdminRow, NoticeReaderRow } from '../../src/domain/notices/notices';
import { loginAs } from '../fixtures/users';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The demo's announcements (issue 28 point 2): for sellers, warehouse staff and both, a notice in
 * every state; the demo seller and the warehouse user each have one read and some unread, so each
 * header's bell shows a count; one notice went out by email.
 */
describe.each(testEngines())('demo notices on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { DEMO: 'true' });
    admin = await loginAs(t.app, 'admin', 'admin', 'demo1234');
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a notice in every state for every audience, and one mailed', async () => {
    const list = await call(t.app, { url: '/api/admin/notice/list', token: admin, body: { pageSize: 100 } });
    const rows = (list.data as { data: NoticeAdminRow[] }).data;
    for (const audience of NOTICE_AUDIENCES) {
      const states = new Set(rows.filter((n) => n.audience === audience).map((n) => n.status));
      expect(states).toEqual(new Set(NOTICE_STATUSES));
    }
    const mailed = rows.filter((n) => n.mailedAt !== null);
    expect(mailed).toHaveLength(1);
    expect(mailed[0].mailCount).toBeGreaterThanOrEqual(2);
    expect(rows.filter((n) => n.status === NoticeStatus.published && n.readCount > 0).length).toBe(3);
  });

  it('leaves the demo seller and the warehouse user notices read and unread', async () => {
    for (const [host, username] of [
      ['business', 'seller'],
      ['warehouse', 'warehouse'],
    ] as const) {
      const token = await loginAs(t.app, host, username, 'demo1234');
      const mine = await call(t.app, { url: `/api/${host}/notice/mine`, token, body: {} });
      const rows = (mine.data as { data: NoticeReaderRow[] }).data;
      expect(rows.filter((n) => n.read)).toHaveLength(2);
      expect(rows.filter((n) => !n.read)).toHaveLength(2);
      const unread = await call(t.app, { url: `/api/${host}/notice/unread`, token });
      expect(unread.data).toEqual({ unread: 2 });
    }
  });
});
