import { sql } from 'kysely';
import { readStoredSettings } from '../../../domain/settings/settings';
import type { SettingsPatch, StoredSettings } from '../../../domain/settings/settings';
import type { AuthedContext } from '../../http/context';
import { personOf } from '../../http/session';

/**
 * Each person's app settings (issue 28 point 7): kept per person (a team member's are their own, not
 * their seller's), merged key by key so two devices changing different settings both keep theirs.
 */
const ownerOf = (ctx: AuthedContext) => personOf(ctx.user).id;

const isoOf = (at: Date | string) => new Date(at).toISOString();

export async function readSettings(ctx: AuthedContext): Promise<StoredSettings> {
  const row = await ctx.db
    .selectFrom('user_settings')
    .select(['settings', 'updated_at'])
    .where('user_id', '=', ownerOf(ctx))
    .executeTakeFirst();
  return row
    ? { settings: readStoredSettings(row.settings), updatedAt: isoOf(row.updated_at) }
    : { settings: {}, updatedAt: null };
}

/** Stores the changed settings over the stored ones (one statement: concurrent saves both land). */
export async function saveSettings(ctx: AuthedContext, patch: SettingsPatch): Promise<StoredSettings> {
  const json = JSON.stringify(patch);
  const row = await ctx.db
    .insertInto('user_settings')
    .values({ user_id: ownerOf(ctx), settings: json })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        settings: sql<string>`user_settings.settings || ${json}::jsonb`,
        updated_at: new Date(),
      }),
    )
    .returning(['settings', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { settings: readStoredSettings(row.settings), updatedAt: isoOf(row.updated_at) };
}
