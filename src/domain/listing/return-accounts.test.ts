import { describe, expect, it } from 'vitest';
import { defaultReturnAccount, returnAccountCreateRequest, returnAddressLine } from './return-accounts';

const account = (
  id: number,
  over: Partial<{ marketplace: 'stockx' | 'ebay'; wareId: number | null; active: boolean }>,
) => ({
  id,
  marketplace: 'stockx' as const,
  wareId: null,
  active: true,
  ...over,
});

describe('return accounts', () => {
  it("chooses the pair's warehouse's account, else one for every warehouse, else the first active one", () => {
    const accounts = [
      account(1, { wareId: 7 }),
      account(2, { wareId: null }),
      account(3, { wareId: 9 }),
      account(4, { wareId: 9, active: false }),
      account(5, { marketplace: 'ebay', wareId: 9 }),
    ];
    expect(defaultReturnAccount(accounts, 'stockx', 9)?.id).toBe(3);
    expect(defaultReturnAccount(accounts, 'stockx', 8)?.id).toBe(2);
    expect(defaultReturnAccount(accounts, 'stockx', null)?.id).toBe(2);
    expect(defaultReturnAccount([accounts[0], accounts[2]], 'stockx', 8)?.id).toBe(1);
    expect(defaultReturnAccount(accounts, 'ebay', 1)?.id).toBe(5);
    expect(defaultReturnAccount([account(6, { active: false })], 'stockx', null)).toBeNull();
  });

  it('names every missing or malformed field and upper-cases the country', () => {
    const parsed = returnAccountCreateRequest.safeParse({
      marketplace: 'amazon',
      accountName: '',
      accountRef: 'X',
      contactName: 'Desk',
      email: 'not-mail',
      street1: '1 Main St',
      city: 'Newark',
      state: 'NJ',
      zip: '07102',
      country: 'USA',
    });
    expect(parsed.success).toBe(false);
    const fields = parsed.error?.issues.map((i) => i.path[0]).sort();
    expect(fields).toEqual(['accountName', 'country', 'email', 'marketplace']);
    const ok = returnAccountCreateRequest.parse({
      marketplace: 'ebay',
      accountName: 'A',
      accountRef: 'B',
      contactName: 'C',
      street1: '1 Main St',
      city: 'Newark',
      state: 'NJ',
      zip: '07102',
      country: 'us',
    });
    expect(ok).toMatchObject({ country: 'US', active: true });
  });

  it('writes a return address on one line, with the second street line only when there is one', () => {
    const a = {
      contactName: 'Desk',
      street1: '1 Main St',
      street2: '',
      city: 'Newark',
      state: 'NJ',
      zip: '07102',
      country: 'US',
    };
    expect(returnAddressLine(a)).toBe('Desk, 1 Main St, Newark, NJ 07102, US');
    expect(returnAddressLine({ ...a, street2: 'Dock 3' })).toBe(
      'Desk, 1 Main St Dock 3, Newark, NJ 07102, US',
    );
  });
});
