import { describe, expect, it } from 'vitest';
import { bulkBatchText, bulkDuplicateKey, bulkRowSchema, bulkTotalCents } from './bulk';
import type { BulkRow } from './bulk';

const row = (amount: string, userCode = 'U100001', reason = 'Lost parcel') =>
  bulkRowSchema.safeParse({ userCode, amount, reason });
const messagesOf = (amount: string) => {
  const parsed = row(amount);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('a bulk sheet row', () => {
  it('reads dollars as whole cents, trimming the cells', () => {
    expect(row(' 25 ', ' U100001 ', ' Lost parcel ')).toEqual({
      success: true,
      data: { userCode: 'U100001', amount: 2_500, reason: 'Lost parcel' },
    });
    expect(row('0.01').data?.amount).toBe(1);
    expect(row('10000000.00').data?.amount).toBe(1_000_000_000);
    expect(row('12.50').data?.amount).toBe(1_250);
  });

  it('names each bad amount by a message key of the imports namespace', () => {
    expect(messagesOf('0')).toEqual(['imports:cell.amountNotPositive']);
    expect(messagesOf('0.00')).toEqual(['imports:cell.amountNotPositive']);
    expect(messagesOf('-5')).toEqual(['imports:cell.amountNotPositive']);
    expect(messagesOf('1.005')).toEqual(['imports:cell.amountFractionalCents']);
    expect(messagesOf('10000000.01')).toEqual(['imports:cell.amountTooLarge']);
    expect(messagesOf('99999999999')).toEqual(['imports:cell.amountTooLarge']);
    expect(messagesOf('ten dollars')).toEqual(['imports:cell.amountNotANumber']);
    expect(messagesOf('')).toEqual(['imports:cell.amountNotANumber']);
    expect(messagesOf('1e3')).toEqual(['imports:cell.amountNotANumber']);
  });

  it('wants a user code and a reason', () => {
    expect(row('1.00', '  ').success).toBe(false);
    expect(row('1.00', 'U1', '').success).toBe(false);
    expect(row('1.00', 'U1', 'x'.repeat(501)).success).toBe(false);
  });
});

describe('a bulk batch', () => {
  const rows: BulkRow[] = [
    { userCode: 'U100001', amount: 2_500, reason: 'Lost   parcel' },
    { userCode: 'u100002', amount: 750, reason: 'Goodwill' },
  ];

  it('counts a seller once whatever the case of the code', () => {
    expect(bulkDuplicateKey(rows[0])).toBe(bulkDuplicateKey({ ...rows[0], userCode: 'u100001' }));
    expect(bulkDuplicateKey(rows[0])).not.toBe(bulkDuplicateKey(rows[1]));
  });

  it('is the same batch when only the letter case of codes or the spaces of reasons differ', () => {
    const same = [
      { ...rows[0], userCode: 'u100001', reason: 'Lost parcel' },
      { ...rows[1], userCode: 'U100002' },
    ];
    expect(bulkBatchText('deposit', same)).toBe(bulkBatchText('deposit', rows));
  });

  it('is another batch for another kind, amount, seller or order of rows', () => {
    const text = bulkBatchText('deposit', rows);
    expect(bulkBatchText('deduction', rows)).not.toBe(text);
    expect(bulkBatchText('deposit', [{ ...rows[0], amount: 2_501 }, rows[1]])).not.toBe(text);
    expect(bulkBatchText('deposit', [rows[1], rows[0]])).not.toBe(text);
  });

  it('adds its rows up in cents', () => {
    expect(bulkTotalCents(rows)).toBe(3_250);
  });
});
