import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelRates } from '../../src/domain/labels/label-center';
import type { WalletSummary } from '../../src/domain/wallet/wallet';
import { aBulkUpload, multipartFiles } from '../fixtures/bulk-dropship';
import { aRateRequest } from '../fixtures/labels';
import { aLabelPdf, anOutboundWorld, fund, pairs } from '../fixtures/outbound';
import type { OutboundWorld } from '../fixtures/outbound';
import { aDrawAccount, aPicture, walletClient } from '../fixtures/wallet-applications';
import { call, createTestApp, testEngines } from './support/test-app';
import type { CallResult, TestApp } from './support/test-app';

/**
 * The client's request key on every request that moves money or creates a record (issue 24): a resend
 * answers the first result and makes nothing; the same key with another body is a 409 in the caller's
 * language; 20 parallel sends of one key make one record and hold money once; a bad key is a 400.
 */

const ADDRESS = { name: 'Ann Seller', street1: '9 Home Rd', city: 'Reno', state: 'NV', zip: '89501' };
const PARALLEL = 20;
const aKey = () => `rk-${crypto.randomUUID()}`;

type Sent = (body: Record<string, unknown>, language?: 'en_us' | 'zh_cn') => Promise<CallResult>;

describe.each(testEngines())('client request keys on %s', { timeout: 240_000 }, (engine) => {
  let t: TestApp;
  let w: OutboundWorld;
  let clockFile: string;

  beforeAll(async () => {
    clockFile = path.join(os.tmpdir(), `request-keys-clock-${engine}-${process.pid}.json`);
    fs.rmSync(clockFile, { force: true });
    t = await createTestApp(engine, { CARRIER_SIMULATOR_CLOCK_FILE: clockFile });
    w = await anOutboundWorld(t);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const seller = (
    url: string,
    body?: unknown,
    language: 'en_us' | 'zh_cn' = 'en_us',
    token = w.seller.token,
  ) => call(t.app, { url: `/api/business${url}`, token, body, headers: { language } });
  const summary = async () => (await seller('/wallet/summary')).data as WalletSummary;
  const post =
    (url: string): Sent =>
    (body, language) =>
      seller(url, body, language);

  async function countOf(table: 'wallet_applications' | 'outbound_orders' | 'shipping_labels') {
    const column = table === 'outbound_orders' ? 'shop_user_id' : 'seller_id';
    const r = await db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', w.seller.id)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * The same key twice answers the first result; the same key with `other` is a 409 in both languages.
   * `moving`: fields of the record a background job may have moved on between the two answers (a
   * label's purchase runs as a job), left out of the comparison.
   */
  async function resendsOnce(
    send: Sent,
    body: Record<string, unknown>,
    other: Record<string, unknown>,
    count: () => Promise<number>,
    moving: string[] = [],
  ) {
    const before = await count();
    const first = await send(body);
    expect(first.code, first.msg).toBe(200);
    const again = await send(body);
    expect(again.code, again.msg).toBe(200);
    const fixed = (data: unknown) =>
      Object.fromEntries(Object.entries(data as object).filter(([key]) => !moving.includes(key)));
    expect(fixed(again.data)).toEqual(fixed(first.data));
    expect(await count()).toBe(before + 1);
    const changed = await send({ ...other, requestKey: body.requestKey });
    expect(changed.status).toBe(409);
    expect(changed.msg).toBe(
      'This request was already sent with different content; open the form again and send it anew',
    );
    const changedZh = await send({ ...other, requestKey: body.requestKey }, 'zh_cn');
    expect(changedZh.status).toBe(409);
    expect(changedZh.msg).toBe('此请求已用不同的内容提交过，请重新打开表单后再提交');
    expect(await count()).toBe(before + 1);
    return first.data as { id: number };
  }

  /** 20 sends of one key at once: all answer the same record, and exactly one is made. */
  async function parallelOnce(send: Sent, body: Record<string, unknown>, count: () => Promise<number>) {
    const before = await count();
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => send(body)));
    for (const a of answers) expect(a.code, a.msg).toBe(200);
    expect(new Set(answers.map((a) => (a.data as { id: number }).id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
    return answers[0].data as { id: number };
  }

  async function aProof(): Promise<string> {
    const proof = await walletClient(t.app).upload(w.seller, aPicture());
    expect(proof.code, proof.msg).toBe(200);
    return proof.data;
  }

  describe('recharge apply', () => {
    const send = () => post('/wallet/recharge/apply');
    const recharge = (proofUrl: string, amount = '100.00') => ({
      currency: 'USD',
      paymentMethod: 1,
      amount,
      transferReference: 'TT-REQUEST-KEY',
      proofUrl,
      requestKey: aKey(),
    });
    const applications = () => countOf('wallet_applications');

    it('answers a resend with the first application and a changed body with 409', async () => {
      const body = recharge(await aProof());
      await resendsOnce(send(), body, { ...body, amount: '200.00' }, applications);
    });

    it('makes one application of 20 parallel sends of one key', async () => {
      await parallelOnce(send(), recharge(await aProof()), applications);
    });

    it('refuses a key too short, too long or malformed with a 400 naming the field, and makes nothing', async () => {
      const before = await applications();
      const proofUrl = await aProof();
      for (const requestKey of ['short', 'k'.repeat(101), 'two words here']) {
        const r = await send()({ ...recharge(proofUrl), requestKey });
        expect(r.status).toBe(400);
        expect(r.msg).toContain('requestKey');
      }
      expect(await applications()).toBe(before);
      const fine = await send()({ ...recharge(proofUrl), requestKey: 'web-Form_1.2:3' });
      expect(fine.code, fine.msg).toBe(200);
    });

    it("keeps one seller's key apart from another's", async () => {
      const body = recharge(await aProof());
      const mine = await seller('/wallet/recharge/apply', body);
      expect(mine.code, mine.msg).toBe(200);
      const proof2 = await walletClient(t.app).upload(w.seller2, aPicture());
      const theirs = await seller(
        '/wallet/recharge/apply',
        { ...body, proofUrl: proof2.data },
        'en_us',
        w.seller2.token,
      );
      expect(theirs.code, theirs.msg).toBe(200);
      expect((theirs.data as { id: number }).id).not.toBe((mine.data as { id: number }).id);
    });
  });

  describe('withdrawal apply', () => {
    const send = () => post('/wallet/withdrawal/apply');
    const applications = () => countOf('wallet_applications');
    async function withdrawal(amount = '60.00') {
      return {
        amount,
        method: 2,
        drawAccountId: await aDrawAccount(walletClient(t.app), w.seller, 2),
        password: w.seller.password,
        requestKey: aKey(),
      };
    }

    it('answers a resend with the first application and a changed body with 409; holds once', async () => {
      await fund(db(), w.seller.id, 200_00);
      const before = await summary();
      const body = await withdrawal();
      await resendsOnce(send(), body, { ...body, amount: '70.00' }, applications);
      expect(await summary()).toEqual({
        availableCents: before.availableCents - 60_00,
        heldCents: before.heldCents + 60_00,
        totalCents: before.totalCents,
      });
    });

    it('makes one application of 20 parallel sends of one key and holds the amount once', async () => {
      await fund(db(), w.seller.id, 100_00);
      const before = await summary();
      await parallelOnce(send(), await withdrawal('55.00'), applications);
      expect(await summary()).toEqual({
        availableCents: before.availableCents - 55_00,
        heldCents: before.heldCents + 55_00,
        totalCents: before.totalCents,
      });
    });
  });

  describe('order create', () => {
    const orders = () => countOf('outbound_orders');
    const available = (count: number) => pairs(db(), count, w.seller.id, w.ware.id);
    const kinds: {
      name: string;
      url: string;
      body: (oneIds: string[]) => Promise<Record<string, unknown>>;
    }[] = [
      {
        name: 'ship with label (kind 3)',
        url: '/outbound/shipWithLabel/create',
        body: async (oneIds) => ({
          items: await Promise.all(
            oneIds.map(async (oneId) => ({ oneId, labelFile: await aLabelPdf(t.app, w.seller.token) })),
          ),
        }),
      },
      {
        name: 'reship (kind 4)',
        url: '/outbound/reship/create',
        body: async (oneIds) => ({ oneIds, address: ADDRESS, remark: 'home' }),
      },
      { name: 'cash out (kind 5)', url: '/outbound/cashOut/create', body: async (oneIds) => ({ oneIds }) },
      {
        name: 'switch user (kind 7)',
        url: '/outbound/switchUser/create',
        body: async (oneIds) => ({ oneIds, toUid: w.seller2.uid }),
      },
    ];

    describe.each(kinds)('$name', (kind) => {
      it('answers a resend with the first order and another body with 409', async () => {
        const body = { ...(await kind.body(await available(1))), requestKey: aKey() };
        const other = await kind.body(await available(1));
        const first = await resendsOnce(post(kind.url), body, other, orders);
        expect(first.id).toBeGreaterThan(0);
      });

      it('makes one order of 20 parallel sends of one key and moves no money', async () => {
        const before = await summary();
        const body = { ...(await kind.body(await available(2))), requestKey: aKey() };
        await parallelOnce(post(kind.url), body, orders);
        expect(await summary()).toEqual(before);
      });
    });

    it('refuses a malformed key with a 400 naming the field, and makes nothing', async () => {
      const before = await orders();
      const oneIds = await available(1);
      const r = await seller('/outbound/cashOut/create', { oneIds, requestKey: 'no spaces!' });
      expect(r.status).toBe(400);
      expect(r.msg).toContain('requestKey');
      expect(await orders()).toBe(before);
      const fine = await seller('/outbound/cashOut/create', { oneIds, requestKey: aKey() });
      expect(fine.code, fine.msg).toBe(200);
    });
  });

  describe('bulk dropship create', () => {
    const uploads = async () => {
      const r = await db()
        .selectFrom('outbound_bulk_uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('shop_user_id', '=', w.seller.id)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    };
    const sendFiles =
      (files: { sheet: Buffer; zip: Buffer }): Sent =>
      (body, language = 'en_us') => {
        const form = multipartFiles([
          { name: 'orders.xlsx', bytes: files.sheet },
          { name: 'labels.zip', bytes: files.zip },
        ]);
        return call(t.app, {
          url: '/api/business/outbound/bulkDropship/create',
          token: w.seller.token,
          method: 'POST',
          query: { requestKey: String(body.requestKey) },
          headers: { 'content-type': form.contentType, language },
          body: form.payload,
        });
      };
    const idOf = (r: CallResult) => (r.data as { upload: { id: number } }).upload.id;

    it('answers a resend with the first upload, and the same key with other files with 409', async () => {
      const upload = await aBulkUpload(await available(2));
      const requestKey = aKey();
      const before = await uploads();
      const first = await sendFiles(upload)({ requestKey });
      expect(first.code, first.msg).toBe(200);
      const again = await sendFiles(upload)({ requestKey });
      expect(again.data).toEqual(first.data);
      const other = await aBulkUpload(await available(1));
      const changed = await sendFiles(other)({ requestKey });
      expect(changed.status).toBe(409);
      expect(changed.msg).toBe(
        'This request was already sent with different content; open the form again and send it anew',
      );
      expect((await sendFiles(other)({ requestKey }, 'zh_cn')).msg).toBe(
        '此请求已用不同的内容提交过，请重新打开表单后再提交',
      );
      expect(await uploads()).toBe(before + 1);
    });

    it('makes one upload of 20 parallel sends of one key', async () => {
      const upload = await aBulkUpload(await available(2));
      const requestKey = aKey();
      const before = await uploads();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, () => sendFiles(upload)({ requestKey })),
      );
      for (const a of answers) expect(a.code, a.msg).toBe(200);
      expect(new Set(answers.map(idOf)).size).toBe(1);
      expect(await uploads()).toBe(before + 1);
    });

    it('refuses a malformed key with a 400 naming the field', async () => {
      const upload = await aBulkUpload(await available(1));
      const r = await sendFiles(upload)({ requestKey: 'x' });
      expect(r.status).toBe(400);
      expect(r.msg).toContain('requestKey');
    });

    function available(count: number) {
      return pairs(db(), count, w.seller.id, w.ware.id);
    }
  });

  describe('label purchase', () => {
    const labels = () => countOf('shipping_labels');
    async function rates(): Promise<LabelRates> {
      const r = await seller('/label_center/rates', aRateRequest({ signature: 1 }));
      expect(r.code, r.msg).toBe(200);
      return r.data as LabelRates;
    }
    const purchase = (q: LabelRates, rate = 0) => ({
      idempotencyKey: aKey(),
      shipmentId: q.shipmentId,
      rateId: q.rates[rate].id,
    });
    // The label center names its key idempotencyKey; the rule is the same as requestKey's.
    const send: Sent = (body, language) =>
      seller(
        '/label_center/buy',
        { ...body, idempotencyKey: body.requestKey, requestKey: undefined },
        language,
      );

    it('answers a resend with the first label and another rate with 409', async () => {
      const q = await rates();
      const body = purchase(q);
      await resendsOnce(
        send,
        { ...body, requestKey: body.idempotencyKey },
        { ...body, rateId: q.rates[1].id },
        labels,
        // The purchase job may have bought it meanwhile: the resend answers the same label, now bought.
        ['status', 'purchasedAt', 'trackingNumber', 'trackingUrl', 'failureReason'],
      );
    });

    it('buys one label of 20 parallel sends of one key and holds its fee once', async () => {
      await fund(db(), w.seller.id, 100_00);
      const before = await summary();
      const q = await rates();
      const body = purchase(q);
      const label = (await parallelOnce(send, { ...body, requestKey: body.idempotencyKey }, labels)) as {
        id: number;
        feeCents: number;
      };
      const after = await summary();
      expect(after.availableCents).toBe(before.availableCents - label.feeCents);
    });
  });
});
