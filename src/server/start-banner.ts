import os from 'node:os';
import { PortalId } from '../domain/kernel/users';

/** An account the banner names: who signs in where, with which password. */
export type BannerAccount = { portal: string; username: string; password: string };

const PORTAL_NAMES: Record<number, string> = {
  [PortalId.admin]: 'administrator',
  [PortalId.warehouse]: 'warehouse staff',
  [PortalId.seller]: 'seller',
};

export function portalName(userType: number): string {
  return PORTAL_NAMES[userType] ?? 'user';
}

const ALL_INTERFACES = new Set(['0.0.0.0', '::', '']);

/**
 * Where a browser reaches the server: the address it listens on, or when that is every interface,
 * this machine (localhost) and its network addresses (for the tablets).
 */
export function serverUrls(
  host: string,
  port: number,
  interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces(),
): string[] {
  const url = (address: string) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  if (!ALL_INTERFACES.has(host)) return [url(host)];
  const network = Object.values(interfaces)
    .flat()
    .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    .map((i) => url(i!.address));
  return [url('localhost'), ...network.slice(0, 2)];
}

/** Lines in a frame, so the block stands out at the end of a long log. */
export function framed(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '─'.repeat(width + 2);
  return [`┌${bar}┐`, ...lines.map((l) => `│ ${l.padEnd(width)} │`), `└${bar}┘`].join('\n');
}

/**
 * What a start prints last, after "listening": where to open the app and, when there is something
 * to tell, the accounts to sign in with (the super administrator's generated password, once, or
 * the demo accounts).
 */
export function startBanner(options: {
  urls: string[];
  /** Which database, e.g. "PGlite in /srv/data". */
  database: string;
  demo: boolean;
  accounts: BannerAccount[];
  /** The accounts' password was generated: it is shown this once and must be changed. */
  generated: boolean;
}): string {
  const [first, ...others] = options.urls;
  const lines = [`SoleStack${options.demo ? ' (demo mode)' : ''} is running`, '', `Open      ${first}`];
  for (const other of others) lines.push(`          ${other}`);
  lines.push(`Database  ${options.database}`);
  if (options.accounts.length > 0) {
    lines.push('');
    const width = Math.max(...options.accounts.map((a) => a.username.length));
    for (const a of options.accounts)
      lines.push(`Username  ${a.username.padEnd(width)}  password  ${a.password}  (${a.portal})`);
  }
  if (options.generated) {
    lines.push('', 'The password is shown only this once; only its hash is stored.');
    lines.push('The first login asks for a new password.');
  }
  return framed(lines);
}
