import type { AuthedContext } from '../../http/context';
import { tooManyRequests } from '../../http/errors';
import { personOf } from '../../http/session';
import { verifyPassword } from './passwords';
import { loginPressure, recordAttempt } from './throttle';

/**
 * A logged-in user's password asked again before a sensitive step (a withdrawal). Guesses count
 * with the login's failed attempts (throttle.ts): the same password, so the same limits. A locked
 * username or address is refused before the password is looked at (429, the login's message);
 * a wrong password is recorded and answers false; a right one ends the run of failures.
 * It is the person's own password (personOf): an administrator acting for the platform's own
 * account confirms with theirs, as that account has none anyone knows.
 */
export async function passwordConfirmed(ctx: AuthedContext, password: string): Promise<boolean> {
  const person = personOf(ctx.user);
  const pressure = await loginPressure(ctx.db, ctx.config, person.username, ctx.ip);
  if (pressure.lockedForMinutes !== null)
    throw tooManyRequests('auth:errors.tooManyAttempts', { count: pressure.lockedForMinutes });
  const account = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', person.id)
    .executeTakeFirstOrThrow();
  const right = await verifyPassword(account.password_hash, password);
  await recordAttempt(ctx.db, person.username, ctx.ip, right);
  return right;
}
