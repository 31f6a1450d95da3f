import type { AddressEditRequest, SavedAddress } from '../../../domain/labels/addresses';
import type { ShippingAddress } from '../../../domain/labels/labels';
import type { AuthedContext } from '../../http/context';
import { AppError, conflict, ErrorCode, notFound } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { Page, PagingInput } from '../../http/paging';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';
import { actsAsSelfOperated } from '../../kernel/self-operated-account';
import {
  addressPage,
  countAddresses,
  deleteAddressRow,
  insertAddress,
  lockAddressBook,
  moveDefault,
  newestAddressId,
  ownedAddress,
  updateAddress,
} from './address-store';
import type { AddressOwner } from './address-store';
import { carrierFor } from './carrier-connection';
import { CarrierError } from './carrier-errors';

/**
 * The address book's rules: every save is verified by the carrier first (a rejected address answers
 * 422 with the fields and suggestions, a silent carrier 503, and nothing is saved); the owner's first
 * address is the default and there is always exactly one; the last address cannot be deleted.
 */

/**
 * Whose address book a request works on: the seller's own, or the platform's (the book labels ship
 * from), which admins keep in the self-operated warehouse area on the seller API as the platform's
 * own account, and which the admin host's routes read too.
 */
export function addressOwnerOf(ctx: AuthedContext): AddressOwner {
  const platforms = ctx.host === 'admin' || actsAsSelfOperated(ctx.user);
  return { sellerId: platforms ? null : ctx.user.id };
}

const audited = (ctx: AuthedContext, trx: Db, action: string, id: number, change: object) =>
  recordAudit(
    ctx,
    { action: `addresses.address.${action}`, entity: 'address', entityId: id, ...change },
    trx,
  );

/** The address as the carrier verified (and normalised) it; refused or unanswered, nothing goes further. */
async function verified(ctx: AuthedContext, address: ShippingAddress): Promise<ShippingAddress> {
  let verification;
  try {
    verification = await (await carrierFor(ctx.config)).verifyAddress(address);
  } catch (error) {
    const timedOut = error instanceof CarrierError && error.failure === 'timeout';
    ctx.log.warn({ err: error }, 'address verification failed at the carrier');
    throw new AppError(
      ErrorCode.unavailable,
      timedOut ? 'addresses:errors.carrierTimeout' : 'addresses:errors.carrierUnavailable',
    );
  }
  if (!verification.valid)
    throw new AppError(
      ErrorCode.unprocessable,
      'addresses:errors.rejected',
      {},
      {
        problems: verification.problems,
      },
    );
  return verification.address;
}

async function requireOwned(db: Db, owner: AddressOwner, id: number): Promise<SavedAddress> {
  const address = await ownedAddress(db, owner, id);
  if (!address) throw notFound('addresses:errors.notFound', { id });
  return address;
}

export async function listAddresses(ctx: AuthedContext, paging: PagingInput): Promise<Page<SavedAddress>> {
  const owner = addressOwnerOf(ctx);
  const req = pageRequest(paging, ctx.config.maxPageSize);
  const [total, rows] = await Promise.all([
    countAddresses(ctx.db, owner),
    addressPage(ctx.db, owner, req.offset, req.pageSize),
  ]);
  return pageOf(req, total, rows);
}

export async function getAddress(ctx: AuthedContext, id: number): Promise<SavedAddress> {
  return requireOwned(ctx.db, addressOwnerOf(ctx), id);
}

export async function createAddress(ctx: AuthedContext, input: ShippingAddress): Promise<SavedAddress> {
  const owner = addressOwnerOf(ctx);
  const address = await verified(ctx, input);
  return ctx.db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, owner);
    const first = (await countAddresses(trx, owner)) === 0;
    const saved = await insertAddress(trx, owner, address, first);
    await audited(ctx, trx, 'add', saved.id, { after: saved });
    return saved;
  });
}

export async function editAddress(ctx: AuthedContext, input: AddressEditRequest): Promise<SavedAddress> {
  const owner = addressOwnerOf(ctx);
  const { id, ...fields } = input;
  // Another owner's id answers 404 before anything is sent to the carrier.
  await requireOwned(ctx.db, owner, id);
  const address = await verified(ctx, fields);
  return ctx.db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, owner);
    const before = await requireOwned(trx, owner, id);
    const after = await updateAddress(trx, id, address);
    await audited(ctx, trx, 'edit', id, { before, after });
    return after;
  });
}

export async function deleteAddress(ctx: AuthedContext, id: number): Promise<{ id: number }> {
  const owner = addressOwnerOf(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, owner);
    const before = await requireOwned(trx, owner, id);
    if ((await countAddresses(trx, owner)) <= 1) throw conflict('addresses:errors.lastAddress');
    await deleteAddressRow(trx, id);
    if (before.isDefault) {
      const next = await newestAddressId(trx, owner);
      if (next !== undefined) await moveDefault(trx, owner, next);
    }
    await audited(ctx, trx, 'delete', id, { before });
    return { id };
  });
}

export async function setDefaultAddress(ctx: AuthedContext, id: number): Promise<SavedAddress> {
  const owner = addressOwnerOf(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    await lockAddressBook(trx, owner);
    const before = await requireOwned(trx, owner, id);
    if (before.isDefault) return before;
    await moveDefault(trx, owner, id);
    const after = await requireOwned(trx, owner, id);
    await audited(ctx, trx, 'setDefault', id, { before, after });
    return after;
  });
}
