/**
 * The ceiling for bench:ledger over HTTP: the least a server can do for the same money commands.
 * node:http and the app's database pool only (no framework, no validation, no permission rules, no
 * i18n, no audit of before and after): the session read by token hash, then the hand-written
 * transaction of support/bare-ledger.ts, or the balance read. It answers the app's two paths
 * (POST /api/admin/finance/charge_deduction, GET /api/business/wallet/summary) so the same load
 * generator drives both. Started by ledger.bench.ts as a child process on the bench's database:
 * DATA_DIR, or DATABASE_URL with BENCH_SCHEMA; PORT.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { bareBalanceRead, bareMoneyCommand, platformAccounts } from './support/bare-ledger';

const config = loadConfig(process.env);
const database = await openDatabase({
  dataDir: config.dataDir,
  databaseUrl: process.env.DATABASE_URL,
  schema: process.env.BENCH_SCHEMA,
  poolSize: config.databasePoolSize,
});
const db = database.db;
const accounts = await platformAccounts(db);

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function sessionUserId(token: string): Promise<number | null> {
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const rows = await sql<{ id: number; revoked: boolean }>`
    select u.id, s.revoked_at is not null as revoked from sessions s join users u on u.id = s.user_id
    join roles r on r.id = u.role_id where s.token_hash = ${hash} and s.expires_at > now()`.execute(db);
  const row = rows.rows[0];
  return row && !row.revoked ? row.id : null;
}

async function answer(req: http.IncomingMessage, body: string, res: http.ServerResponse): Promise<void> {
  const userId = await sessionUserId(String(req.headers.token ?? ''));
  if (userId === null) return send(res, 401, { code: 401, msg: 'no', data: null });
  if (req.method === 'GET') {
    return send(res, 200, { code: 200, msg: 'ok', data: await bareBalanceRead(db, userId) });
  }
  const r = JSON.parse(body) as {
    sellerId: number;
    direction: 'deposit' | 'deduction';
    amount: string;
    requestKey: string;
  };
  const outcome = await bareMoneyCommand(db, accounts, {
    op: r.direction,
    sellerId: r.sellerId,
    cents: Math.round(Number(r.amount) * 100),
    key: r.requestKey,
    adminId: userId,
  });
  if (outcome === 'refused') return send(res, 409, { code: 409, msg: 'Insufficient balance', data: null });
  send(res, 200, { code: 200, msg: 'ok', data: null });
}

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    answer(req, body, res).catch((err: unknown) =>
      send(res, 500, { code: 500, msg: String(err), data: null }),
    );
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
