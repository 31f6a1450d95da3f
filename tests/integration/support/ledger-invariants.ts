import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { DB } from '../../../src/server/db/schema';

/**
 * The ledger's invariants, read back from the database: every entry's postings sum to zero (at least
 * two of them), every account's kept balance equals the sum of its postings, no seller balance is
 * negative, and the daily totals the database keeps (migration 0103) are the journal summed by GMT day,
 * fee type and kind, to the cent. Returns the journal as text, to show later that no entry or posting changed. With
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

  const rollupDrift = await sql<{ day: string; fee_type: number; kind: string }>`
    select coalesce(t.day, e.day) as day, coalesce(t.fee_type, e.fee_type) as fee_type,
      coalesce(t.kind, e.kind) as kind
    from (select to_char(day, 'YYYY-MM-DD') as day, fee_type, kind, sum(entry_count) as n,
            sum(amount_cents) as cents
          from ledger_daily_totals group by day, fee_type, kind) t
    full join (select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, fee_type, kind,
            count(*) as n, sum(amount_cents) as cents
          from ledger_entries group by 1, 2, 3) e
      on e.day = t.day and e.fee_type = t.fee_type and e.kind = t.kind
    where t.n is distinct from e.n or t.cents is distinct from e.cents`.execute(db);
  expect(rollupDrift.rows, 'daily totals that differ from the journal').toEqual([]);

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
