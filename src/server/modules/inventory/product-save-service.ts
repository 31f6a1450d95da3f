import { ProductEventType } from '../../../domain/kernel/events';
import {
  canEditCostAndSource,
  canReassignOwner,
  drawerViewerOf,
  isOwnerChange,
} from '../../../domain/inventory/inventory';
import type { ProductSaveInput } from '../../../domain/inventory/inventory';
import { PRODUCT_EDITABLE_STATUS } from '../../../domain/kernel/products';
import { AccountStatus, PortalId } from '../../../domain/kernel/users';
import type { AuthedContext } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import { onlineMeta } from '../../kernel/action-context';
import type { Db } from '../../kernel/db-helpers';
import { recordProductEvent, eventOfItem } from '../../kernel/product-events';
import { productCost } from '../../../domain/kernel/product-mapping';
import { findVisibleProduct } from './product-record';

type Locked = Awaited<ReturnType<typeof findVisibleProduct>>;

/**
 * POST /sys_prod/save: an admin gives the item to another seller, or an admin or the owning seller
 * corrects its cost and source; only while the item is available (status 1). The change, its event
 * and the audit entry commit together.
 */
export async function saveProduct(
  ctx: AuthedContext,
  input: ProductSaveInput,
): Promise<{ kind: 'owner' | 'cost' }> {
  const viewer = drawerViewerOf(ctx.user.userType);
  return ctx.db.transaction().execute(async (trx) => {
    // Seen first, locked second: someone who may not see the item learns only that it is not there.
    const seen = await findVisibleProduct(ctx, trx, { id: input.id });
    const product = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', seen.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (isOwnerChange(input)) {
      if (!canReassignOwner(viewer, PRODUCT_EDITABLE_STATUS, false))
        throw forbidden('inventory:errors.ownerChangeAdminsOnly');
      requireEditable(product);
      await changeOwner(ctx, trx, product, input.shopId);
      return { kind: 'owner' as const };
    }
    if (!canEditCostAndSource(viewer, PRODUCT_EDITABLE_STATUS))
      throw forbidden('inventory:errors.costEditNotAllowed');
    requireEditable(product);
    const after = {
      costPrice: input.costPrice ?? product.cost_cents,
      supply: input.supply ?? product.supply,
    };
    await trx
      .updateTable('products')
      .set({ cost_cents: after.costPrice, supply: after.supply, updated_at: new Date() })
      .where('id', '=', product.id)
      .execute();
    await recordAudit(
      ctx,
      {
        action: 'product.costAndSource',
        entity: 'product',
        entityId: product.one_id,
        before: productCost(product),
        after,
      },
      trx,
    );
    return { kind: 'cost' as const };
  });
}

function requireEditable(product: Locked): void {
  if (product.status !== PRODUCT_EDITABLE_STATUS)
    throw conflict('inventory:errors.notEditable', { oneId: product.one_id });
}

/** An active seller account, or "not found" (the same answer for a wrong id and a non-seller). */
export async function requireActiveSeller(trx: Db, userId: number) {
  const seller = await trx
    .selectFrom('users')
    .select(['id', 'uid', 'realname', 'status'])
    .where('id', '=', userId)
    .where('user_type', '=', PortalId.seller)
    .executeTakeFirst();
  if (!seller || seller.status !== AccountStatus.active) throw notFound('inventory:errors.sellerNotFound');
  return seller;
}

async function changeOwner(ctx: AuthedContext, trx: Db, product: Locked, shopId: number): Promise<void> {
  const seller = await requireActiveSeller(trx, shopId);
  if (seller.id === product.shop_user_id)
    throw conflict('inventory:errors.sameOwner', { oneId: product.one_id });
  const ware = await trx
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('id', '=', product.ware_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('products')
    .set({ shop_user_id: seller.id, updated_at: new Date() })
    .where('id', '=', product.id)
    .execute();
  await recordProductEvent(
    ctx,
    trx,
    onlineMeta(),
    ProductEventType.switchUserResult,
    eventOfItem(product, ware),
  );
  await recordAudit(
    ctx,
    {
      action: 'product.owner',
      entity: 'product',
      entityId: product.one_id,
      before: { shopId: product.shop_user_id },
      after: { shopId: seller.id },
    },
    trx,
  );
}
