import type { Kysely } from 'kysely';
import { SIMULATOR_RELAY_PREFIX } from '../../domain/email/email';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import type { RequestContext } from '../http/context';
import type { FileStore } from '../http/file-store';
import { MAIL_MAX_ATTEMPTS } from '../kernel/mail-outbox';
import { attemptDelivery } from '../modules/email/mail-delivery';
import type { AttemptOutcome } from '../modules/email/mail-delivery';
import { askRecovery } from '../modules/email/recovery-service';
import { smtpTransportOf } from '../modules/email/smtp-transport';
import type { MailTransport } from '../modules/email/smtp-transport';
import { startSmtpSimulator } from '../modules/email/smtp-simulator';
import { demoActor } from './demo-context';

type Env = { config: AppConfig; files: FileStore };

/** The SMTP client pointed at the demo's SMTP simulator, which the outbox names as such. */
function simulatorTransport(config: AppConfig, url: string): MailTransport {
  const transport = smtpTransportOf({ ...config, smtpUrl: url });
  if (!transport) throw new Error('The SMTP simulator has no address');
  const server = `${SIMULATOR_RELAY_PREFIX}${transport.server}`;
  return { server, send: async (mail) => ({ ...(await transport.send(mail)), relay: server }) };
}

/** Attempts one message until it is sent, failed, or `times` attempts were made. */
async function attempts(
  db: Kysely<DB>,
  config: AppConfig,
  mailId: number,
  transport: MailTransport,
  times: number,
): Promise<AttemptOutcome> {
  let outcome: AttemptOutcome = 'skipped';
  for (let attempt = 1; attempt <= times; attempt += 1) {
    outcome = await attemptDelivery(db, config, { mailId, attempt }, transport);
    if (outcome !== 'retry') break;
  }
  return outcome;
}

/**
 * The outbox in every state. The demo has no SMTP server: mail made while it runs is kept in the
 * outbox. Its history went through a local SMTP simulator during the seed, through the delivery's
 * own attempts: the seller's wallet results were sent; seller2's address was refused on every
 * attempt (failed); seller2's recovery link met a server that said "try again later" five times
 * (queued, its next attempt minutes away); the seller's last wallet mail is left to the demo's
 * own worker, which keeps it. The wallet demo made the wallet mails (its reviews mail the seller).
 */
export async function seedDemoEmail(db: Kysely<DB>, env: Env): Promise<void> {
  const seeded = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('kind', '=', 'password_recovery')
    .limit(1)
    .executeTakeFirst();
  if (seeded) return;
  const seller2 = await demoActor(db, db, env, 'seller2', 'business');
  // seller2 forgot the password and asked for a link on the login screen.
  const visitor: RequestContext = { ...seller2, user: null, ip: '127.0.0.2' };
  await askRecovery(visitor, { account: seller2.user.username });

  const mails = await db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address'])
    .where('status', '=', 'queued')
    .orderBy('id')
    .execute();
  const seller2Address = `${seller2.user.username}@demo.local`;
  const recovery = mails.find((m) => m.kind === 'password_recovery');
  const refusedAddress = mails.filter(
    (m) => m.kind !== 'password_recovery' && m.to_address === seller2Address,
  );
  const sellers = mails.filter((m) => m.kind === 'wallet_result' && m.to_address !== seller2Address);

  let recoveryPhase = false;
  const simulator = await startSmtpSimulator({
    refuse: (to) =>
      to === seller2Address
        ? recoveryPhase
          ? { code: 451, message: '4.3.2 Mailbox busy, try again later' }
          : { code: 550, message: '5.1.1 Mailbox unavailable: no such user' }
        : null,
  });
  try {
    const transport = simulatorTransport(env.config, simulator.url);
    for (const m of sellers.slice(0, -1)) await attempts(db, env.config, m.id, transport, 1);
    for (const m of refusedAddress) await attempts(db, env.config, m.id, transport, MAIL_MAX_ATTEMPTS);
    recoveryPhase = true;
    if (recovery) await attempts(db, env.config, recovery.id, transport, MAIL_MAX_ATTEMPTS - 1);
  } finally {
    await simulator.close();
  }
}
