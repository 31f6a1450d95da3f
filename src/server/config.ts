import path from 'node:path';
import { z } from 'zod';
import { marketplaceCredentials } from './config-marketplaces';
import type { MarketplaceCredentials } from './config-marketplaces';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    ADMIN_USERNAME: z.string().min(3).default('admin'),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    DEMO: booleanFlag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    MAX_PAGE_SIZE: z.coerce.number().int().min(10).max(1000).default(200),
    STATIC_DIR: z.string().default('./dist/client'),
    LOGIN_FAILURES_BEFORE_CAPTCHA: z.coerce.number().int().min(1).default(3),
    LOGIN_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(2).default(10),
    LOGIN_ADDRESS_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(2).default(100),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    TRUST_PROXY: booleanFlag,
    DOWNLOAD_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
    JOB_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
    EASYPOST_API_KEY: z.string().trim().min(1).optional(),
    SECRET_KEY: z.string().trim().min(1).optional(),
    PUBLIC_URL: z.string().url().optional(),
    MARKETPLACE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    EASYPOST_BASE_URL: z.string().url().optional(),
    CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    CARRIER_SIMULATOR_CLOCK_FILE: z.string().min(1).optional(),
    LABEL_REFUND_POLL_MS: z.coerce.number().int().min(500).max(86_400_000).default(3_600_000),
    JOB_STALE_AFTER_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
    SMTP_URL: z
      .string()
      .url()
      .refine((u) => /^smtps?:\/\//i.test(u), 'an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).max(254).default('SoleStack <no-reply@solestack.local>'),
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  })
  .refine((e) => e.LOGIN_ADDRESS_FAILURES_BEFORE_LOCK >= e.LOGIN_FAILURES_BEFORE_LOCK, {
    path: ['LOGIN_ADDRESS_FAILURES_BEFORE_LOCK'],
    message: 'must be at least LOGIN_FAILURES_BEFORE_LOCK',
  });

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL connections per process; about twice the database server's cores serves best. */
  databasePoolSize: number;
  /** Postgres schema to use (tests isolate each file in its own schema). */
  databaseSchema?: string;
  adminUsername: string;
  adminPassword?: string;
  demo: boolean;
  logLevel: string;
  maxPageSize: number;
  staticDir: string;
  loginFailuresBeforeCaptcha: number;
  /** Failed logins of one username from one address that lock it there. */
  loginFailuresBeforeLock: number;
  /** Failed logins from one address, whatever the usernames, that lock the address. */
  loginAddressFailuresBeforeLock: number;
  loginWindowMinutes: number;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** Days a finished download task and its file are kept before the purge job removes them. */
  downloadRetentionDays: number;
  /** First retry delay of a failed background job; each further attempt waits twice as long. */
  jobRetryDelayMs: number;
  /** EasyPost's API key: set, labels are bought from EasyPost; unset, from the local simulator. */
  easypostApiKey?: string;
  /** 32 bytes in base64 sealing secrets at rest (marketplace tokens); unset: DATA_DIR/secret.key. */
  secretKey?: string;
  /** Where browsers and marketplaces reach this server (OAuth redirects, webhooks). */
  publicUrl: string;
  /** Marketplaces' app credentials; a marketplace without them is its local simulator. */
  marketplaces: MarketplaceCredentials;
  /** How long one marketplace call may take before it fails as a timeout. */
  marketplaceTimeoutMs: number;
  /** Another address for EasyPost's API (a proxy); EasyPost's own when unset. */
  easypostBaseUrl?: string;
  /** How long one carrier call may take before it fails as a carrier timeout. */
  carrierTimeoutMs: number;
  /**
   * Tests only: a JSON file { "offsetMs": n } moving the carrier simulator's clock ahead of the system's,
   * so a test can let refunds settle and parcels travel without waiting days.
   */
  carrierSimulatorClockFile?: string;
  /** How often the label center asks the carrier whether voided labels' refunds have settled. */
  labelRefundPollMs: number;
  /** A running job whose heartbeat is older than this belongs to a dead worker and is taken over. */
  jobStaleAfterMs: number;
  /** The SMTP server mail goes through (smtp://user:pass@host:587); unset, mail stays in the outbox. */
  smtpUrl?: string;
  /** The From of every message. */
  mailFrom: string;
  /** How long connecting to, greeting from and each answer of the SMTP server may take. */
  smtpTimeoutMs: number;
  /** Wait before a mail's second attempt; each further attempt waits twice as long (at most an hour). */
  mailRetryDelayMs: number;
  /** Build stamp shown by GET /version/web. */
  buildDate: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid settings: ${details}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    demo: e.DEMO,
    logLevel: e.LOG_LEVEL,
    maxPageSize: e.MAX_PAGE_SIZE,
    staticDir: path.resolve(e.STATIC_DIR),
    loginFailuresBeforeCaptcha: e.LOGIN_FAILURES_BEFORE_CAPTCHA,
    loginFailuresBeforeLock: e.LOGIN_FAILURES_BEFORE_LOCK,
    loginAddressFailuresBeforeLock: e.LOGIN_ADDRESS_FAILURES_BEFORE_LOCK,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    trustProxy: e.TRUST_PROXY,
    downloadRetentionDays: e.DOWNLOAD_RETENTION_DAYS,
    jobRetryDelayMs: e.JOB_RETRY_DELAY_MS,
    easypostApiKey: e.EASYPOST_API_KEY,
    secretKey: e.SECRET_KEY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    marketplaces: marketplaceCredentials(env),
    marketplaceTimeoutMs: e.MARKETPLACE_TIMEOUT_MS,
    easypostBaseUrl: e.EASYPOST_BASE_URL,
    carrierTimeoutMs: e.CARRIER_TIMEOUT_MS,
    carrierSimulatorClockFile: e.CARRIER_SIMULATOR_CLOCK_FILE,
    labelRefundPollMs: e.LABEL_REFUND_POLL_MS,
    jobStaleAfterMs: e.JOB_STALE_AFTER_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    mailRetryDelayMs: e.MAIL_RETRY_DELAY_MS,
    buildDate: process.env.BUILD_DATE ?? new Date().toISOString().slice(0, 10),
  };
}
