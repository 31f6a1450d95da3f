import type { Kysely } from 'kysely';
import { BULK_COLUMNS } from '../../domain/wallet/bulk';
import type { BulkColumn, BulkKind } from '../../domain/wallet/bulk';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { FileStore } from '../http/file-store';
import { sheetXlsx } from '../imports/template';
import { postBulk } from '../modules/wallet/bulk-service';
import { demoActor } from './demo-context';

/**
 * Finance/BulkChargeDeduction's demo (issue 14): the demo admin posts a bulk deposit and then a bulk
 * deduction for the two demo sellers, each a real xlsx through the same service as an upload, so the
 * batch list, the sellers' statements and the audit log show them. A later start posts the same
 * sheets again, which the batch key turns into "already posted": nothing is posted twice.
 */
type DemoSheet = { kind: BulkKind; fileName: string; rows: Record<BulkColumn, string>[] };

const SHEETS: readonly DemoSheet[] = [
  {
    kind: 'deposit',
    fileName: 'demo-compensation-november.xlsx',
    rows: [
      { userCode: 'U100001', amount: '40.00', reason: 'Compensation: parcel lost by the carrier' },
      { userCode: 'U100002', amount: '15.00', reason: 'Goodwill credit for a late inspection' },
    ],
  },
  {
    kind: 'deduction',
    fileName: 'demo-storage-november.xlsx',
    rows: [
      { userCode: 'U100001', amount: '6.50', reason: 'Long-term storage, November' },
      { userCode: 'U100002', amount: '2.00', reason: 'Long-term storage, November' },
    ],
  },
];

export async function seedDemoBulk(
  db: Kysely<DB>,
  env: { config: AppConfig; files: FileStore },
): Promise<void> {
  const sellers = await db
    .selectFrom('users')
    .select('uid')
    .where('uid', 'in', ['U100001', 'U100002'])
    .where('is_demo', '=', true)
    .execute();
  if (sellers.length < 2) return;
  const admin = await demoActor(db, db, env, 'admin', 'admin');
  for (const sheet of SHEETS) {
    const bytes = await sheetXlsx(BULK_COLUMNS, sheet.rows, 'en_us');
    await postBulk(admin, { kind: sheet.kind, fileName: sheet.fileName, bytes });
  }
}
