import { describe, expect, it } from 'vitest';
import {
  InspectionGrade,
  INSPECTION_GRADE_LABEL,
  INSPECTION_GRADES,
  inspectItemInput,
  REJECT_REASONS,
} from '../inspection/inspection';
import {
  centsToDollars,
  dollarsToCents,
  formatOneId,
  parseOneId,
  shelveItemInput,
  storageDays,
} from '../kernel/products';
import {
  actionTimeOf,
  canonicalJson,
  CLOCK_SKEW_TOLERANCE_MS,
  hashedPartOf,
  isNewerShelving,
  OP_ACCESS,
  SYNC_OP_TYPES,
  syncRequest,
} from './sync';

describe('sync protocol rules', () => {
  it('hashes the same payload the same way whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    const op = {
      type: 'receiveParcel',
      createdAt: '2025-01-01T00:00:00.000Z',
      payload: { wareId: 1, logNo: 'ABCDEFGH1' },
    };
    expect(hashedPartOf(op)).toBe(hashedPartOf({ ...op, payload: { logNo: 'ABCDEFGH1', wareId: 1 } }));
    expect(hashedPartOf(op)).not.toBe(hashedPartOf({ ...op, payload: { wareId: 2, logNo: 'ABCDEFGH1' } }));
  });

  it("trusts the device's clock unless it runs ahead of the server", () => {
    const now = new Date('2025-06-01T12:00:00Z');
    expect(actionTimeOf('2025-06-01T10:00:00Z', now).toISOString()).toBe('2025-06-01T10:00:00.000Z');
    expect(
      actionTimeOf(new Date(now.getTime() + CLOCK_SKEW_TOLERANCE_MS - 1).toISOString(), now).getTime(),
    ).toBeGreaterThan(now.getTime());
    expect(actionTimeOf('2025-06-02T12:00:00Z', now)).toEqual(now);
  });

  it('lets the newest shelving win, ties broken by op id', () => {
    const t = (iso: string) => new Date(iso);
    expect(isNewerShelving({ at: t('2025-01-01T10:00:00Z'), key: 'a' }, { at: null, key: null })).toBe(true);
    expect(
      isNewerShelving(
        { at: t('2025-01-01T10:00:01Z'), key: 'a' },
        { at: t('2025-01-01T10:00:00Z'), key: 'z' },
      ),
    ).toBe(true);
    expect(
      isNewerShelving(
        { at: t('2025-01-01T09:59:59Z'), key: 'z' },
        { at: t('2025-01-01T10:00:00Z'), key: 'a' },
      ),
    ).toBe(false);
    expect(
      isNewerShelving(
        { at: t('2025-01-01T10:00:00Z'), key: 'b' },
        { at: t('2025-01-01T10:00:00Z'), key: 'a' },
      ),
    ).toBe(true);
    expect(
      isNewerShelving(
        { at: t('2025-01-01T10:00:00Z'), key: 'a' },
        { at: t('2025-01-01T10:00:00Z'), key: 'a' },
      ),
    ).toBe(false);
  });

  it('caps a batch at 500 ops and names the grant each op type needs', () => {
    const op = {
      opId: crypto.randomUUID(),
      seq: 1,
      type: 'receiveParcel',
      createdAt: new Date().toISOString(),
      payload: {},
    };
    expect(syncRequest.safeParse({ deviceId: 'tablet-0001', ops: Array(500).fill(op) }).success).toBe(true);
    expect(syncRequest.safeParse({ deviceId: 'tablet-0001', ops: Array(501).fill(op) }).success).toBe(false);
    expect(syncRequest.safeParse({ deviceId: 'x', ops: [] }).success).toBe(false);
    expect(SYNC_OP_TYPES.map((t) => OP_ACCESS[t].code)).toEqual([
      '700102',
      '700103',
      '700105',
      '700104',
      '700107',
      '700107',
      '700106',
      '700108',
      '700108',
      '700108',
      '700108',
    ]);
  });
});

describe('inspection and product rules', () => {
  it('offers the eight grades in the spec order, each with a label', () => {
    expect(INSPECTION_GRADES).toEqual([1, 5, 2, 6, 7, 8, 3, 4]);
    expect(INSPECTION_GRADES.every((g) => INSPECTION_GRADE_LABEL[g].startsWith('inspection:grade.'))).toBe(
      true,
    );
    expect(REJECT_REASONS).toHaveLength(15);
    expect(inspectItemInput.safeParse({ logNo: 'ABCDEFGH1', grade: 9 }).success).toBe(false);
    expect(inspectItemInput.parse({ logNo: 'ABCDEFGH1', grade: InspectionGrade.fake })).toMatchObject({
      photos: [],
      checkRemark: '',
    });
  });

  it('reads ONE IDs of 8 to 15 digits and nothing else', () => {
    expect(parseOneId(formatOneId(10_000_001))).toBe(10_000_001);
    expect(parseOneId(' 123456789012345 ')).toBe(123_456_789_012_345);
    for (const bad of ['1234567', '01234567', 'W1-A-01', '1234567890123456', ''])
      expect(parseOneId(bad), bad).toBeNull();
  });

  it('shelves onto a shelf id, the pseudo shelf -2 or a scanned code, never both', () => {
    expect(shelveItemInput.safeParse({ oneId: '10000001', shelfId: -2 }).success).toBe(true);
    expect(shelveItemInput.safeParse({ oneId: '10000001', shelfId: -3 }).success).toBe(false);
    expect(shelveItemInput.safeParse({ oneId: '10000001', shelfCode: 'W1-A-01' }).success).toBe(true);
    expect(shelveItemInput.safeParse({ oneId: '10000001', shelfId: 4, shelfCode: 'W1-A-01' }).success).toBe(
      false,
    );
    expect(shelveItemInput.safeParse({ oneId: '10000001' }).success).toBe(false);
  });

  it('keeps money in cents and counts the day an item came in as its first storage day', () => {
    expect(centsToDollars(12345)).toBe('123.45');
    expect(centsToDollars(-5)).toBe('-0.05');
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(storageDays(new Date('2025-01-01T10:00:00Z'), new Date('2025-01-01T11:00:00Z'))).toBe(1);
    expect(storageDays(new Date('2025-01-01T10:00:00Z'), new Date('2025-01-03T10:00:00Z'))).toBe(3);
  });
});
