import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import { memberUid } from '../../../domain/teams/teams';
import type { TeamInviteRequest, TeamMemberRow, TeamMemberUpdateRequest } from '../../../domain/teams/teams';
import { AccountStatus, TEAM_MEMBER_USER_TYPE } from '../../../domain/kernel/users';
import type { DB } from '../../db/schema';
import type { AuthedContext } from '../../http/context';
import { conflict } from '../../http/errors';
import { pageOf, pageRequest } from '../../http/paging';
import type { PagingInput } from '../../http/paging';
import { oncePerRequestKey } from '../../http/request-keys';
import { recordAudit } from '../../kernel/audit-log';
import { containsPattern, isUniqueViolation } from '../../kernel/db-helpers';
import type { Db } from '../../kernel/db-helpers';
import { hashPassword } from '../auth/passwords';
import { TeamAudit } from './team-roles';
import {
  lockMember,
  lockTeamRole,
  memberRow,
  memberRowOf,
  memberState,
  revokeMemberSessions,
} from './team-store';

/**
 * A seller's team members (issue 28 point 4). The seller gives a first password, which the member
 * must replace at their first login (the password-change-due flow); the member then logs in through
 * the seller portal and works for the seller under their own name.
 */

export type TeamMemberFilter = PagingInput & { keyword?: string; roleId?: number | null };

function memberWhere(ownerId: number, f: TeamMemberFilter) {
  return (eb: ExpressionBuilder<DB, 'users'>) => {
    const conditions = [eb('users.owner_id', '=', ownerId), eb('users.removed_at', 'is', null)];
    if (f.keyword) {
      const p = containsPattern(f.keyword);
      conditions.push(
        eb.or([
          eb('users.username', 'ilike', p),
          eb('users.realname', 'ilike', p),
          eb('users.email', 'ilike', p),
        ]),
      );
    }
    if (f.roleId != null) conditions.push(eb('users.role_id', '=', f.roleId));
    return eb.and(conditions);
  };
}

/** The members of one seller's team, newest first (the seller's Team screen and the admins'). */
export async function listMembers(db: Db, ownerId: number, filter: TeamMemberFilter, maxPageSize: number) {
  const req = pageRequest(filter, maxPageSize);
  const where = memberWhere(ownerId, filter);
  const { total } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(where)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .selectAll('users')
    .select('roles.name as role_name')
    .where(where)
    .orderBy('users.id', 'desc')
    .limit(req.pageSize)
    .offset(req.offset)
    .execute();
  return pageOf(
    req,
    Number(total),
    rows.map((r) => memberRowOf(r, r.role_name)),
  );
}

async function refuseTakenUsername(db: Db, username: string): Promise<void> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  if (taken) throw conflict('teams:errors.usernameTaken', { username });
}

export async function inviteMember(ctx: AuthedContext, body: TeamInviteRequest): Promise<TeamMemberRow> {
  const passwordHash = await hashPassword(body.password);
  // The password is no part of what makes the request this one (and is never kept with its answer).
  const { password: _password, ...keyed } = body;
  const request = { scope: 'team.member.invite', key: body.requestKey, body: keyed };
  try {
    return await oncePerRequestKey(ctx, request, async (trx) => {
      const role = await lockTeamRole(trx, ctx.user.id, body.roleId);
      await refuseTakenUsername(trx, body.username);
      const owner = await trx
        .selectFrom('users')
        .select(['uid', 'is_demo', 'language'])
        .where('id', '=', ctx.user.id)
        .executeTakeFirstOrThrow();
      const { id } = await trx
        .insertInto('users')
        .values({
          username: body.username,
          password_hash: passwordHash,
          user_type: TEAM_MEMBER_USER_TYPE,
          role_id: role.id,
          // The uid is derived from the id, which only the insert knows.
          uid: `pending-${crypto.randomUUID()}`,
          realname: body.realname,
          nickname: body.username,
          ename: '',
          email: body.email,
          head_img: '',
          phone: '',
          status: AccountStatus.active,
          language: owner.language,
          // A demo seller's team is demo data too: it exists only in demo mode.
          is_demo: owner.is_demo,
          must_change_password: true,
          owner_id: ctx.user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('users')
        .set({ uid: memberUid(owner.uid, id) })
        .where('id', '=', id)
        .execute();
      const member = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      await recordAudit(
        ctx,
        { action: TeamAudit.memberInvite, entity: 'user', entityId: id, after: memberState(member) },
        trx,
      );
      return memberRow(trx, id);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('teams:errors.usernameTaken', { username: body.username });
    throw err;
  }
}

/** Name, e-mail and role; a new role applies from the member's next call. */
export async function updateMember(
  ctx: AuthedContext,
  body: TeamMemberUpdateRequest,
): Promise<TeamMemberRow> {
  return ctx.db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, ctx.user.id, body.id);
    if (body.roleId !== member.role_id) await lockTeamRole(trx, ctx.user.id, body.roleId);
    const updated = await trx
      .updateTable('users')
      .set({ realname: body.realname, email: body.email, role_id: body.roleId, updated_at: sql<Date>`now()` })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      ctx,
      {
        action: TeamAudit.memberUpdate,
        entity: 'user',
        entityId: member.id,
        before: memberState(member),
        after: memberState(updated),
      },
      trx,
    );
    return memberRow(trx, member.id);
  });
}

/** A new first password: the member's sessions end and the next login asks for their own. */
export async function setMemberPassword(
  ctx: AuthedContext,
  body: { id: number; password: string },
): Promise<TeamMemberRow> {
  const passwordHash = await hashPassword(body.password);
  return ctx.db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, ctx.user.id, body.id);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: true, updated_at: sql<Date>`now()` })
      .where('id', '=', member.id)
      .execute();
    await revokeMemberSessions(trx, member.id);
    await recordAudit(
      ctx,
      {
        action: TeamAudit.memberPassword,
        entity: 'user',
        entityId: member.id,
        after: { ...memberState(member), passwordReset: true },
      },
      trx,
    );
    return memberRow(trx, member.id);
  });
}

export type MemberChange = 'disable' | 'enable' | 'remove';

const CHANGES: Record<MemberChange, { from: number; audit: string; refusal: string }> = {
  disable: { from: AccountStatus.active, audit: TeamAudit.memberDisable, refusal: 'teams:errors.notActive' },
  enable: {
    from: AccountStatus.suspended,
    audit: TeamAudit.memberEnable,
    refusal: 'teams:errors.notDisabled',
  },
  remove: { from: -1, audit: TeamAudit.memberRemove, refusal: '' },
};

/**
 * Disables (sessions end at once), enables, or removes a member: a removed member can never log in
 * again and leaves the team lists, while their name stays on everything they did.
 */
export async function changeMember(
  ctx: AuthedContext,
  id: number,
  change: MemberChange,
): Promise<TeamMemberRow> {
  const rule = CHANGES[change];
  return ctx.db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, ctx.user.id, id);
    if (change !== 'remove' && member.status !== rule.from) throw conflict(rule.refusal);
    const status = change === 'enable' ? AccountStatus.active : AccountStatus.suspended;
    const updated = await trx
      .updateTable('users')
      .set({
        status,
        updated_at: sql<Date>`now()`,
        ...(change === 'remove' ? { removed_at: sql<Date>`now()` } : {}),
      })
      .where('id', '=', member.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeMemberSessions(trx, member.id);
    await recordAudit(
      ctx,
      {
        action: rule.audit,
        entity: 'user',
        entityId: member.id,
        before: memberState(member),
        after: memberState(updated),
      },
      trx,
    );
    return memberRow(trx, member.id);
  });
}
