import crypto from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { Api } from './support/api';
import { DEMO_PASSWORD, ServerProcess } from './support/server';

/**
 * Issue 4's fault test: the server process is SIGKILLed and restarted (same DATA_DIR, same port) at
 * random moments while a tablet syncs 2,000 ops, at least 10 times. The client behaves like the
 * tablet's engine: batches in seq order, backoff with full jitter on connection errors, the
 * unacknowledged batch sent again. Afterwards the data directory itself is read: every op applied
 * exactly once, every effect present once, nothing lost. No browser page: only the real server.
 */

const FORECASTS = 200;
const ITEMS_PER_FORECAST = 3;
const FORECASTS_AT_ONCE = 8;
const UNFORECAST = 2_000 - FORECASTS * (1 + 2 * ITEMS_PER_FORECAST);
const BATCH = 50;
const KILLS = 10;

type Op = {
  opId: string;
  seq: number;
  type: string;
  createdAt: string;
  dependsOn?: string;
  payload: Record<string, unknown>;
};
type SyncResult = {
  opId: string;
  status: 'applied' | 'duplicate' | 'rejected';
  original?: string;
  reason?: string;
};
type SyncAnswer = { code: number; msg: string; data?: { results: SyncResult[] } };
type PulledForecast = { parcels: { logNo: string }[]; items: { id: number }[] };
type Pull = { forecasts: PulledForecast[]; shelves: { id: number }[]; next: string; more: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);

/** The tablet's outbox: every forecast parcel received, its items inspected and shelved; unforecast parcels received. */
function outbox(
  wareId: number,
  runTag: string,
  forecasts: PulledForecast[],
  oneIds: string[],
  shelfId: number,
): Op[] {
  const ops: Op[] = [];
  const add = (type: string, payload: Record<string, unknown>, dependsOn?: string) => {
    const op: Op = {
      opId: crypto.randomUUID(),
      seq: ops.length + 1,
      type,
      createdAt: new Date().toISOString(),
      payload: { wareId, ...payload },
    };
    if (dependsOn) op.dependsOn = dependsOn;
    ops.push(op);
    return op;
  };
  let next = 0;
  for (const forecast of forecasts) {
    const logNo = forecast.parcels[0].logNo;
    const receipt = add('receiveParcel', { logNo });
    for (let k = 0; k < ITEMS_PER_FORECAST; k += 1) {
      const oneId = oneIds[next++];
      const inspection = add(
        'inspectItem',
        { logNo, packItemId: forecast.items[0].id, grade: 1, checkRemark: '', photos: [], oneId },
        receipt.opId,
      );
      add('shelveItem', { oneId, shelfId }, inspection.opId);
    }
  }
  for (let i = 0; i < UNFORECAST; i += 1)
    add('receiveParcel', { logNo: `UF${runTag}${String(i).padStart(5, '0')}` });
  return ops;
}

/** Sends the outbox like the engine: one batch at a time, again and again until the server answers it. */
async function drain(
  server: ServerProcess,
  token: string,
  deviceId: string,
  ops: Op[],
  outcomes: Map<string, string>,
) {
  for (let from = 0; from < ops.length;) {
    const batch = ops.slice(from, from + BATCH);
    for (let attempt = 0; ; attempt += 1) {
      let answer: SyncAnswer | null = null;
      try {
        const response = await fetch(`${server.url}/api/warehouse/sync`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token },
          body: JSON.stringify({ deviceId, ops: batch }),
          signal: AbortSignal.timeout(60_000),
        });
        answer = (await response.json()) as SyncAnswer;
      } catch {
        // Connection refused or cut: the server is down or was killed mid-batch.
      }
      if (answer?.code === 200 && answer.data) {
        for (const r of answer.data.results) {
          outcomes.set(
            r.opId,
            r.status === 'duplicate'
              ? `duplicate:${r.original}`
              : r.status === 'rejected'
                ? `rejected:${r.reason}`
                : r.status,
          );
        }
        break;
      }
      // Anything but a lost connection or a device still busy with the killed batch is a bug.
      if (answer && answer.code !== 409) throw new Error(`sync answered ${answer.code} ${answer.msg}`);
      await sleep(Math.random() * Math.min(1_000, 100 * 2 ** attempt));
    }
    from += batch.length;
  }
}

