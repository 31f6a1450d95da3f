import type { Kysely } from 'kysely';
import type { LedgerEntryRow, WalletTransactionExportRequest } from '../../../domain/wallet';
import type { Language } from '../../../domain/users';
import type { DB } from '../../db/schema';
import { translate } from '../../http/messages';
import { gmtText } from '../../kernel/db-helpers';
import { countEntries, entryKeysetPage } from './ledger-queries';
import type { EntryFilter } from './ledger-queries';

/**
 * The seller's transactions export for the download center: the transactions list's rows under the
 * same filters (or exactly the selected entries), always the seller's own, newest first.
 */

export type WalletExportQuery = { request: WalletTransactionExportRequest; scope: { sellerId: number } };

function filterOf(q: WalletExportQuery): EntryFilter & { ids?: number[] } {
  const r = q.request;
  if (r.searchIdList?.length) return { sellerId: q.scope.sellerId, ids: r.searchIdList };
  return {
    sellerId: q.scope.sellerId,
    feeType: r.feeType,
    status: r.status,
    beginTime: r.beginTime,
    endTime: r.endTime,
  };
}

export function countWalletExportRows(db: Kysely<DB>, q: WalletExportQuery): Promise<number> {
  return countEntries(db, filterOf(q));
}

export function readWalletExportPage(
  db: Kysely<DB>,
  q: WalletExportQuery,
  beforeId: number | null,
  limit: number,
) {
  return entryKeysetPage(db, filterOf(q), beforeId, limit);
}

const dollars = (cents: number) => cents / 100;

const COLUMNS: {
  header: string;
  width: number;
  value: (r: LedgerEntryRow, lang: Language) => string | number;
}[] = [
  { header: 'wallet:ledger.columns.id', width: 10, value: (r) => r.id },
  { header: 'wallet:ledger.columns.time', width: 20, value: (r) => gmtText(r.createdAt) },
  {
    header: 'wallet:ledger.columns.feeType',
    width: 24,
    value: (r, l) => translate(l, `wallet:ledger.feeTypes.${r.feeType}`),
  },
  {
    header: 'wallet:ledger.columns.status',
    width: 16,
    value: (r, l) => translate(l, `wallet:ledger.status.${r.status}`),
  },
  { header: 'wallet:ledger.columns.amount', width: 14, value: (r) => dollars(r.amountCents) },
  { header: 'wallet:ledger.columns.available', width: 14, value: (r) => dollars(r.availableDeltaCents) },
  { header: 'wallet:ledger.columns.held', width: 14, value: (r) => dollars(r.heldDeltaCents) },
  {
    header: 'wallet:ledger.columns.relation',
    width: 24,
    value: (r, l) =>
      r.relation.ref ? `${translate(l, `wallet:ledger.relations.${r.relation.type}`)} ${r.relation.ref}` : '',
  },
  { header: 'wallet:ledger.columns.note', width: 32, value: (r) => r.note },
];

export function walletExportColumns(lang: Language) {
  return {
    headers: COLUMNS.map((c) => ({ header: translate(lang, c.header), width: c.width })),
    cells: (row: LedgerEntryRow) => COLUMNS.map((c) => c.value(row, lang)),
  };
}
