import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AnyRoute } from '../../http/route';
import { urlOf } from '../../http/route';
import { hashToken } from '../../http/session';

/**
 * Every action of a team member goes to the audit log under their own name (issue 28 point 4):
 * each seller route that changes something (its permission's action is more than query or get, or
 * it is one of the signed-in routes below that change records), answered with success to a team
 * member's session, leaves one entry: the member as actor, the route as action, their seller's id.
 * Services that audit their changes in detail name the member too (personOf); this entry makes sure
 * nothing a member does is left out. Written before the answer goes out, so it is there when the
 * member's client hears of the success.
 */
export const MEMBER_ACTION = 'team.memberAction';

/** Signed-in seller routes (no permission code) that change records. */
const CHANGING_SIGNED_IN_PATHS: ReadonlySet<string> = new Set(['/upload']);

function changes(route: AnyRoute): boolean {
  if (route.access.kind === 'permission')
    return route.access.action !== 'query' && route.access.action !== 'get';
  return route.access.kind === 'authenticated' && CHANGING_SIGNED_IN_PATHS.has(route.path);
}

function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  const auth = req.headers.authorization;
  return typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : null;
}

export function auditTeamMemberActions(
  app: FastifyInstance,
  db: Kysely<DB>,
  routes: readonly AnyRoute[],
): void {
  const changing = new Map<string, string>();
  for (const route of routes) {
    if (route.hosts.includes('business') && changes(route))
      changing.set(`${route.method} ${urlOf('business', route.path)}`, route.path);
  }
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const path = changing.get(`${req.method} ${req.routeOptions.url ?? ''}`);
    const token = path === undefined ? null : tokenOf(req);
    if (path === undefined || token === null) return payload;
    const member = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.username', 'users.owner_id'])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('users.owner_id', 'is not', null)
      .executeTakeFirst();
    if (!member) return payload;
    await db
      .insertInto('audit_log')
      .values({
        actor_id: member.id,
        actor_name: member.username,
        action: MEMBER_ACTION,
        entity: `${req.method} ${path}`,
        entity_id: String(member.owner_id),
        after: JSON.stringify({ sellerId: member.owner_id, route: `${req.method} ${path}` }),
        request_id: req.id,
      })
      .execute();
    return payload;
  });
}
