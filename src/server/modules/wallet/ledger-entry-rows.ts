import type { Selectable } from 'kysely';
import type { EntryKind, FeeType, LedgerEntry, Relation } from '../../../domain/wallet/wallet';
import { entryStatus } from '../../../domain/wallet/ledger';
import type { LedgerEntriesTable } from '../../db/wallet-tables';
import { iso } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { LedgerConflict } from './ledger-errors';

/** Journal entries as stored, read back by id, key or the hold they settle, and as the service answers them. */

export type EntryRow = Selectable<LedgerEntriesTable>;

export function entryById(db: Db, id: number): Promise<EntryRow | undefined> {
  return db.selectFrom('ledger_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export function entryByKey(db: Db, key: string): Promise<EntryRow | undefined> {
  return db.selectFrom('ledger_entries').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
}

export async function settlingKind(db: Db, holdId: number): Promise<EntryKind | null> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('kind')
    .where('settles_entry_id', '=', holdId)
    .executeTakeFirst();
  return (row?.kind as EntryKind | undefined) ?? null;
}

export async function answerRepeated(db: Db, first: EntryRow, fingerprint: string): Promise<LedgerEntry> {
  if (first.fingerprint !== fingerprint)
    throw new LedgerConflict('keyReused', { key: first.idempotency_key });
  return toLedgerEntry(first, first.kind === 'hold' ? await settlingKind(db, first.id) : null);
}

export function toLedgerEntry(row: EntryRow, settledBy: EntryKind | null): LedgerEntry {
  const kind = row.kind as EntryKind;
  return {
    id: row.id,
    key: row.idempotency_key,
    kind,
    feeType: row.fee_type as FeeType,
    status: entryStatus(kind, settledBy),
    amountCents: Number(row.amount_cents),
    sellerId: row.seller_id,
    relation: { type: row.relation_type as Relation['type'], ref: row.relation_ref },
    createdAt: iso(row.created_at),
  };
}
