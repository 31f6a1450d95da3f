import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantFlow } from '../../src/domain/wallet/statement';
import { FeeType } from '../../src/domain/wallet/wallet';
import { rootToken } from '../fixtures/accounts';
import { loggedInUser } from '../fixtures/users';
import { downloadedRows, finishedDownload } from './support/downloads';
import { call, createTestApp, testEngines } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * Internal notes do not reach the seller (issue 24 item 7): the ledger's note is the platform's
 * bookkeeping, answered in the admin's MerchantFlow and its export, never in the seller's wallet.
 */
const NOTE = 'Storage of DS00000042, charged as shipping fee';

describe.each(testEngines())(
  "the seller's wallet answers without internal notes on %s",
  { timeout: 120_000 },
  (engine) => {
    let t: TestApp;
    let root: string;
    let seller: { id: number; token: string };
    let entryId: number;

    beforeAll(async () => {
      t = await createTestApp(engine);
      root = await rootToken(t.app);
      seller = await loggedInUser(t.app, t.database.db);
      for (const [direction, amount, feeType] of [
        ['deposit', '50.00', FeeType.userRecharge],
        ['deduction', '4.20', FeeType.shippingFee],
      ] as const) {
        const r = await call(t.app, {
          url: '/api/admin/finance/charge_deduction',
          token: root,
          body: { sellerId: seller.id, direction, amount, feeType, reason: NOTE },
        });
        expect(r.code, r.msg).toBe(200);
        entryId = (r.data as { entry: { id: number } }).entry.id;
      }
    });
    afterAll(() => t.close());

    it("leaves the note out of the seller's transaction list and transaction", async () => {
      const list = await call(t.app, {
        url: '/api/business/wallet/transaction/list',
        token: seller.token,
        body: {},
      });
      expect(list.code, list.msg).toBe(200);
      const rows = (list.data as { data: Record<string, unknown>[] }).data;
      expect(rows.map((r) => r.feeType)).toEqual([FeeType.shippingFee, FeeType.userRecharge]);
      expect(JSON.stringify(list.data)).not.toContain('charged as shipping fee');
      expect(rows.every((r) => !('note' in r))).toBe(true);

      const one = await call(t.app, {
        url: `/api/business/wallet/transaction/get?id=${entryId}`,
        token: seller.token,
      });
      expect(one.code, one.msg).toBe(200);
      expect((one.data as { id: number }).id).toBe(entryId);
      expect(JSON.stringify(one.data)).not.toContain('charged as shipping fee');
    });

    it("leaves the note out of the seller's export, and keeps it in the admin's MerchantFlow", async () => {
      const added = await call(t.app, {
        url: '/api/business/wallet/transaction/export',
        token: seller.token,
        body: {},
      });
      expect(added.code, added.msg).toBe(200);
      const { id, downloadUrl } = added.data as { id: number; downloadUrl: string };
      await finishedDownload(t.app, 'business', seller.token, id);
      const sheet = await downloadedRows(t.app, downloadUrl, seller.token);
      expect(sheet).toHaveLength(3);
      expect(JSON.stringify(sheet)).not.toContain('charged as shipping fee');
      expect(sheet[0]).not.toContain('Note');

      const flow = await call(t.app, {
        url: '/api/admin/finance/merchant_flow',
        token: root,
        body: { sellerId: seller.id, beginTime: '2000-01-01T00:00:00Z', endTime: '2100-01-01T00:00:00Z' },
      });
      expect(flow.code, flow.msg).toBe(200);
      expect((flow.data as MerchantFlow).data.map((r) => r.note)).toEqual([NOTE, NOTE]);
    });
  },
);
