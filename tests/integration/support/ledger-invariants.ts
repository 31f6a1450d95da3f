import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../../src/server/db/schema';

/**
 * The ledger's invariants, read back from the database: every entry's postings sum to zero (at least
 * two of them), every account's kept balance equals the sum of its postings, no seller balance is
 * negative. Returns the journal as text, to show later that no entry or posting changed. With
 * `sellerIds`, the entry checks and the journal cover only those sellers' entries (balances: all).
 */
export async function ledgerInvariants(db: Kysely<DB>, sellerIds?: number[]): Promise<Map<number, string>> {
  const scope = sellerIds ? sql`e.seller_id in (${sql.join(sellerIds)})` : sql`true`;
  const unbalanced = await sql<{ entry_id: number }>`
    select e.id as entry_id from ledger_entries e
    left join ledger_postings p on p.entry_id = e.id
    where ${scope}
    group by e.id having coalesce(sum(p.amount_cents), 0) <> 0 or count(p.id) < 2`.execute(db);
  expect(unbalanced.rows, 'entries whose postings do not sum to zero').toEqual([]);

  const drift = await sql<{ account_id: number; kept: string; posted: string }>`
    select a.id as account_id, coalesce(b.kept, 0)::text as kept, coalesce(p.posted, 0)::text as posted
    from ledger_accounts a
    left join (select account_id, sum(balance_cents) as kept from ledger_balances group by account_id) b
      on b.account_id = a.id
    left join (select account_id, sum(amount_cents) as posted from ledger_postings group by account_id) p
      on p.account_id = a.id
    where coalesce(b.kept, 0) <> coalesce(p.posted, 0)`.execute(db);
  expect(drift.rows, 'accounts whose balance is not the sum of their postings').toEqual([]);

  const negative = await sql<{ account_id: number }>`
    select account_id from ledger_balances
    where kind in ('seller_available', 'seller_held') and balance_cents < 0`.execute(db);
  expect(negative.rows, 'negative seller balances').toEqual([]);

  const journal = await sql<{ id: number; text: string }>`
    select e.id, (row_to_json(e)::text || coalesce(
      (select string_agg(row_to_json(p)::text, ',' order by p.id) from ledger_postings p where p.entry_id = e.id), ''))
      as text
    from ledger_entries e where ${scope}`.execute(db);
  return new Map(journal.rows.map((r) => [r.id, r.text]));
}

/** Every entry of `before` is still there, unchanged (entries are never updated or deleted). */
export function expectJournalKept(before: Map<number, string>, after: Map<number, string>): void {
  for (const [id, text] of before) expect(after.get(id), `entry ${id} changed`).toBe(text);
}
