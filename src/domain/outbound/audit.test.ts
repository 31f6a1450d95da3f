import { describe, expect, it } from 'vitest';
import { WAITING_TO_LEAVE } from './audit';
import { parseOddNo, isOpenStatus, orderOddNo } from './kinds';
import { ORDER_KINDS } from './kind-codes';

describe('order numbers and OutboundTask', () => {
  it('reads every kind and id back from the order number orderOddNo makes', () => {
    for (const kind of ORDER_KINDS)
      for (const id of [1, 42, 99_999_999]) expect(parseOddNo(orderOddNo(kind, id))).toEqual({ kind, id });
  });

  it('does not take what is not an order number', () => {
    for (const text of ['', 'RS', 'XX00000001', 'RS0000001', 'RS00000000', 'OC1', '12345678']) {
      expect(parseOddNo(text)).toBeNull();
    }
  });

  it('lists as waiting to leave only statuses in which the order still holds its pairs', () => {
    for (const [kind, statuses] of Object.entries(WAITING_TO_LEAVE))
      for (const status of statuses) expect(isOpenStatus(Number(kind) as never, status)).toBe(true);
  });
});
