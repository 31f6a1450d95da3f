import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import type { LabelRates, LabelRow } from '../../src/domain/labels/label-center';
import { Api } from './support/api';
import { E2E_ADMIN, ServerProcess } from './support/server';

/**
 * Issue 15's fault test for label money: the real server is SIGKILLed while a label is being bought
 * (the fee held, the purchase job running or about to run the carrier call). After the restart the
 * job is taken over (JOB_STALE_AFTER_MS), finds the shipment bought or buys it, and the label is
 * charged exactly once: one hold and one capture, whatever the kill cut off. The admin buys for the
 * platform's self-operated account, as the admin's LabelCenter does.
 */

const SHIPMENT = {
  from: { name: 'SoleStack LA', street1: '1200 E 7th St', city: 'Los Angeles', state: 'CA', zip: '90021' },
  to: { name: 'Jordan Buyer', street1: '350 5th Ave', city: 'New York', state: 'NY', zip: '10118' },
  parcel: { weightOz: 48, lengthIn: 14, widthIn: 10, heightIn: 5 },
  signature: 1,
};

/** The id of the platform's self-operated account (merchant code P000000), read while the server is down. */
async function selfOperatedId(dataDir: string): Promise<number> {
  const pglite = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    const rows = (await pglite.query<{ id: number }>(`select id from users where uid = 'P000000'`)).rows;
    expect(rows, 'the self-operated account').toHaveLength(1);
    return rows[0].id;
  } finally {
    await pglite.close();
  }
}

/** The label's ledger entries and the simulator's record of its shipment, read while the server is down. */
async function purchaseFacts(dataDir: string, labelId: number) {
  const pglite = new PGlite(path.join(dataDir, 'pgdata'));
  try {
    const entries = (
      await pglite.query<{ kind: string; fee_type: number; amount_cents: number }>(
        `select kind, fee_type, amount_cents from ledger_entries
          where relation_type = 'label' and relation_ref = $1 order by id`,
        [String(labelId)],
      )
    ).rows;
    const labels = (await pglite.query<{ n: number }>('select count(*)::int as n from shipping_labels'))
      .rows[0];
    const simulator = JSON.parse(readFileSync(path.join(dataDir, 'carrier-simulator.json'), 'utf8')) as {
      shipments: Record<string, { bought?: unknown }>;
    };
    const bought = Object.values(simulator.shipments).filter((s) => s.bought).length;
    return { entries, labels: labels.n, bought };
  } finally {
    await pglite.close();
  }
}

test('a SIGKILL while a label is being bought charges it once, and the carrier sells it once', async () => {
  test.setTimeout(300_000);
  const server = new ServerProcess({ from: 'fresh', env: { JOB_STALE_AFTER_MS: '1000' }, echoErrors: false });
  try {
    await server.start();
    const admin = await new Api(server.url).as('admin', E2E_ADMIN);

    // A first attempt with an empty wallet is refused; it opens the self-operated account to fund.
    const first = await admin.ok<LabelRates>('/label_center/rates', SHIPMENT);
    const refused = await admin.call('admin', '/label_center/buy', {
      body: { idempotencyKey: 'kill-test-unfunded', shipmentId: first.shipmentId, rateId: first.rates[0].id },
    });
    expect(refused.status, refused.msg).toBe(409);
    await server.stop();
    const platformId = await selfOperatedId(server.dataDir);
    await server.start();
    const funder = await new Api(server.url).as('admin', E2E_ADMIN);
    await funder.ok('/finance/charge_deduction', {
      sellerId: platformId,
      direction: 'deposit',
      amount: '100.00',
      feeType: 1,
      reason: 'Kill test: labels budget',
    });

    // Bought, and killed as soon as the fee is held and the purchase job queued.
    const quote = await funder.ok<LabelRates>('/label_center/rates', SHIPMENT);
    const rate = quote.rates[0];
    const bought = await funder.ok<LabelRow>('/label_center/buy', {
      idempotencyKey: 'kill-test-purchase',
      shipmentId: quote.shipmentId,
      rateId: rate.id,
    });
    await server.kill();
    const atKill = await purchaseFacts(server.dataDir, bought.id);
    test.info().annotations.push({
      type: 'kill',
      description: `at the kill: ${atKill.entries.map((e) => e.kind).join(', ')}; carrier sold ${atKill.bought}`,
    });
    expect(atKill.entries.map((e) => e.kind)[0]).toBe('hold');
    expect(atKill.entries.filter((e) => e.kind === 'capture').length).toBeLessThanOrEqual(1);

    // After the restart the purchase completes once; a resend of the same purchase changes nothing.
    await server.start();
    const again = await new Api(server.url).as('admin', E2E_ADMIN);
    await expect
      .poll(
        async () =>
          (await again.call<LabelRow>('admin', '/label_center/get', { query: { id: bought.id } })).data
            ?.status,
        { timeout: 60_000 },
      )
      .toBe('purchased');
    const resent = await again.ok<LabelRow>('/label_center/buy', {
      idempotencyKey: 'kill-test-purchase',
      shipmentId: quote.shipmentId,
      rateId: rate.id,
    });
    expect(resent.id).toBe(bought.id);
    await server.stop();

    const after = await purchaseFacts(server.dataDir, bought.id);
    expect(after.entries.map((e) => e.kind)).toEqual(['hold', 'capture']);
    expect(after.entries.every((e) => e.fee_type === 25)).toBe(true);
    expect(after.labels).toBe(1);
    expect(after.bought).toBe(1);
  } finally {
    await server.stop().catch(() => undefined);
    server.remove();
  }
});
