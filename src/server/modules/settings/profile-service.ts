import type { z } from 'zod';
import { PERSONAL_CENTER_ROLE_ID } from '../../../domain/kernel/users';
import type { ProfileView, profileEditRequest } from '../../../domain/settings/profile';
import type { AuthedContext } from '../../http/context';
import { forbidden, unauthorized } from '../../http/errors';
import { recordAudit } from '../../kernel/audit-log';
import type { Db } from '../../kernel/db-helpers';

type ProfileEdit = z.infer<typeof profileEditRequest>;

/**
 * The personal center's account (spec section 6: role id 4 only). A team member acting for a seller
 * (session actor) is not the account's owner, so they are refused like any other role.
 */
function requireOwner(ctx: AuthedContext): number {
  if (ctx.user.roleId !== PERSONAL_CENTER_ROLE_ID || ctx.user.actor) throw forbidden();
  return ctx.user.id;
}

async function profileOf(db: Db, id: number): Promise<ProfileView> {
  const row = await db
    .selectFrom('users')
    .select(['username', 'uid', 'realname', 'nickname', 'ename', 'email', 'phone', 'head_img', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return {
    username: row.username,
    uid: row.uid,
    realname: row.realname,
    nickname: row.nickname,
    ename: row.ename,
    email: row.email,
    phone: row.phone,
    headImg: row.head_img,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function readProfile(ctx: AuthedContext): Promise<ProfileView> {
  return profileOf(ctx.db, requireOwner(ctx));
}

export async function editProfile(ctx: AuthedContext, edit: ProfileEdit): Promise<ProfileView> {
  const id = requireOwner(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const before = await profileOf(trx, id);
    await trx
      .updateTable('users')
      .set({
        realname: edit.realname,
        nickname: edit.nickname,
        ename: edit.ename,
        email: edit.email,
        phone: edit.phone,
        head_img: edit.headImg,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    const after = await profileOf(trx, id);
    await recordAudit(
      ctx,
      { action: 'settings.profile.edit', entity: 'user', entityId: id, before, after },
      trx,
    );
    return after;
  });
}
