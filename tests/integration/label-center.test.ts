import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelRates, LabelRow } from '../../src/domain/labels/label-center';
import type { RateRequest } from '../../src/domain/labels/labels';
import { FeeType } from '../../src/domain/wallet/wallet';
import type { WalletSummary } from '../../src/domain/wallet/wallet';
import { carrierFor } from '../../src/server/modules/labels/carrier-connection';
import { runLabelPurchase } from '../../src/server/modules/labels/label-purchase-job';
import { pollLabelRefunds } from '../../src/server/modules/labels/label-refunds';
import {
  FIRST_SCAN_AFTER_MS,
  RATE_LIFETIME_MS,
  REFUND_SETTLE_MS,
} from '../../src/server/modules/labels/simulator/carrier-world';
import { advanceFileClock } from '../../src/server/kernel/simulator-clock';
import * as ledger from '../../src/server/modules/wallet/ledger-service';
import { rootToken } from '../fixtures/accounts';
import { aRateRequest } from '../fixtures/labels';
import { loggedInUser } from '../fixtures/users';
import { ledgerInvariants } from './support/ledger-invariants';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The label center through its routes, against the carrier simulator (the real EasyPost client):
 * a purchase charges once however often it is sent, a refusal or a carrier failure changes nothing
 * or gives the money back, a settled refund credits once, and sellers see only their own labels.
 */
