import crypto from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fullGrant, WarehousePermission } from '../../src/domain/kernel/permissions';
import { purgeExpiredOps } from '../../src/server/modules/sync/op-log';
import { aForecast, aStaffMember, aTrackingNumber, Tablet } from '../fixtures/inbound';
import type { InboundWorld, QueuedOp } from '../fixtures/inbound';
import { anInboundSuite } from '../fixtures/inbound-suite';
import { databaseFingerprint } from './support/fingerprint';
import { testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

describe.each(testEngines())('POST /sync on %s', (engine) => {
  let t: TestApp;
  let w: InboundWorld;

  anInboundSuite(engine, (suite) => {
    ({ t, w } = suite);
  });

  const forecast = async (quantity = 1) =>
    aForecast(t.app, w.seller.token, { wareId: w.ware.id, items: [{ sku: w.sku.sku, size: '9', quantity }] });
  const receive = (tablet: Tablet, logNo: string, extra: { at?: Date } = {}) =>
    tablet.op('receiveParcel', { wareId: w.ware.id, logNo }, extra);
  const eventsOf = async (type: number, logNo: string) =>
    (
      await t.database.db
        .selectFrom('product_events')
        .select('id')
        .where('type', '=', type)
        .where('log_no', '=', logNo)
        .execute()
    ).length;

  it('applies an op once: a replay, even a day later, returns the stored result as a duplicate', async () => {
    const tablet = new Tablet(t.app, w.staff.token);
    const f = await forecast();
    const op = receive(tablet, f.logNos[0]);
    const [first] = await tablet.sync([op]);
    expect(first).toMatchObject({
      opId: op.opId,
      status: 'applied',
      result: expect.objectContaining({ logNo: f.logNos[0], status: 2 }),
    });
    const [again] = await tablet.sync([op]);
    expect(again).toEqual({
      opId: op.opId,
      seq: op.seq,
      status: 'duplicate',
      original: 'applied',
      result: first.result,
    });
    await sql`update sync_ops set created_at = now() - interval '26 hours' where op_id = ${op.opId}`.execute(
      t.database.db,
    );
    const [dayLater] = await tablet.sync([op]);
    expect(dayLater.status).toBe('duplicate');
    expect(await eventsOf(15, f.logNos[0])).toBe(1);
  });

  it('gives one receipt and one visible conflict when two tablets receive the same parcel offline', async () => {
    const f = await forecast();
    const a = new Tablet(t.app, w.staff.token);
    const b = new Tablet(t.app, w.staff2.token);
    const opA = receive(a, f.logNos[0]);
    const opB = receive(b, f.logNos[0]);
    const [[ra], [rb]] = await Promise.all([a.sync([opA]), b.sync([opB])]);
    expect([ra.status, rb.status].sort()).toEqual(['applied', 'rejected']);
    const conflict = ra.status === 'rejected' ? ra : rb;
    expect(conflict.code).toBe(409);
    expect(conflict.reason).toMatch(
      new RegExp(`^Parcel ${f.logNos[0]} was already received by Staff \\w+ at `),
    );
    expect(await eventsOf(15, f.logNos[0])).toBe(1);
    // The rejection is stored too: resending the same op gets the same answer, never a receipt.
    const [loser, loserOp] = ra.status === 'rejected' ? [a, opA] : [b, opB];
    const [replayed] = await loser.sync([loserOp]);
    expect(replayed).toMatchObject({
      status: 'duplicate',
      original: 'rejected',
      code: 409,
      reason: conflict.reason,
    });
  });

  it('lets a retried batch that races its first delivery wait, then answer duplicates: nothing applied twice', async () => {
    const tablet = new Tablet(t.app, w.staff.token);
    const f = await forecast(3);
    const [oneId] = await tablet.lease(w.ware.id, 1);
    const rec = receive(tablet, f.logNos[0]);
    const insp = tablet.op(
      'inspectItem',
      { wareId: w.ware.id, logNo: f.logNos[0], sku: w.sku.sku, size: '9', grade: 1, oneId },
      { dependsOn: rec.opId },
    );
    const shelve = tablet.op(
      'shelveItem',
      { wareId: w.ware.id, oneId, shelfId: w.shelves[0].id },
      { dependsOn: insp.opId },
    );
    const batch = [rec, insp, shelve];
    const [first, retry] = await Promise.all([tablet.sync(batch), tablet.sync(batch)]);
    const statuses = [first.map((r) => r.status), retry.map((r) => r.status)].sort();
    expect(statuses).toEqual([
      ['applied', 'applied', 'applied'],
      ['duplicate', 'duplicate', 'duplicate'],
    ]);
    expect(await eventsOf(15, f.logNos[0])).toBe(1);
    const device = await t.database.db
      .selectFrom('devices')
      .selectAll()
      .where('device_id', '=', tablet.deviceId)
      .executeTakeFirstOrThrow();
    expect(device).toMatchObject({ sync_owner: null, sync_until: null, last_seq: shelve.seq });
  });

  it('refuses the whole batch with 422 when an op id comes back with another payload', async () => {
    const tablet = new Tablet(t.app, w.staff.token);
    const [f1, f2] = [await forecast(), await forecast()];
    const op = receive(tablet, f1.logNos[0]);
    await tablet.sync([op]);
    const before = await databaseFingerprint(t.database.db);
    const forged = { ...op, payload: { ...op.payload, logNo: f2.logNos[0] } };
    const r = await tablet.syncRaw([receive(tablet, f2.logNos[0]), forged]);
    expect(r.status).toBe(422);
    expect(r.code).toBe(422);
    expect(r.msg).toContain(op.opId);
    expect(r.data).toEqual({ opIds: [op.opId] });
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });

  it("applies one device's ops in seq order and rejects an op whose dependency was rejected, with that reason", async () => {
    const tablet = new Tablet(t.app, w.staff.token);
    const f = await forecast();
    const [oneId] = await tablet.lease(w.ware.id, 1);
    const rec = receive(tablet, f.logNos[0]);
    const insp = tablet.op(
      'inspectItem',
      { wareId: w.ware.id, logNo: f.logNos[0], sku: w.sku.sku, size: '9', grade: 1, oneId },
      { dependsOn: rec.opId },
    );
    const shelve = tablet.op(
      'shelveItem',
      { wareId: w.ware.id, oneId, shelfId: w.shelves[0].id },
      { dependsOn: insp.opId },
    );
    const results = await tablet.sync([shelve, insp, rec]);
    expect(results.map((r) => [r.seq, r.status])).toEqual([
      [rec.seq, 'applied'],
      [insp.seq, 'applied'],
      [shelve.seq, 'applied'],
    ]);

    const badRec = receive(tablet, 'BAD');
    const dependent = tablet.op(
      'inspectItem',
      { wareId: w.ware.id, logNo: 'BAD', grade: 1 },
      { dependsOn: badRec.opId },
    );
    const grandchild = tablet.op(
      'shelveItem',
      { wareId: w.ware.id, oneId, shelfId: w.shelves[1].id },
      { dependsOn: dependent.opId },
    );
    const [r1, r2, r3] = await tablet.sync([badRec, dependent, grandchild]);
    expect(r1).toMatchObject({ status: 'rejected', code: 400 });
    expect(r1.reason).toMatch(/^Invalid payload\.logNo/);
    expect(r2).toMatchObject({ status: 'rejected', code: 400 });
    expect(r2.reason).toBe(
      `This operation depends on an operation that was rejected (${badRec.opId}): ${r1.reason}`,
    );
    expect(r3.reason).toContain(r1.reason);
    const orphan = tablet.op(
      'shelveItem',
      { wareId: w.ware.id, oneId, shelfId: w.shelves[1].id },
      { dependsOn: crypto.randomUUID() },
    );
    expect((await tablet.sync([orphan]))[0]).toMatchObject({ status: 'rejected', code: 409 });
    const item = await t.database.db
      .selectFrom('products')
      .select('shelf_id')
      .where('one_id', '=', oneId)
      .executeTakeFirstOrThrow();
    expect(item.shelf_id).toBe(w.shelves[0].id);
  });

  it('rejects a forged op for a warehouse the user may not work in, and changes nothing', async () => {
    const f = await aForecast(t.app, w.seller.token, {
      wareId: w.otherWare.id,
      items: [{ name: 'x', size: '9', quantity: 1 }],
    });
    const tablet = new Tablet(t.app, w.staff.token);
    const before = await databaseFingerprint(t.database.db);
    const [r] = await tablet.sync([
      tablet.op('receiveParcel', { wareId: w.otherWare.id, logNo: f.logNos[0] }),
    ]);
    expect(r).toMatchObject({
      status: 'rejected',
      code: 403,
      reason: `You may not do this in warehouse ${w.otherWare.id}: ask an admin for access`,
    });
    const after = await databaseFingerprint(t.database.db);
    const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
    expect(changed.sort()).toEqual(['devices', 'sync_ops']);
    // A grant for another action is not enough either.
    const inspector = await aStaffMember(
      t.app,
      t.database.db,
      [w.ware],
      [fullGrant(WarehousePermission.inspection)],
    );
    const other = new Tablet(t.app, inspector.token);
    const [noGrant] = await other.sync([
      other.op('receiveParcel', { wareId: w.ware.id, logNo: aTrackingNumber() }),
    ]);
    expect(noGrant).toMatchObject({ status: 'rejected', code: 403 });
  });

  it('rejects a malformed or unknown op on its own and still applies the rest', async () => {
    const tablet = new Tablet(t.app, w.staff.token);
    const f = await forecast();
    const results = await tablet.sync([
      tablet.op('teleportParcel', { wareId: w.ware.id }),
      tablet.op('receiveParcel', { logNo: f.logNos[0] }),
      tablet.op('receiveParcel', { wareId: w.ware.id, logNo: f.logNos[0], extra: 1 }),
      receive(tablet, f.logNos[0]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'applied']);
    expect(results[0].reason).toBe('Unknown operation type "teleportParcel": update the app');
    expect(results[1].reason).toMatch(/^Invalid payload\.wareId/);
  });

  it('answers in the request language, refuses more than 500 ops, and refuses sellers', async () => {
    const tablet = new Tablet(t.app, w.staff.token);
    const forged = tablet.op('receiveParcel', { wareId: w.otherWare.id, logNo: aTrackingNumber() });
    const r = await tablet.syncRaw([forged], 'zh_cn');
    expect((r.data as { results: { reason: string }[] }).results[0].reason).toBe(
      `您无权在仓库 ${w.otherWare.id} 执行此操作：请联系管理员开通权限`,
    );
    const replay = await tablet.syncRaw([forged]);
    expect((replay.data as { results: { reason: string }[] }).results[0].reason).toMatch(
      /^You may not do this in warehouse/,
    );
    const many: QueuedOp[] = Array.from({ length: 501 }, () => receive(tablet, aTrackingNumber()));
    expect((await tablet.syncRaw(many)).code).toBe(400);
    const seller = new Tablet(t.app, w.seller.token);
    expect((await seller.syncRaw([])).code).toBe(403);
  });

  it('forgets op ids only after 90 days', async () => {
    const tablet = new Tablet(t.app, w.staff.token);
    const [old, recent] = [receive(tablet, aTrackingNumber()), receive(tablet, aTrackingNumber())];
    await tablet.sync([old, recent]);
    await sql`update sync_ops set created_at = now() - interval '91 days' where op_id = ${old.opId}`.execute(
      t.database.db,
    );
    await sql`update sync_ops set created_at = now() - interval '89 days' where op_id = ${recent.opId}`.execute(
      t.database.db,
    );
    await purgeExpiredOps(t.database.db);
    const left = await t.database.db
      .selectFrom('sync_ops')
      .select('op_id')
      .where('op_id', 'in', [old.opId, recent.opId])
      .execute();
    expect(left.map((r) => r.op_id)).toEqual([recent.opId]);
    const count = await sql<{ n: number }>`select count(*)::int as n from sync_ops`.execute(t.database.db);
    expect(count.rows[0].n).toBeGreaterThan(1);
  });
});