test('killing and restarting the server during a 2,000-op sync loses nothing and doubles nothing', async () => {
  // About 4 minutes with the machine loaded by other runs (server starts dominate); far less when idle.
  test.setTimeout(480_000);
  const started = Date.now();
  const server = new ServerProcess({ from: 'demo', echoErrors: false });
  try {
    await server.start();
    const runTag = crypto.randomBytes(3).toString('hex').toUpperCase();
    const seller = await new Api(server.url).as('business', { username: 'seller', password: DEMO_PASSWORD });
    const [ware] = await seller.ok<{ id: number }[]>('/sys_ware/listAll');
    const ourLogNos = new Set<string>();
    // The seller's forecasts, a few at a time as several browser tabs would send them.
    for (let from = 0; from < FORECASTS; from += FORECASTS_AT_ONCE) {
      const logNos = Array.from(
        { length: Math.min(FORECASTS_AT_ONCE, FORECASTS - from) },
        (_, k) => `FT${runTag}${String(from + k).padStart(5, '0')}`,
      );
      for (const logNo of logNos) ourLogNos.add(logNo);
      await Promise.all(
        logNos.map((logNo) =>
          seller.ok('/forecast/create', {
            wareId: ware.id,
            logNos: [logNo],
            items: [{ sku: 'DD1391-100', size: '10', quantity: ITEMS_PER_FORECAST }],
            remark: 'fault test',
          }),
        ),
      );
    }

    const staffApi = new Api(server.url);
    const token = await staffApi.login('warehouse', { username: 'warehouse', password: DEMO_PASSWORD });
    const headers = { wareId: String(ware.id) };
    const forecasts: PulledForecast[] = [];
    let shelfId = 0;
    for (let cursor: string | undefined; ;) {
      const pull = await staffApi.call<Pull>('warehouse', '/sync/pull', {
        token,
        headers,
        query: cursor ? { cursor } : {},
      });
      expect(pull.code, pull.msg).toBe(200);
      forecasts.push(...pull.data.forecasts.filter((f) => ourLogNos.has(f.parcels[0]?.logNo)));
      shelfId ||= pull.data.shelves.find((s) => s.id > 0)?.id ?? 0;
      if (!pull.data.more) break;
      cursor = pull.data.next;
    }
    expect(forecasts).toHaveLength(FORECASTS);
    expect(shelfId).toBeGreaterThan(0);

    const deviceId = `fault-${runTag}`;
    const oneIds: string[] = [];
    while (oneIds.length < FORECASTS * ITEMS_PER_FORECAST) {
      const lease = await staffApi.call<{ start: string; count: number }>('warehouse', '/oneid/lease', {
        token,
        headers,
        body: { deviceId, count: 500 },
      });
      expect(lease.code, lease.msg).toBe(200);
      for (let i = 0; i < lease.data.count; i += 1) oneIds.push(String(Number(lease.data.start) + i));
    }
    const ops = outbox(ware.id, runTag, forecasts, oneIds, shelfId);
    expect(ops).toHaveLength(2_000);

    const setupMs = Date.now() - started;
    const outcomes = new Map<string, string>();
    let done = false;
    let kills = 0;
    const killer = (async () => {
      while (!done && kills < KILLS) {
        await sleep(between(150, 900));
        if (done) break;
        await server.kill();
        kills += 1;
        await server.start();
      }
    })();
    await drain(server, token, deviceId, ops, outcomes).finally(() => {
      done = true;
    });
    await killer;
    const drainMs = Date.now() - started - setupMs;
    expect(kills).toBeGreaterThanOrEqual(10);

    // Every op acknowledged as applied, on its first delivery or by an earlier delivery whose answer was lost.
    const notApplied = ops.filter(
      (op) => !['applied', 'duplicate:applied'].includes(outcomes.get(op.opId) ?? 'lost'),
    );
    expect(notApplied.map((op) => `${op.seq} ${op.type}: ${outcomes.get(op.opId) ?? 'lost'}`)).toEqual([]);

    await server.stop();
    const pglite = new PGlite(path.join(server.dataDir, 'pgdata'));
    try {
      const one = async (query: string, params: unknown[]) =>
        (await pglite.query<{ n: number }>(query, params)).rows[0].n;
      const opIds = ops.map((op) => op.opId);
      const forecastLogNos = [...ourLogNos];
      const unforecastLogNos = ops
        .filter((op) => op.type === 'receiveParcel' && String(op.payload.logNo).startsWith('UF'))
        .map((op) => String(op.payload.logNo));
      expect(
        await one(`select count(*)::int as n from sync_ops where device_id = $1 and status = 'applied'`, [
          deviceId,
        ]),
      ).toBe(2_000);
      expect(
        await one(`select count(*)::int as n from sync_ops where device_id = $1 and status <> 'applied'`, [
          deviceId,
        ]),
      ).toBe(0);
      // One event per op: receipt 15, inspection 1, shelf change 8, none twice.
      expect(
        await one('select count(*)::int as n from product_events where op_id::text = any($1::text[])', [
          opIds,
        ]),
      ).toBe(2_000);
      expect(
        await one(
          'select count(distinct op_id)::int as n from product_events where op_id::text = any($1::text[])',
          [opIds],
        ),
      ).toBe(2_000);
      expect(
        await one('select count(*)::int as n from parcels where log_no = any($1::text[]) and status = 4', [
          forecastLogNos,
        ]),
      ).toBe(FORECASTS);
      expect(
        await one('select count(*)::int as n from parcels where log_no = any($1::text[]) and status = 2', [
          unforecastLogNos,
        ]),
      ).toBe(UNFORECAST);
      expect(
        await one('select count(*)::int as n from parcels where log_no = any($1::text[])', [
          [...forecastLogNos, ...unforecastLogNos],
        ]),
      ).toBe(FORECASTS + UNFORECAST);
      const products = 'from products where one_id = any($1::text[])';
      expect(
        await one(`select count(*)::int as n ${products}`, [oneIds.slice(0, FORECASTS * ITEMS_PER_FORECAST)]),
      ).toBe(FORECASTS * ITEMS_PER_FORECAST);
      expect(
        await one(`select count(*)::int as n ${products} and shelf_id = $2`, [
          oneIds.slice(0, FORECASTS * ITEMS_PER_FORECAST),
          shelfId,
        ]),
      ).toBe(FORECASTS * ITEMS_PER_FORECAST);
      expect(
        await one(
          'select count(*)::int as n from pack_items where pack_id in (select pack_id from parcels where log_no = any($1::text[])) and inspected = quantity',
          [forecastLogNos],
        ),
      ).toBe(FORECASTS);
    } finally {
      await pglite.close();
    }
    console.log(
      `sync-fault: setup ${setupMs} ms, drain with ${kills} kills and ${server.starts} starts ${drainMs} ms, 2,000 ops applied once`,
    );
  } finally {
    await server.stop();
    server.remove();
  }
});