describe.each(testEngines())('label center on %s', (engine) => {
  let t: TestApp;
  let clockFile: string;
  type Seller = { id: number; token: string };
  let seller: Seller;
  let other: Seller;
  let n = 0;

  beforeAll(async () => {
    clockFile = path.join(os.tmpdir(), `label-center-clock-${engine}-${process.pid}.json`);
    fs.rmSync(clockFile, { force: true });
    t = await createTestApp(engine, { CARRIER_SIMULATOR_CLOCK_FILE: clockFile });
    seller = await loggedInUser(t.app, t.database.db);
    other = await loggedInUser(t.app, t.database.db);
    await fund(seller, 200_00);
    await fund(other, 50_00);
  });
  afterAll(() => t.close());

  async function fund(s: Seller, cents: number) {
    await t.database.db.transaction().execute((trx) =>
      ledger.credit(trx, {
        key: `fund-${s.id}-${n++}`,
        sellerId: s.id,
        amountCents: cents,
        feeType: FeeType.userRecharge,
        relation: { type: 'manual', ref: 'test' },
        operatorId: null,
      }),
    );
  }

  const business = (url: string, token: string, body?: unknown, query?: Record<string, string>) =>
    call(t.app, { url: `/api/business${url}`, token, body, query });
  const balanceOf = async (s: Seller) => (await business('/wallet/summary', s.token)).data as WalletSummary;

  async function ratesFor(s: Seller, overrides: Partial<RateRequest> = {}): Promise<LabelRates> {
    const answer = await business(
      '/label_center/rates',
      s.token,
      aRateRequest({ signature: 1, ...overrides }),
    );
    expect(answer.code, answer.msg).toBe(200);
    return answer.data as LabelRates;
  }

  const buy = (s: Seller, rates: LabelRates, key: string, insuranceCents = 150_00) =>
    business('/label_center/buy', s.token, {
      idempotencyKey: key,
      shipmentId: rates.shipmentId,
      rateId: rates.rates[0].id,
      insuranceCents,
    });

  async function settled(s: Seller, id: number): Promise<LabelRow> {
    for (let i = 0; i < 200; i++) {
      const row = (await business('/label_center/get', s.token, undefined, { id: String(id) }))
        .data as LabelRow;
      if (row.status !== 'buying') return row;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`label ${id} is still buying`);
  }

  async function aBoughtLabel(s: Seller): Promise<LabelRow> {
    const rates = await ratesFor(s);
    const answer = await buy(s, rates, `key-${n++}-bought`);
    expect(answer.code, answer.msg).toBe(200);
    return settled(s, (answer.data as LabelRow).id);
  }

  it('buys one label and charges once under 20 parallel submits of one key', async () => {
    const before = await balanceOf(seller);
    const rates = await ratesFor(seller);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(seller, rates, 'double-click-key')),
    );
    for (const a of answers) expect(a.code, a.msg).toBe(200);
    const ids = new Set(answers.map((a) => (a.data as LabelRow).id));
    expect(ids.size).toBe(1);
    const label = await settled(seller, [...ids][0]);
    expect(label.status).toBe('purchased');
    // Insured for $150: $1 for the started $100 above the free $100.
    expect(label.insurancePriceCents).toBe(1_00);
    expect(label.feeCents).toBe(rates.rates[0].amountCents + 1_00);
    expect(label.signature).toBe(1);
    expect(label.trackingUrl).toContain(label.trackingNumber);
    const after = await balanceOf(seller);
    expect(after).toEqual({
      availableCents: before.availableCents - label.feeCents,
      heldCents: 0,
      totalCents: before.totalCents - label.feeCents,
    });
    const fees = await t.database.db
      .selectFrom('ledger_entries')
      .select('kind')
      .where('seller_id', '=', seller.id)
      .where('fee_type', '=', FeeType.labelFee)
      .execute();
    expect(fees.map((f) => f.kind).sort()).toEqual(['capture', 'hold']);
    await ledgerInvariants(t.database.db);
  });

  it('refuses a purchase the wallet cannot pay: 409 with the shortfall and the recharge link, nothing changed', async () => {
    const poor = await loggedInUser(t.app, t.database.db);
    await fund(poor, 1_00);
    const rates = await ratesFor(poor);
    const answer = await buy(poor, rates, 'poor-key', 0);
    expect(answer.code).toBe(409);
    const data = answer.data as { shortfallCents: number; rechargePath: string };
    expect(data.shortfallCents).toBe(rates.rates[0].amountCents - 1_00);
    expect(data.rechargePath).toContain('WalletCharge');
    expect(await balanceOf(poor)).toEqual({ availableCents: 1_00, heldCents: 0, totalCents: 1_00 });
    const list = await business('/label_center/list', poor.token, {});
    expect((list.data as { totalCount: number }).totalCount).toBe(0);
  });

  it('gives the hold back when the carrier refuses the purchase, and shows why', async () => {
    const before = await balanceOf(seller);
    const rates = await ratesFor(seller);
    advanceFileClock(clockFile, RATE_LIFETIME_MS + 60_000);
    const answer = await buy(seller, rates, `expired-${n++}`, 0);
    expect(answer.code, answer.msg).toBe(200);
    const label = await settled(seller, (answer.data as LabelRow).id);
    expect(label.status).toBe('failed');
    expect(label.failureReason).toMatch(/expired/);
    expect(await balanceOf(seller)).toEqual(before);
  });

  it('finds a label the carrier sold before a crash instead of buying it twice', async () => {
    const before = await balanceOf(seller);
    const rates = await ratesFor(seller);
    const answer = await buy(seller, rates, `crash-key-${n++}`, 0);
    expect(answer.code, answer.msg).toBe(200);
    const id = (answer.data as LabelRow).id;
    // The carrier sold it (the job's first attempt got that far), then the server died.
    const carrier = await carrierFor(t.config);
    await carrier.buyLabel({ shipmentId: rates.shipmentId, rateId: rates.rates[0].id }).catch(() => null);
    await runLabelPurchase(t.database.db, carrier, id);
    await runLabelPurchase(t.database.db, carrier, id);
    const label = await settled(seller, id);
    expect(label.status).toBe('purchased');
    expect((await balanceOf(seller)).availableCents).toBe(before.availableCents - label.feeCents);
    await ledgerInvariants(t.database.db);
  });

  it('voids once, then credits the refund exactly once when the carrier settles it', async () => {
    const label = await aBoughtLabel(seller);
    const afterBuy = await balanceOf(seller);
    const voided = await business('/label_center/void', seller.token, { id: label.id });
    expect(voided.code, voided.msg).toBe(200);
    expect((voided.data as LabelRow).status).toBe('refund_pending');
    const again = await business('/label_center/void', seller.token, { id: label.id });
    expect(again.code).toBe(409);
    expect(again.msg).toBe('This label has already been voided');
    await pollLabelRefunds(t.database.db, t.config);
    expect(await balanceOf(seller)).toEqual(afterBuy);

    advanceFileClock(clockFile, REFUND_SETTLE_MS + 60_000);
    await pollLabelRefunds(t.database.db, t.config);
    await pollLabelRefunds(t.database.db, t.config);
    const row = (await business('/label_center/get', seller.token, undefined, { id: String(label.id) }))
      .data as LabelRow;
    expect(row.status).toBe('refunded');
    expect((await balanceOf(seller)).availableCents).toBe(afterBuy.availableCents + label.feeCents);
    const refunds = await t.database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('seller_id', '=', seller.id)
      .where('fee_type', '=', FeeType.labelRefund)
      .execute();
    expect(refunds).toHaveLength(1);
    await ledgerInvariants(t.database.db);
  });

  it('refuses to void a label the carrier has scanned, and changes nothing', async () => {
    const label = await aBoughtLabel(seller);
    advanceFileClock(clockFile, FIRST_SCAN_AFTER_MS + 60_000);
    const before = await balanceOf(seller);
    const answer = await business('/label_center/void', seller.token, { id: label.id });
    expect(answer.code).toBe(409);
    expect(answer.msg).toMatch(/scanned/);
    const row = (await business('/label_center/get', seller.token, undefined, { id: String(label.id) }))
      .data as LabelRow;
    expect(row.status).toBe('purchased');
    expect(await balanceOf(seller)).toEqual(before);
  });

  it("answers 404 to a seller reading, voiding or printing another seller's label", async () => {
    const label = await aBoughtLabel(seller);
    const id = String(label.id);
    expect((await business('/label_center/get', other.token, undefined, { id })).code).toBe(404);
    expect((await business('/label_center/void', other.token, { id: label.id })).code).toBe(404);
    expect((await business('/label_center/print', other.token, undefined, { id })).code).toBe(404);
    const list = await business('/label_center/list', other.token, {});
    expect((list.data as { data: LabelRow[] }).data.map((l) => l.id)).not.toContain(label.id);
  });

  it('prints a bought label as a 4in x 6in PDF and as ZPL', async () => {
    const label = await aBoughtLabel(seller);
    const pdf = await business('/label_center/print', seller.token, undefined, { id: String(label.id) });
    expect(pdf.raw.statusCode).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zpl = await business('/label_center/print', seller.token, undefined, {
      id: String(label.id),
      format: 'zpl',
    });
    expect(zpl.raw.payload).toContain(label.trackingNumber);
    expect(zpl.raw.payload).toContain('SIMULATED LABEL');
  });

  it("shows the admin every seller's labels and buys for the platform's self-operated account", async () => {
    const root = await rootToken(t.app);
    const admin = (url: string, body?: unknown) =>
      call(t.app, { url: `/api/admin${url}`, token: root, body });
    const all = await admin('/label_center/list', { sellerId: other.id });
    expect(all.code, all.msg).toBe(200);
    const rates = await admin('/label_center/rates', aRateRequest());
    expect(rates.code, rates.msg).toBe(200);
    // The self-operated account has no money yet: the purchase is refused with the shortfall.
    const r = rates.data as LabelRates;
    const bought = await admin('/label_center/buy', {
      idempotencyKey: 'admin-key-1',
      shipmentId: r.shipmentId,
      rateId: r.rates[0].id,
    });
    expect(bought.code).toBe(409);
  });
});
