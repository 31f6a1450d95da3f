import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus, PortalId, RoleId } from '../../src/domain/kernel/users';
import type { TeamMemberRow, TeamRoleRow } from '../../src/domain/teams/teams';
import { MEMBER_ACTION } from '../../src/server/modules/teams/member-action-audit';
import { rootToken } from '../fixtures/accounts';
import { someProducts } from '../fixtures/stock';
import { loggedInUser, loginAs } from '../fixtures/users';
import { aWarehouse } from '../fixtures/warehouses';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Teams (issue 28 point 4) through the routes, on both engines: a seller's team role and invitation
 * made once per request key; a member logs in through the seller login and works on the seller's
 * records with their role's parts only (403 elsewhere, the team screen included); what they do is in
 * the audit log under their own name; another seller's member or role is not found; a role naming
 * anything but a part of the seller portal is a 400 that changes nothing; disabling a member or
 * suspending their seller stops them; a member's password is their own.
 */

const PAIRS = 3;
const FIRST_PASSWORD = 'first-pass-123';
const STOCK_ROLE = [
  { permissionId: 'business.home', actionList: ['query', 'get'] },
  { permissionId: 'business.inventory', actionList: ['query', 'get', 'export', 'edit'] },
];

describe.each(testEngines())('teams on %s', { timeout: 120_000 }, (engine) => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof loggedInUser>>;
  let seller2: Awaited<ReturnType<typeof loggedInUser>>;
  let role: TeamRoleRow;
  let member: TeamMemberRow;
  let memberToken: string;
  const business = (token: string, path: string, body: unknown = {}) =>
    call(t.app, { url: `/api/business${path}`, token, body });
  const owner = (path: string, body: unknown = {}) => business(seller.token, path, body);

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    const ware = await aWarehouse(db);
    seller = await loggedInUser(t.app, db, { userType: PortalId.seller, realname: 'Team Owner' });
    seller2 = await loggedInUser(t.app, db, { userType: PortalId.seller, realname: 'Other Owner' });
    await someProducts(db, PAIRS, { shopUserId: seller.id, wareId: ware.id });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes a team role once per request key, and refuses any code but a part of the seller portal', async () => {
    const body = { name: 'Stock keeper', permissions: STOCK_ROLE, requestKey: 'team-role-key-1' };
    const first = await owner('/team/role/create', body);
    expect(first.code, first.msg).toBe(200);
    const again = await owner('/team/role/create', body);
    expect(again.code, again.msg).toBe(200);
    expect((again.data as TeamRoleRow).id).toBe((first.data as TeamRoleRow).id);
    role = first.data as TeamRoleRow;

    for (const code of ['1100', 'business', 'business.team', '700101']) {
      const refused = await owner('/team/role/create', {
        name: `Bad ${code}`,
        permissions: [{ permissionId: code, actionList: ['query'] }],
        requestKey: `team-role-bad-${code}`,
      });
      expect(refused.code, code).toBe(400);
      expect(refused.msg).toContain(code);
    }
    const roles = await owner('/team/role/list');
    expect((roles.data as TeamRoleRow[]).map((r) => r.name)).toEqual(['Stock keeper']);
    // The platform's roles screen does not list a seller's team roles.
    const admin = await call(t.app, {
      url: '/api/admin/role/list',
      token: await rootToken(t.app),
      body: { pageSize: 500 },
    });
    expect((admin.data as { data: { id: number }[] }).data.map((r) => r.id)).not.toContain(role.id);
  });

  it('invites a member once per request key; the member logs in through the seller login', async () => {
    const body = {
      username: `stock-${engine}-${Date.now()}`,
      realname: 'Stock Member',
      email: '',
      roleId: role.id,
      password: FIRST_PASSWORD,
      requestKey: 'team-invite-key-1',
    };
    const first = await owner('/team/member/invite', body);
    expect(first.code, first.msg).toBe(200);
    const again = await owner('/team/member/invite', body);
    expect((again.data as TeamMemberRow).id).toBe((first.data as TeamMemberRow).id);
    member = first.data as TeamMemberRow;
    expect(member.passwordDue).toBe(true);

    memberToken = await loginAs(t.app, 'business', member.username, FIRST_PASSWORD);
    const info = await call(t.app, { url: '/api/business/user/info', token: memberToken });
    const user = info.data as { username: string; uid: string; roleId: number; mustChangePassword: boolean };
    expect(user.username).toBe(member.username);
    expect(user.uid).toBe(seller.uid);
    expect(user.roleId).not.toBe(RoleId.merchant);
    expect(user.mustChangePassword).toBe(true);
  });

  it("a member works on the seller's records within the role, and nowhere else (403)", async () => {
    const list = await business(memberToken, '/inventory/list');
    expect(list.code, list.msg).toBe(200);
    expect((list.data as { totalCount: number }).totalCount).toBe(PAIRS);

    const wallet = await call(t.app, { url: '/api/business/wallet/summary', token: memberToken });
    expect(wallet.code).toBe(403);
    expect((await business(memberToken, '/team/member/list')).code).toBe(403);
    expect((await business(memberToken, '/outbound/list')).code).toBe(403);

    // The home shows the figures of the role's parts only: the others are not read (null), not 0.
    const home = await call(t.app, { url: '/api/business/home/summary', token: memberToken, method: 'GET' });
    expect(home.code, home.msg).toBe(200);
    expect((home.data as { figures: unknown }).figures).toEqual({
      pairsInStock: PAIRS,
      listed: null,
      soldThisMonth: null,
      availableCents: null,
      heldCents: null,
    });
  });

  it("puts a member's actions in the audit log under the member's own name", async () => {
    const exported = await business(memberToken, '/inventory/export', {});
    expect(exported.code, exported.msg).toBe(200);
    const entries = await t.database.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_name', 'entity', 'entity_id'])
      .where('action', '=', MEMBER_ACTION)
      .where('actor_id', '=', member.id)
      .execute();
    expect(entries).toEqual([
      {
        actor_id: member.id,
        actor_name: member.username,
        entity: 'POST /inventory/export',
        entity_id: String(seller.id),
      },
    ]);
    // The owner's own actions are theirs, not a member's.
    await owner('/inventory/export', {});
    const ownerEntries = await t.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', MEMBER_ACTION)
      .where('actor_id', '=', seller.id)
      .execute();
    expect(ownerEntries).toEqual([]);
  });

  it("edits a pair's cost from the drawer only with the inventory's edit grant (403 to a reader, nothing changed)", async () => {
    const readerRole = await owner('/team/role/create', {
      name: 'Stock reader',
      permissions: [{ permissionId: 'business.inventory', actionList: ['query', 'get'] }],
      requestKey: 'team-role-reader',
    });
    expect(readerRole.code, readerRole.msg).toBe(200);
    const reader = await owner('/team/member/invite', {
      username: `reader-${engine}-${Date.now()}`,
      realname: 'Stock Reader',
      email: '',
      roleId: (readerRole.data as TeamRoleRow).id,
      password: FIRST_PASSWORD,
      requestKey: 'team-invite-reader',
    });
    expect(reader.code, reader.msg).toBe(200);
    const readerToken = await loginAs(
      t.app,
      'business',
      (reader.data as TeamMemberRow).username,
      FIRST_PASSWORD,
    );
    const pair = ((await business(readerToken, '/inventory/list')).data as { data: { id: number }[] })
      .data[0];
    const costOf = async () =>
      (
        await t.database.db
          .selectFrom('products')
          .select('cost_cents')
          .where('id', '=', pair.id)
          .executeTakeFirstOrThrow()
      ).cost_cents;
    const before = await costOf();

    const refused = await business(readerToken, '/sys_prod/save', {
      id: pair.id,
      costPrice: 4321,
      supply: 'x',
    });
    expect(refused.code).toBe(403);
    expect(await costOf()).toBe(before);

    const saved = await business(memberToken, '/sys_prod/save', {
      id: pair.id,
      costPrice: 4321,
      supply: 'Outlet',
    });
    expect(saved.code, saved.msg).toBe(200);
    expect(await costOf()).toBe(4321);
    // The team as the other tests know it: one member.
    const gone = await owner('/team/member/remove', { id: (reader.data as TeamMemberRow).id });
    expect(gone.code, gone.msg).toBe(200);
  });

  it("answers 404 for another seller's member or role, and changes nothing", async () => {
    const otherRole = await business(seller2.token, '/team/role/create', {
      name: 'Stock keeper',
      permissions: STOCK_ROLE,
      requestKey: 'team-role-key-2',
    });
    expect(otherRole.code, otherRole.msg).toBe(200);
    const otherId = (otherRole.data as TeamRoleRow).id;
    expect(
      (await owner('/team/role/update', { id: otherId, name: 'Mine', permissions: STOCK_ROLE })).code,
    ).toBe(404);
    expect((await owner('/team/role/delete', { id: otherId })).code).toBe(404);
    const invite = await owner('/team/member/invite', {
      username: `stray-${engine}-${Date.now()}`,
      realname: 'Stray',
      roleId: otherId,
      password: FIRST_PASSWORD,
      requestKey: 'team-invite-key-stray',
    });
    expect(invite.code).toBe(404);
    for (const path of ['/team/member/disable', '/team/member/remove']) {
      expect((await business(seller2.token, path, { id: member.id })).code, path).toBe(404);
    }
    const row = await t.database.db
      .selectFrom('users')
      .select(['status', 'removed_at'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: AccountStatus.active, removed_at: null });
  });

  it("changes a member's own password, never the seller's", async () => {
    const changed = await call(t.app, {
      url: '/api/business/changePassword',
      token: memberToken,
      body: { oldPassword: FIRST_PASSWORD, newPassword: 'member-own-456', confirmPassword: 'member-own-456' },
    });
    expect(changed.code, changed.msg).toBe(200);
    await expect(loginAs(t.app, 'business', seller.username, seller.password)).resolves.toBeTruthy();
    memberToken = await loginAs(t.app, 'business', member.username, 'member-own-456');
    const info = await call(t.app, { url: '/api/business/user/info', token: memberToken });
    expect((info.data as { mustChangePassword: boolean }).mustChangePassword).toBe(false);
  });

  it('stops a member who is disabled, or whose seller is suspended', async () => {
    const root = await rootToken(t.app);
    const suspend = await call(t.app, {
      url: '/api/admin/account/business/disable',
      token: root,
      body: { id: seller.id },
    });
    expect(suspend.code, suspend.msg).toBe(200);
    expect((await business(memberToken, '/inventory/list')).code).toBe(423);
    await call(t.app, { url: '/api/admin/account/business/enable', token: root, body: { id: seller.id } });
    seller = { ...seller, token: await loginAs(t.app, 'business', seller.username, seller.password) };

    const disabled = await owner('/team/member/disable', { id: member.id });
    expect(disabled.code, disabled.msg).toBe(200);
    expect((await business(memberToken, '/inventory/list')).code).toBe(401);
    await expect(loginAs(t.app, 'business', member.username, 'member-own-456')).rejects.toThrow(/423/);
    expect((await owner('/team/member/disable', { id: member.id })).code).toBe(409);

    const removed = await owner('/team/member/remove', { id: member.id });
    expect(removed.code, removed.msg).toBe(200);
    const members = await owner('/team/member/list');
    expect((members.data as { totalCount: number }).totalCount).toBe(0);
    await expect(loginAs(t.app, 'business', member.username, 'member-own-456')).rejects.toThrow(/400/);
  });
});
