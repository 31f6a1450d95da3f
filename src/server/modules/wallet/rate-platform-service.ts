import type { z } from 'zod';
import { isFeeLocked } from '../../../domain/wallet/fees';
import type { platformFeeUpdateRequest } from '../../../domain/wallet/fees';
import type { AuthedContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { iso } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { RateAudit, RateEntity } from './rate-store';

/** Fee/Platform: each marketplace's fee on a sale (fee type 22). The B2B platform's stays 0%. */

function selectPlatforms(db: Db) {
  return db.selectFrom('marketplace_fees').select(['code', 'name', 'kind', 'fee_bp', 'updated_at']);
}

type PlatformRow = Awaited<ReturnType<ReturnType<typeof selectPlatforms>['executeTakeFirstOrThrow']>>;

function platformAnswerOf(r: PlatformRow) {
  return {
    code: r.code,
    name: r.name,
    kind: r.kind,
    feeBasisPoints: r.fee_bp,
    locked: isFeeLocked(r.kind),
    gmtModify: iso(r.updated_at),
  };
}

export async function listPlatformFees(ctx: AuthedContext) {
  const rows = await selectPlatforms(ctx.db).orderBy('position').execute();
  return rows.map(platformAnswerOf);
}

export async function updatePlatformFee(ctx: AuthedContext, body: z.output<typeof platformFeeUpdateRequest>) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await selectPlatforms(trx).where('code', '=', body.code).forUpdate().executeTakeFirst();
    if (!row) throw notFound('wallet:fees.errors.unknownPlatform', { code: body.code });
    if (isFeeLocked(row.kind) && body.feePercent !== 0)
      throw badRequest('wallet:fees.errors.b2bFree', { name: row.name });
    const before = platformAnswerOf(row);
    await trx
      .updateTable('marketplace_fees')
      .set({ fee_bp: body.feePercent, updated_at: new Date() })
      .where('code', '=', body.code)
      .execute();
    const after = platformAnswerOf(
      await selectPlatforms(trx).where('code', '=', body.code).executeTakeFirstOrThrow(),
    );
    await recordAudit(
      ctx,
      {
        action: RateAudit.platformUpdate,
        entity: RateEntity.marketplaceFee,
        entityId: body.code,
        before,
        after,
      },
      trx,
    );
    return after;
  });
}
