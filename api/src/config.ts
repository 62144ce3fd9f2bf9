import path from 'node:path';
import { z } from 'zod';
import {
  LOW_STOCK_DEFAULT,
  ONLINE_PAYMENT_MINUTES_DEFAULT,
  ORDER_OTP_MODES,
  type OrderOtpMode,
} from '@tyre/contracts';
import { DEFAULT_PASSWORD_COST, PASSWORD_COST_RANGE } from './lib/auth/passwords';

const flag = z
  .enum(['0', '1', 'true', 'false', ''], { error: 'must be 1 or 0' })
  .transform((v) => v === '1' || v === 'true');

const origin = z.string().url('must be a comma-separated list of origins like http://localhost:3000');

/** An optional variable: unset or empty means none. */
const optional = <T extends z.ZodType<string | undefined>>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

const emailAddress = z.string().trim().toLowerCase().email('must be an e-mail address');

const defaultOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** The shop-wide SMS budget's defaults (SMS_BUDGET_PER_HOUR, SMS_BUDGET_PER_DAY). */
export const DEFAULT_SMS_BUDGET = { perHour: 300, perDay: 2000 } as const;

/** How many SMS the shop may send in a window: a whole number from 1 to a million. */
const smsBudget = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of SMS' })
    .int('must be a whole number of SMS')
    .min(1, 'must be 1 or more')
    .max(1_000_000, 'must be at most 1000000')
    .default(fallback);

/** "<orders>/<seconds>": at most that many orders per window. */
const orderLimit = (fallback: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,6}\/[1-9]\d{0,6}$/, 'must look like 30/600 (orders per seconds)')
    .default(fallback)
    .transform((v) => {
      const [max, windowSeconds] = v.split('/').map(Number) as [number, number];
      return { max, windowSeconds };
    });

/** bKash Tokenized Checkout: all five, or none (then the checkout does not offer it). */
const BKASH_SETTINGS = [
  'BKASH_BASE_URL',
  'BKASH_APP_KEY',
  'BKASH_APP_SECRET',
  'BKASH_USERNAME',
  'BKASH_PASSWORD',
] as const;

/** SSLCommerz: all three, or none (then the checkout does not offer it). */
const SSLCOMMERZ_SETTINGS = [
  'SSLCOMMERZ_BASE_URL',
  'SSLCOMMERZ_STORE_ID',
  'SSLCOMMERZ_STORE_PASSWORD',
] as const;

/** Steadfast Courier's settings: all four, or none (then Steadfast booking is not offered). */
const STEADFAST_SETTINGS = [
  'STEADFAST_BASE_URL',
  'STEADFAST_API_KEY',
  'STEADFAST_SECRET_KEY',
  'STEADFAST_WEBHOOK_TOKEN',
] as const;

/** Pathao Courier's settings: all seven, or none (then Pathao booking is not offered). */
const PATHAO_SETTINGS = [
  'PATHAO_BASE_URL',
  'PATHAO_CLIENT_ID',
  'PATHAO_CLIENT_SECRET',
  'PATHAO_USERNAME',
  'PATHAO_PASSWORD',
  'PATHAO_STORE_ID',
  'PATHAO_WEBHOOK_SECRET',
] as const;

/** A call's time-out in whole seconds (1 to 120), `fallback` unless set. */
const callSeconds = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be 1 or more')
    .max(120, 'must be at most 120')
    .default(fallback);

/** How long a parcel may stay quiet before its courier is asked (`90m`, `6h`, `1d`; `30s` in tests). */
const quietFor = z
  .string()
  .regex(/^[1-9]\d{0,4}[smhd]$/, 'must look like 6h, 90m or 1d')
  .default('6h');

const envSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(0)
      .max(65535, 'must be a port (0-65535)')
      .default(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    JWT_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .email('must be an e-mail address')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(8, 'must be at least 8 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // no default: a number the operator did not choose could be any customer's
    ADMIN_MOBILE: z
      .string()
      .regex(/^01[3-9]\d{8}$/, 'must be a mobile number like 01XXXXXXXXX')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SEED_DEMO: flag.default(false),
    PASSWORD_COST: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(PASSWORD_COST_RANGE.min, `must be ${PASSWORD_COST_RANGE.min} or more`)
      .max(PASSWORD_COST_RANGE.max, `must be ${PASSWORD_COST_RANGE.max} or less`)
      .default(DEFAULT_PASSWORD_COST),
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : defaultOrigins,
      )
      .pipe(z.array(origin)),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BACKUP_DIR: optional(z.string()),
    BACKUP_EVERY: z
      .string()
      .regex(/^[1-9]\d{0,4}[mhd]$/, 'must look like 30m, 6h or 1d')
      .default('1d'),
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a number of archives' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(1000, 'must be at most 1000')
      .default(7),
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    METRICS_PORT: optional(z.string().regex(/^\d{1,5}$/, 'must be a port (0-65535)'))
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(z.number().max(65535, 'must be a port (0-65535)').optional()),
    SHUTDOWN_GRACE: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be 0 or more')
      .max(300, 'must be at most 300')
      .default(0),
    TOKEN_TTL: z
      .string()
      .regex(/^\d+[smhd]$/, 'must look like 7d, 12h or 30m')
      .default('7d'),
    TRUST_PROXY: z.coerce
      .number({ error: 'must be a number of proxies (0 = none)' })
      .int('must be a whole number of proxies')
      .min(0, 'must be 0 or more')
      .max(10, 'must be at most 10')
      .default(0),
    ORDER_LIMIT_PER_ADDRESS: orderLimit('30/600'),
    ORDER_LIMIT_PER_MOBILE: orderLimit('5/3600'),
    ORDER_OTP: z.enum(ORDER_OTP_MODES, { error: 'must be off, cod or all' }).default('off'),
    LOW_STOCK_THRESHOLD: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(100_000, 'must be 100000 or less')
      .default(LOW_STOCK_DEFAULT),
    MESSAGE_TRANSPORT: z.enum(['log', 'live'], { error: 'must be log or live' }).default('log'),
    MESSAGE_SEND_INTERVAL: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be 0 (no sender in this process) or more')
      .max(3600, 'must be at most 3600')
      .default(5),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/\S+$/, 'must start with smtp:// or smtps://')),
    MAIL_FROM: optional(
      z
        .string()
        .trim()
        .regex(
          /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
          'must be an address, or a name and <address>',
        ),
    ),
    SMS_GATEWAY_URL: optional(z.string().regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// address')),
    SMS_API_KEY: optional(z.string().trim()),
    SMS_SENDER_ID: optional(z.string().trim().max(20, 'must be at most 20 characters')),
    SMS_GATEWAY_FORMAT: z.enum(['form', 'json'], { error: 'must be form or json' }).default('form'),
    SMS_BUDGET_PER_HOUR: smsBudget(DEFAULT_SMS_BUDGET.perHour),
    SMS_BUDGET_PER_DAY: smsBudget(DEFAULT_SMS_BUDGET.perDay),
    STEADFAST_BASE_URL: optional(
      z
        .string()
        .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// address up to and including /api/v1')
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    STEADFAST_API_KEY: optional(z.string().trim()),
    STEADFAST_SECRET_KEY: optional(z.string().trim()),
    STEADFAST_WEBHOOK_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters')),
    STEADFAST_TIMEOUT: callSeconds(20),
    STEADFAST_SWEEP_AFTER: quietFor,
    PATHAO_BASE_URL: optional(
      z
        .string()
        .regex(
          /^https?:\/\/[^\s/]+\/*$/,
          'must be the http:// or https:// host under which /aladdin/api/v1 lives, with no path',
        )
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    PATHAO_CLIENT_ID: optional(z.string().trim()),
    PATHAO_CLIENT_SECRET: optional(z.string().trim()),
    PATHAO_USERNAME: optional(z.string().trim()),
    PATHAO_PASSWORD: optional(z.string()),
    PATHAO_STORE_ID: optional(
      z
        .string()
        .trim()
        .regex(/^[1-9]\d{0,11}$/, 'must be the number of a Pathao store'),
    ),
    PATHAO_WEBHOOK_SECRET: optional(z.string().trim().min(16, 'must be at least 16 characters')),
    PATHAO_TIMEOUT: callSeconds(20),
    PATHAO_SWEEP_AFTER: quietFor,
    NODE_ENV: optional(z.string().trim()),
    LOG_MESSAGE_CODES: flag.default(false),
    STAFF_EMAILS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(emailAddress)),
    BKASH_BASE_URL: optional(
      z
        .string()
        .regex(
          /^https?:\/\/\S+\/tokenized\/?$/,
          'must be the gateway address up to and including /tokenized',
        ),
    ),
    BKASH_APP_KEY: optional(z.string().trim()),
    BKASH_APP_SECRET: optional(z.string().trim()),
    BKASH_USERNAME: optional(z.string().trim()),
    BKASH_PASSWORD: optional(z.string()),
    SSLCOMMERZ_BASE_URL: optional(
      z
        .string()
        .regex(
          /^https?:\/\/[^\s/?#]+\/*$/,
          'must be the SSLCommerz host, like https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com',
        )
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    SSLCOMMERZ_STORE_ID: optional(z.string().trim()),
    SSLCOMMERZ_STORE_PASSWORD: optional(z.string()),
    API_PUBLIC_URL: optional(
      z
        .string()
        .regex(
          /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?\/api\/v1\/?$/,
          'must be the API as the internet reaches it, up to and including /api/v1',
        )
        .transform((v) => v.replace(/\/+$/, '')),
    ),
    ONLINE_PAYMENT_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int('must be a whole number of minutes')
      .min(1, 'must be 1 or more')
      .max(24 * 60, 'must be at most 1440')
      .default(ONLINE_PAYMENT_MINUTES_DEFAULT),
    PAYMENT_SWEEP_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be 1 or more')
      .max(300, 'must be at most 300')
      .default(15),
    PUBLIC_ORIGIN: z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+\/*$/, 'must be an origin like https://tyres.example.com.bd')
      .default('http://localhost:3000')
      .transform((v) => v.replace(/\/+$/, '')),
  })
  .superRefine((env, ctx) => {
    if (env.MONGODB_URI && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when MONGODB_URI is set' });
    }
    if (env.MONGODB_URI && env.BACKUP_DIR) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_DIR'],
        message: 'backs up the embedded store only: with MONGODB_URI use mongodump (see the README)',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'must be set together with ' + (env.ADMIN_EMAIL ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'),
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });
    }
    if (env.SMS_BUDGET_PER_DAY < env.SMS_BUDGET_PER_HOUR) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_BUDGET_PER_DAY'],
        message: `must be at least SMS_BUDGET_PER_HOUR (${env.SMS_BUDGET_PER_HOUR})`,
      });
    }
    if (env.NODE_ENV === 'production' && env.LOG_MESSAGE_CODES) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOG_MESSAGE_CODES'],
        message:
          'must not be set in production (NODE_ENV=production): one-time codes and order keys never go to its log',
      });
    }
    const bkash = BKASH_SETTINGS.filter((k) => env[k] !== undefined);
    if (bkash.length > 0 && bkash.length < BKASH_SETTINGS.length) {
      for (const k of BKASH_SETTINGS.filter((k) => env[k] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `must be set together with ${bkash.join(', ')} (all five BKASH_ settings, or none)`,
        });
    }
    const sslcommerz = SSLCOMMERZ_SETTINGS.filter((k) => env[k] !== undefined);
    if (sslcommerz.length > 0 && sslcommerz.length < SSLCOMMERZ_SETTINGS.length) {
      for (const k of SSLCOMMERZ_SETTINGS.filter((k) => env[k] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `must be set together with ${sslcommerz.join(', ')} (all three SSLCOMMERZ_ settings, or none)`,
        });
    }
    if (
      sslcommerz.length === SSLCOMMERZ_SETTINGS.length &&
      env.NODE_ENV === 'production' &&
      !env.API_PUBLIC_URL
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_PUBLIC_URL'],
        message:
          'is required with SSLCommerz in production (NODE_ENV=production): SSLCommerz posts its answers to the API there',
      });
    }
    const steadfast = STEADFAST_SETTINGS.filter((k) => env[k] !== undefined);
    if (steadfast.length > 0 && steadfast.length < STEADFAST_SETTINGS.length) {
      for (const k of STEADFAST_SETTINGS.filter((k) => env[k] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `must be set together with ${steadfast.join(', ')} (all four STEADFAST_ settings, or none)`,
        });
    }
    const pathao = PATHAO_SETTINGS.filter((k) => env[k] !== undefined);
    if (pathao.length > 0 && pathao.length < PATHAO_SETTINGS.length) {
      for (const k of PATHAO_SETTINGS.filter((k) => env[k] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `must be set together with ${pathao.join(', ')} (all seven PATHAO_ settings, or none)`,
        });
    }
    if (env.SMS_GATEWAY_URL && !env.SMS_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_API_KEY'],
        message: 'is required when SMS_GATEWAY_URL is set',
      });
    }
  });

export interface Config {
  /** NODE_ENV=production: no one-time code or order key is ever written to the log. */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  mongodbUri: string | undefined;
  jwtSecret: string | undefined;
  /** The first admin's settings; `mobile` only when ADMIN_MOBILE was set. */
  admin: { email: string; password: string; mobile: string | undefined } | undefined;
  seedDemo: boolean;
  /** scrypt's cost for new password hashes, as log2(N) (`PASSWORD_COST`, 17 unless a test run lowers it). */
  passwordCost: number;
  corsOrigins: string[];
  logLevel: string;
  tokenTtl: string;
  /** How many reverse proxies in front of the API append to X-Forwarded-For; 0 = the socket's address. */
  trustProxy: number;
  /** Order placement limits per client address and per mobile number. */
  orderLimits: {
    perAddress: { max: number; windowSeconds: number };
    perMobile: { max: number; windowSeconds: number };
  };
  /** Which orders need the customer's mobile number confirmed by an SMS code (`ORDER_OTP`). */
  orderOtp: OrderOtpMode;
  /** Products at or below this stock are low in the stock report (a query may ask for another). */
  lowStockThreshold: number;
  /** The shop's address as visitors see it: the links in the SMS and e-mails. */
  publicOrigin: string;
  /** What leaves the shop after an order: the outbox's sender and its transports. */
  messages: MessagesConfig;
  /** Scheduled backups of the embedded store (BACKUP_DIR); none when unset. */
  backup: { dir: string; everyMs: number; keep: number } | undefined;
  /** GET /metrics: with a bearer token on the API's port, and/or alone on 127.0.0.1:port; neither: 404. */
  metrics: { token: string | undefined; port: number | undefined };
  /** Seconds between SIGTERM (readiness then answers 503) and closing the listener. */
  shutdownGraceSeconds: number;
  /** Steadfast Courier's merchant API and webhook token (`STEADFAST_*`); undefined: not offered. */
  steadfast: SteadfastConfig | undefined;
  /** Pathao Courier's merchant API and webhook secret (`PATHAO_*`); undefined: not offered. */
  pathao: PathaoConfig | undefined;
  /** bKash Tokenized Checkout (`BKASH_*`); undefined: not offered. */
  bkash: BkashConfig | undefined;
  /** SSLCommerz (`SSLCOMMERZ_*`); undefined: not offered. */
  sslcommerz: SslcommerzConfig | undefined;
  /**
   * The API as browsers and gateways reach it, up to and including `/api/v1` (`API_PUBLIC_URL`):
   * where SSLCommerz posts its answers. Unset (not in production): the address the checkout called.
   */
  apiPublicUrl: string | undefined;
  /** Minutes an order paid online holds its stock (`ONLINE_PAYMENT_MINUTES`). */
  onlinePaymentMinutes: number;
  /** Seconds between the payment sweeper's rounds (`PAYMENT_SWEEP_SECONDS`, 15). */
  paymentSweepSeconds: number;
}

export interface SslcommerzConfig {
  /** The sandbox or live host (no trailing slash), under which `/gwprocess/v4/api.php` and `/validator/api/…` live. */
  baseUrl: string;
  storeId: string;
  storePassword: string;
}

export interface BkashConfig {
  /** The gateway's address up to and including `/tokenized` (no trailing slash). */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface PathaoConfig {
  /** The host (no trailing slash) under which `/aladdin/api/v1/...` lives: sandbox and live differ only here. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The merchant's store the parcels are picked up from. */
  storeId: number;
  /** What Pathao sends in `X-PATHAO-Signature` to the webhook. */
  webhookSecret: string;
  /** How long one call to Pathao may take (`PATHAO_TIMEOUT`, seconds; 20 unless set). */
  timeoutMs: number;
  /** Shipped parcels that heard nothing this long are asked about (`PATHAO_SWEEP_AFTER`, 6h). */
  sweepAfterMs: number;
}

export interface SteadfastConfig {
  /** Up to and including `/api/v1` (no trailing slash): sandbox and live differ only here. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** What Steadfast sends as `Authorization: Bearer <token>` to the webhook. */
  webhookToken: string;
  /** How long one call to Steadfast may take (`STEADFAST_TIMEOUT`, seconds; 20 unless set). */
  timeoutMs: number;
  /** Shipped parcels that heard nothing this long are asked about (`STEADFAST_SWEEP_AFTER`, 6h). */
  sweepAfterMs: number;
}

const DURATION_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `6h`, `90m`, `1d` or `30s` in milliseconds. */
const quietMs = (value: string): number =>
  Number(value.slice(0, -1)) * { s: 1000, ...DURATION_MS }[value.slice(-1) as 's' | 'm' | 'h' | 'd'];

export interface MessagesConfig {
  /** `log`: every message is written to the log; `live`: SMTP and the SMS gateway where configured. */
  transport: 'log' | 'live';
  /** Seconds between the sender's rounds; 0: this process sends nothing (another instance does). */
  sendIntervalSeconds: number;
  smtp: { url: string; from: string } | undefined;
  sms: { url: string; apiKey: string; senderId: string | undefined; format: 'form' | 'json' } | undefined;
  /** Who is told of new orders and of bKash payments to verify (none: no staff e-mail). */
  staffEmails: string[];
  /**
   * The most SMS the shop sends (one-time codes and the outbox's together) per hour and per day,
   * counted in the store across instances (SMS_BUDGET_PER_HOUR, SMS_BUDGET_PER_DAY).
   */
  smsBudget: { perHour: number; perDay: number };
  /**
   * The log transport writes one-time codes and order keys as they are: only a development run
   * that asks for it (LOG_MESSAGE_CODES=1, refused with NODE_ENV=production); otherwise they are
   * hidden in every log line.
   */
  logSecrets: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; names every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(pickKnown(env));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${String(i.path[0] ?? '?')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    mongodbUri: e.MONGODB_URI,
    jwtSecret: e.JWT_SECRET,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, mobile: e.ADMIN_MOBILE }
        : undefined,
    seedDemo: e.SEED_DEMO,
    passwordCost: e.PASSWORD_COST,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    tokenTtl: e.TOKEN_TTL,
    trustProxy: e.TRUST_PROXY,
    orderLimits: { perAddress: e.ORDER_LIMIT_PER_ADDRESS, perMobile: e.ORDER_LIMIT_PER_MOBILE },
    orderOtp: e.ORDER_OTP,
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    publicOrigin: e.PUBLIC_ORIGIN,
    backup: e.BACKUP_DIR
      ? {
          dir: path.resolve(e.BACKUP_DIR),
          everyMs:
            Number(e.BACKUP_EVERY.slice(0, -1)) * DURATION_MS[e.BACKUP_EVERY.slice(-1) as 'm' | 'h' | 'd'],
          keep: e.BACKUP_KEEP,
        }
      : undefined,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    shutdownGraceSeconds: e.SHUTDOWN_GRACE,
    steadfast:
      e.STEADFAST_BASE_URL && e.STEADFAST_API_KEY && e.STEADFAST_SECRET_KEY && e.STEADFAST_WEBHOOK_TOKEN
        ? {
            baseUrl: e.STEADFAST_BASE_URL,
            apiKey: e.STEADFAST_API_KEY,
            secretKey: e.STEADFAST_SECRET_KEY,
            webhookToken: e.STEADFAST_WEBHOOK_TOKEN,
            timeoutMs: e.STEADFAST_TIMEOUT * 1000,
            sweepAfterMs: quietMs(e.STEADFAST_SWEEP_AFTER),
          }
        : undefined,
    pathao:
      e.PATHAO_BASE_URL &&
      e.PATHAO_CLIENT_ID &&
      e.PATHAO_CLIENT_SECRET &&
      e.PATHAO_USERNAME &&
      e.PATHAO_PASSWORD &&
      e.PATHAO_STORE_ID &&
      e.PATHAO_WEBHOOK_SECRET
        ? {
            baseUrl: e.PATHAO_BASE_URL,
            clientId: e.PATHAO_CLIENT_ID,
            clientSecret: e.PATHAO_CLIENT_SECRET,
            username: e.PATHAO_USERNAME,
            password: e.PATHAO_PASSWORD,
            storeId: Number(e.PATHAO_STORE_ID),
            webhookSecret: e.PATHAO_WEBHOOK_SECRET,
            timeoutMs: e.PATHAO_TIMEOUT * 1000,
            sweepAfterMs: quietMs(e.PATHAO_SWEEP_AFTER),
          }
        : undefined,
    bkash:
      e.BKASH_BASE_URL && e.BKASH_APP_KEY && e.BKASH_APP_SECRET && e.BKASH_USERNAME && e.BKASH_PASSWORD
        ? {
            baseUrl: e.BKASH_BASE_URL.replace(/\/+$/, ''),
            appKey: e.BKASH_APP_KEY,
            appSecret: e.BKASH_APP_SECRET,
            username: e.BKASH_USERNAME,
            password: e.BKASH_PASSWORD,
          }
        : undefined,
    sslcommerz:
      e.SSLCOMMERZ_BASE_URL && e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
        ? {
            baseUrl: e.SSLCOMMERZ_BASE_URL,
            storeId: e.SSLCOMMERZ_STORE_ID,
            storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
          }
        : undefined,
    apiPublicUrl: e.API_PUBLIC_URL,
    onlinePaymentMinutes: e.ONLINE_PAYMENT_MINUTES,
    paymentSweepSeconds: e.PAYMENT_SWEEP_SECONDS,
    messages: {
      transport: e.MESSAGE_TRANSPORT,
      sendIntervalSeconds: e.MESSAGE_SEND_INTERVAL,
      smtp: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
      sms:
        e.SMS_GATEWAY_URL && e.SMS_API_KEY
          ? {
              url: e.SMS_GATEWAY_URL,
              apiKey: e.SMS_API_KEY,
              senderId: e.SMS_SENDER_ID,
              format: e.SMS_GATEWAY_FORMAT,
            }
          : undefined,
      staffEmails: [...new Set(e.STAFF_EMAILS)],
      smsBudget: { perHour: e.SMS_BUDGET_PER_HOUR, perDay: e.SMS_BUDGET_PER_DAY },
      logSecrets: e.NODE_ENV !== 'production' && e.LOG_MESSAGE_CODES,
    },
  };
}

const KNOWN = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'MONGODB_URI',
  'JWT_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_MOBILE',
  'SEED_DEMO',
  'PASSWORD_COST',
  'CORS_ORIGINS',
  'LOG_LEVEL',
  'BACKUP_DIR',
  'BACKUP_EVERY',
  'BACKUP_KEEP',
  'METRICS_TOKEN',
  'METRICS_PORT',
  'SHUTDOWN_GRACE',
  'TOKEN_TTL',
  'TRUST_PROXY',
  'ORDER_LIMIT_PER_ADDRESS',
  'ORDER_LIMIT_PER_MOBILE',
  'ORDER_OTP',
  'LOW_STOCK_THRESHOLD',
  'PUBLIC_ORIGIN',
  'MESSAGE_TRANSPORT',
  'MESSAGE_SEND_INTERVAL',
  'SMTP_URL',
  'MAIL_FROM',
  'SMS_GATEWAY_URL',
  'SMS_API_KEY',
  'SMS_SENDER_ID',
  'SMS_GATEWAY_FORMAT',
  'SMS_BUDGET_PER_HOUR',
  'SMS_BUDGET_PER_DAY',
  'NODE_ENV',
  'LOG_MESSAGE_CODES',
  'STAFF_EMAILS',
  ...STEADFAST_SETTINGS,
  'STEADFAST_TIMEOUT',
  'STEADFAST_SWEEP_AFTER',
  ...PATHAO_SETTINGS,
  'PATHAO_TIMEOUT',
  'PATHAO_SWEEP_AFTER',
  ...BKASH_SETTINGS,
  ...SSLCOMMERZ_SETTINGS,
  'API_PUBLIC_URL',
  'ONLINE_PAYMENT_MINUTES',
  'PAYMENT_SWEEP_SECONDS',
] as const;

function pickKnown(env: Record<string, string | undefined>) {
  return Object.fromEntries(KNOWN.filter((k) => env[k] !== undefined).map((k) => [k, env[k]]));
}
