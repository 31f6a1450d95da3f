import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server (the smtp-server package) that takes mail as a real one does, for the demo's
 * delivered mail and for the tests: it can refuse recipients (permanently, 5xx, or for now, 4xx) or
 * stop answering, and keeps what arrived, decoded enough to read (subject and text part).
 */

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
};

export type SmtpRefusal = { code: number; message: string };

export type SmtpSimulator = {
  port: number;
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message that arrives (or the first not yet taken). */
  nextMail: () => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

type Options = {
  refuse?: (recipient: string) => SmtpRefusal | null;
  /** Never answers this recipient's RCPT: the client's wait for an answer times out. */
  stall?: (recipient: string) => boolean;
};

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The subject and the text/plain part of a message as it arrived. */
export function readMail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(head)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return { subject, text: decodePart(head, raw.slice(split + 4)) };
  for (const part of raw.split(`--${boundary}`)) {
    const at = part.indexOf('\r\n\r\n');
    const partHead = part.slice(0, at);
    if (/content-type:\s*text\/plain/i.test(partHead))
      return { subject, text: decodePart(partHead, part.slice(at + 4).replace(/\r\n$/, '')) };
  }
  return { subject, text: '' };
}

export async function startSmtpSimulator(options: Options = {}): Promise<SmtpSimulator> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'SoleStack SMTP simulator',
    onRcptTo(address, _session, callback) {
      if (options.stall?.(address.address)) return;
      const refusal = options.refuse?.(address.address) ?? null;
      if (!refusal) return callback();
      const error = new Error(refusal.message) as Error & { responseCode: number };
      error.responseCode = refusal.code;
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...readMail(raw),
        };
        received.push(mail);
        const waiter = waiting.shift();
        if (waiter) {
          taken += 1;
          waiter(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    nextMail: () => {
      if (taken < received.length) return Promise.resolve(received[taken++]);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
