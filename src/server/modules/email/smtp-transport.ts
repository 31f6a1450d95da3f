import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config';

/**
 * The SMTP client (nodemailer), configured by SMTP_URL: smtp://user:pass@host:587 (STARTTLS when
 * the server offers it) or smtps://user:pass@host:465. Connecting, the greeting and every answer
 * are bounded by SMTP_TIMEOUT_MS, so a server that does not answer fails the attempt, and the
 * delivery job tries again later.
 */

export type OutgoingMail = { to: string; subject: string; text: string; html: string | null };

export type Delivered = { relay: string; response: string; messageId: string };

export type MailTransport = {
  /** host:port of the server, for the outbox screen (never its credentials). */
  readonly server: string;
  send: (mail: OutgoingMail) => Promise<Delivered>;
};

/** host:port of an SMTP URL, with the protocol's default port; null when there is none. */
export function smtpServerOf(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol.toLowerCase() === 'smtps:' ? '465' : '587');
  return `${url.hostname}:${port}`;
}

export function smtpTransportOf(config: AppConfig): MailTransport | null {
  const server = smtpServerOf(config.smtpUrl);
  if (!config.smtpUrl || !server) return null;
  const url = config.smtpUrl;
  const timeout = config.smtpTimeoutMs;
  return {
    server,
    send: async (mail) => {
      // One connection per message: deliveries are few and spread out, and a job holds nothing open.
      const transport = nodemailer.createTransport({
        url,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      });
      try {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        return { relay: server, response: String(info.response ?? ''), messageId: String(info.messageId) };
      } finally {
        transport.close();
      }
    },
  };
}
