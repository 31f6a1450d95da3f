import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { ExpressionBuilder, ExpressionOrFactory, SqlBool } from 'kysely';
import { z } from 'zod';
import { AccountStatus, RoleId } from '../../../domain/kernel/users';
import type { DB, User } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageOf, pageSchema } from '../../http/paging';
import type { PageRequest } from '../../http/paging';
import { containsPattern, iso } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';

/** Queries shared by the account services. Each takes the caller's transaction. */

/** Accounts whose username, real name, UID or e-mail contains the keyword, in any case. */
export function accountKeywordMatch(eb: ExpressionBuilder<DB, 'users'>, keyword: string) {
  const p = containsPattern(keyword);
  return eb.or([
    eb('users.username', 'ilike', p),
    eb('users.realname', 'ilike', p),
    eb('users.uid', 'ilike', p),
    eb('users.email', 'ilike', p),
  ]);
}

/** What every account list shows of an account: who it is, its status and when it was made. */
export const ACCOUNT_LIST_COLUMNS = [
  'users.id',
  'users.uid',
  'users.username',
  'users.realname',
  'users.email',
  'users.phone',
  'users.status',
  'users.created_at',
] as const;

export function accountListRow(
  r: Pick<User, 'id' | 'uid' | 'username' | 'realname' | 'email' | 'phone' | 'status' | 'created_at'>,
) {
  return {
    id: r.id,
    uid: r.uid,
    username: r.username,
    realname: r.realname,
    email: r.email,
    phone: r.phone,
    status: r.status,
    gmtCreate: iso(r.created_at),
  };
}

/** How many accounts an account list's filter matches, for its page count. */
export async function countAccounts(
  db: Db,
  where: ExpressionOrFactory<DB, 'users', SqlBool>,
): Promise<number> {
  const { total } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** The spec's clients read data.records, newer ones data.data: both carry the same rows. */
export function pagedWithRecords<T>(req: PageRequest, totalCount: number, rows: T[]) {
  return { ...pageOf(req, totalCount, rows), records: rows };
}

export function pagedWithRecordsSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({ records: z.array(item) });
}

/** Locks the account row for the rest of the transaction; 404 unless it is of one of these kinds. */
export async function lockAccount(db: Db, id: number, userTypes: readonly number[]): Promise<User> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('user_type', 'in', [...userTypes])
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('accounts:errors.accountNotFound');
  return row;
}

/**
 * Counts the active super administrators and locks them, so two super administrators disabling
 * each other at the same moment cannot both succeed and leave nobody in charge.
 */
export async function lockActiveSuperAdmins(db: Db): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', RoleId.superAdmin)
    .where('status', '=', AccountStatus.active)
    // Always locked first and in id order, so concurrent changes queue up instead of deadlocking.
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.length;
}

export async function revokeSessions(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function setStatus(db: Db, userId: number, status: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
}

/** What the audit log keeps of an account: never the password hash. */
export function accountState(u: User) {
  return {
    id: u.id,
    uid: u.uid,
    username: u.username,
    realname: u.realname,
    email: u.email,
    phone: u.phone,
    userType: u.user_type,
    roleId: u.role_id,
    status: u.status,
  };
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%*?-_';
const TEMPORARY_PASSWORD_LENGTH = 16;

/**
 * A temporary password an admin reads out or pastes: 16 characters from every class, without
 * look-alikes (0/O, 1/l/I), about 95 bits of entropy.
 */
export function temporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
