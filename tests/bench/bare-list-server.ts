/**
 * The ceiling for bench:api on PostgreSQL: the least a server can do for the same shelf list call.
 * node:http and pg only (no framework, no validation, no permission rules, no i18n), with the two
 * round trips the architecture asks of any authenticated call: the session read by token hash
 * (user, role, grants in the selected warehouse) and the page of shelves with its total. Named
 * statements, as the app's pool prepares them. Started by api.bench.ts as a child process on the
 * seeded schema: DATABASE_URL (with its search_path) and PORT.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const SESSION_SQL = `select u.id, u.status, r.permissions, s.expires_at, s.revoked_at,
    (select uw.permissions from user_warehouses uw where uw.user_id = u.id and uw.ware_id = $2) as ware_permissions
  from sessions s join users u on u.id = s.user_id join roles r on r.id = u.role_id
  where s.token_hash = $1`;
const PAGE_SQL = `select id, name, code, rack_id, ware_id, status,
    (select coalesce(sum(n), 0) from shelf_counts where ware_id = $1) as total
  from shelves where ware_id = $1 order by ware_id, name, id limit $2 offset $3`;

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function answer(req: http.IncomingMessage, body: string, res: http.ServerResponse): Promise<void> {
  const tokenHash = crypto
    .createHash('sha256')
    .update(String(req.headers.token ?? ''))
    .digest('hex');
  const wareId = Number(req.headers.wareid);
  const session = await pool.query({ name: 'session', text: SESSION_SQL, values: [tokenHash, wareId] });
  const user = session.rows[0] as { revoked_at: unknown; ware_permissions: unknown } | undefined;
  if (!user || user.revoked_at !== null || !user.ware_permissions)
    return send(res, 401, { code: 401, msg: 'no', data: null });
  const { current = 1, size = 20 } = JSON.parse(body || '{}') as { current?: number; size?: number };
  const page = await pool.query({
    name: 'page',
    text: PAGE_SQL,
    values: [wareId, size, (current - 1) * size],
  });
  const total = Number((page.rows[0] as { total?: unknown } | undefined)?.total ?? 0);
  send(res, 200, {
    code: 200,
    msg: 'ok',
    data: { pageNo: current, pageSize: size, totalCount: total, data: page.rows },
  });
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
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
