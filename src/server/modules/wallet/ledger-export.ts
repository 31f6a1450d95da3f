import type { Kysely } from 'kysely';
import { ExportKind } from '../../../domain/downloads/downloads';
import type { Language } from '../../../domain/kernel/users';
import type { StatementRow } from '../../../domain/wallet/statement';
import type {
  MerchantFlowExportRequest,
  WalletTransactionExportRequest,
} from '../../../domain/wallet/wallet';
import type { DB } from '../../db/schema';
import { translate } from '../../http/messages';
import { gmtText } from '../../kernel/db-helpers';
import {
  countStatementRows,
  sellerOrNotFound,
  statementBalances,
  statementKeysetPage,
} from './ledger-queries';
import type { EntryFilter } from './ledger-queries';

/**
 * The ledger's exports for the download center: the seller's transactions (the transactions list's
 * statement rows under the same filters, or exactly the selected rows, always the seller's own) and an
 * admin's Finance/MerchantFlow statement (one seller's rows of a period, under its opening and closing
 * balance). Both newest first, with the figures the screens show: a hold and its settlement as one
 * row with its life, its signed amount and its net effect on the available and held balances.
 */

export type LedgerExportQuery =
  | {
      kind: typeof ExportKind.sellerWallet;
      request: WalletTransactionExportRequest;
      scope: { sellerId: number };
    }
  | {
      kind: typeof ExportKind.merchantStatement;
      request: MerchantFlowExportRequest;
      scope: Record<string, never>;
    };
export type LedgerExportKind = LedgerExportQuery['kind'];

export function isLedgerExportKind(kind: string): kind is LedgerExportKind {
  return kind === ExportKind.sellerWallet || kind === ExportKind.merchantStatement;
}

function filterOf(q: LedgerExportQuery): EntryFilter & { ids?: number[] } {
  const r = q.request;
  const ids = r.searchIdList?.length ? r.searchIdList : undefined;
  if (q.kind === ExportKind.merchantStatement) {
    return { sellerId: q.request.sellerId, beginTime: r.beginTime, endTime: r.endTime, ids };
  }
  if (ids) return { sellerId: q.scope.sellerId, ids };
  return {
    sellerId: q.scope.sellerId,
    feeType: q.request.feeType,
    status: q.request.status,
    beginTime: r.beginTime,
    endTime: r.endTime,
  };
}

export function countLedgerExportRows(db: Kysely<DB>, q: LedgerExportQuery): Promise<number> {
  return countStatementRows(db, filterOf(q));
}

export function readLedgerExportPage(
  db: Kysely<DB>,
  q: LedgerExportQuery,
  beforeId: number | null,
  limit: number,
) {
  return statementKeysetPage(db, filterOf(q), beforeId, limit);
}

/** The seller a statement is of; another id answers 404 (before a task is added). */
export { sellerOrNotFound } from './ledger-queries';

const dollars = (cents: number) => cents / 100;

/**
 * The lines above a statement's entries: whose it is, the period, and the balances that open and
 * close it (a seller's transactions export has none).
 */
export async function ledgerExportPreamble(
  db: Kysely<DB>,
  q: LedgerExportQuery,
  lang: Language,
): Promise<(string | number)[][]> {
  if (q.kind !== ExportKind.merchantStatement) return [];
  const r = q.request;
  const seller = await sellerOrNotFound(db, r.sellerId);
  const { opening, closing } = await statementBalances(db, seller.id, r.beginTime, r.endTime);
  const line = (key: string, value: string | number) => [translate(lang, `wallet:statement.${key}`), value];
  return [
    line('seller', `${seller.uid} ${seller.realname || seller.username}`.trim()),
    line('period', `${gmtText(r.beginTime)} - ${gmtText(r.endTime)}`),
    line('openingAvailable', dollars(opening.availableCents)),
    line('openingHeld', dollars(opening.heldCents)),
    line('closingAvailable', dollars(closing.availableCents)),
    line('closingHeld', dollars(closing.heldCents)),
  ];
}

/** A row's life in words: "Held 2026-12-01 10:00:00 → Charged 2026-12-02 09:30:00". */
const lifeText = (r: StatementRow, lang: Language) =>
  r.life.map((s) => `${translate(lang, `wallet:statement.steps.${s.step}`)} ${gmtText(s.at)}`).join(' → ');

const COLUMNS: {
  header: string;
  width: number;
  value: (r: StatementRow, lang: Language) => string | number;
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
  { header: 'wallet:ledger.columns.amount', width: 14, value: (r) => dollars(r.signedAmountCents) },
  { header: 'wallet:ledger.columns.available', width: 14, value: (r) => dollars(r.availableDeltaCents) },
  { header: 'wallet:ledger.columns.held', width: 14, value: (r) => dollars(r.heldDeltaCents) },
  { header: 'wallet:ledger.columns.life', width: 48, value: lifeText },
  {
    header: 'wallet:ledger.columns.relation',
    width: 24,
    value: (r, l) =>
      r.relation.ref ? `${translate(l, `wallet:ledger.relations.${r.relation.type}`)} ${r.relation.ref}` : '',
  },
];

/** The ledger's note: the platform's bookkeeping, in the admin's MerchantFlow export only (never the seller's). */
const NOTE_COLUMN: (typeof COLUMNS)[number] = {
  header: 'wallet:ledger.columns.note',
  width: 32,
  value: (r) => r.note,
};

export function ledgerExportColumns(lang: Language, kind: LedgerExportKind) {
  const columns = kind === ExportKind.merchantStatement ? [...COLUMNS, NOTE_COLUMN] : COLUMNS;
  return {
    headers: columns.map((c) => ({ header: translate(lang, c.header), width: c.width })),
    cells: (row: StatementRow) => columns.map((c) => c.value(row, lang)),
  };
}
