import { sql } from 'kysely';
import type { Insertable, RawBuilder, Transaction } from 'kysely';
import type { Balance } from '../../../domain/wallet/wallet';
import type { AccountRef, Posting } from '../../../domain/wallet/ledger';
import type { DB } from '../../db/schema';
import type { LedgerEntriesTable } from '../../db/wallet-tables';
import type { AuditRow } from '../../kernel/audit-log';
import type { EntryRow } from './ledger-entry-rows';
import { sellerOrNotFound } from './ledger-queries';

/** The ledger's accounts and balances: the seller's locked rows, and the entry whose postings move them. */

type Trx = Transaction<DB>;

export type SellerAccounts = { availableId: number; heldId: number; balance: Balance };

/** Locks the seller's balance rows (available, then held), creating the accounts on first use. */
export async function lockSellerAccounts(trx: Trx, sellerId: number): Promise<SellerAccounts> {
  let rows = await selectSellerRowsForUpdate(trx, sellerId);
  if (rows.length < 2) {
    await openSellerAccounts(trx, sellerId);
    rows = await selectSellerRowsForUpdate(trx, sellerId);
  }
  const availableRow = rows.find((r) => r.kind === 'seller_available');
  const heldRow = rows.find((r) => r.kind === 'seller_held');
  if (!availableRow || !heldRow) throw new Error(`ledger accounts of seller ${sellerId} are incomplete`);
  return {
    availableId: availableRow.account_id,
    heldId: heldRow.account_id,
    balance: { availableCents: Number(availableRow.balance_cents), heldCents: Number(heldRow.balance_cents) },
  };
}

function selectSellerRowsForUpdate(trx: Trx, sellerId: number) {
  return trx
    .selectFrom('ledger_balances as b')
    .select(['b.account_id', 'b.kind', 'b.balance_cents'])
    .where('b.account_id', 'in', (eb) =>
      eb.selectFrom('ledger_accounts').select('id').where('seller_id', '=', sellerId),
    )
    .orderBy('b.kind')
    .forUpdate()
    .execute();
}

async function openSellerAccounts(trx: Trx, sellerId: number): Promise<void> {
  await sellerOrNotFound(trx, sellerId);
  await sql`
    insert into ledger_accounts (kind, seller_id)
    values ('seller_available', ${sellerId}), ('seller_held', ${sellerId})
    on conflict (kind, coalesce(seller_id, 0), coalesce(fee_type, 0)) do nothing`.execute(trx);
  await sql`
    insert into ledger_balances (account_id, slot, kind, balance_cents)
    select id, 0, kind, 0 from ledger_accounts where seller_id = ${sellerId}
    on conflict (account_id, slot) do nothing`.execute(trx);
}

/** The slot of a platform account a seller's commands post to. */
const PLATFORM_SLOTS = 16;

/** An entry to write: its row, and the audit row that records it (its entity_id becomes the entry's id). */
export type NewEntry = { row: Insertable<LedgerEntriesTable>; audit?: EntryAuditRow };
type EntryAuditRow = Omit<AuditRow, 'entity_id'>;

/**
 * Writes the entry, its postings, every balance they move and its audit row in one statement (one
 * round trip): each is a data-modifying WITH part that PostgreSQL runs once and to completion, and all
 * but the entry take their rows from the entry's insert. A repeated key (or a hold settled meanwhile)
 * inserts no entry, so nothing else is written either and the answer is undefined. A seller's rows
 * exist and are locked: an update. A platform slot may be new: an upsert (its CHECK would test the
 * proposed row, hence not for seller rows, whose proposed row is the bare delta). The balance CHECK
 * (available never below zero) still fails the whole statement.
 */
export async function writeEntry(
  trx: Trx,
  entry: NewEntry,
  sellerId: number,
  accounts: SellerAccounts,
  postings: readonly Posting[],
): Promise<EntryRow | undefined> {
  const resolved = postings.map((p) => ({
    ...p,
    accountId: accountIdOf(p.account, accounts),
    kind: p.account.kind,
    slot: isSellerAccount(p.account) ? 0 : sellerId % PLATFORM_SLOTS,
  }));
  const inserted = trx
    .insertInto('ledger_entries')
    .values(entry.row)
    .onConflict((oc) => oc.doNothing())
    .returningAll();
  // VALUES outside an INSERT types its columns as text unless told: hence the casts.
  const postingRows = sql.join(
    resolved.map((p) => sql`(cast(${p.accountId} as integer), cast(${p.amountCents} as bigint))`),
  );
  const balanceChanges = resolved.map((p, i) => {
    const name = sql.ref(`balance_${i}`);
    return isSellerAccount(p.account)
      ? sql`${name} as (update ledger_balances set balance_cents = balance_cents + ${p.amountCents}
          where account_id = ${p.accountId} and slot = 0 and exists (select from entry))`
      : sql`${name} as (insert into ledger_balances (account_id, slot, kind, balance_cents)
          select ${p.accountId}, ${p.slot}, ${p.kind}, ${p.amountCents} from entry
          on conflict (account_id, slot)
          do update set balance_cents = ledger_balances.balance_cents + excluded.balance_cents)`;
  });
  const audit = entry.audit ? [sql`audit as (${auditOfEntry(entry.audit)})`] : [];
  const result = await sql<EntryRow>`with entry as (${inserted}),
    postings as (insert into ledger_postings (entry_id, account_id, amount_cents)
      select entry.id, p.account_id, p.amount_cents from entry, (values ${postingRows}) as p (account_id, amount_cents)),
    ${sql.join([...balanceChanges, ...audit])}
    select * from entry`.execute(trx);
  return result.rows[0];
}

/** The audit row's insert, its entity_id the id of the entry inserted beside it. */
function auditOfEntry(row: EntryAuditRow) {
  const columns = Object.keys(row) as (keyof EntryAuditRow)[];
  return sql`insert into audit_log (${sql.join(columns.map((c) => sql.ref(c)))}, entity_id)
    select ${sql.join(columns.map((c) => sql`${row[c]}`))}, entry.id::text from entry`;
}

function isSellerAccount(ref: AccountRef): boolean {
  return ref.kind === 'seller_available' || ref.kind === 'seller_held';
}

/** A seller account's id, or a platform account's as a subquery (the migration opens them all). */
function accountIdOf(ref: AccountRef, accounts: SellerAccounts): number | RawBuilder<number> {
  if (ref.kind === 'seller_available') return accounts.availableId;
  if (ref.kind === 'seller_held') return accounts.heldId;
  const feeType = ref.kind === 'revenue' ? ref.feeType : 0;
  return sql<number>`(select id from ledger_accounts
    where kind = ${ref.kind} and seller_id is null and coalesce(fee_type, 0) = ${feeType})`;
}
