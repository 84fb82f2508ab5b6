import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AccountPolicies } from '../../application/accounts/account-policies.js';

/** Everything the server reads from its environment (see shared/API.md), with the documented defaults. */
export interface AppConfig {
  readonly port: number;
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly jwtSecret: string;
  readonly adminEmails: readonly string[];
  readonly publicUrl: string;
  readonly openai: {
    readonly apiKey: string;
    readonly baseUrl?: string;
    readonly model: string;
    /** AI calls at once (AI_MAX_CONCURRENCY, default 4); past it subscribers are served first. */
    readonly maxConcurrent?: number;
    /** One AI call's whole time, retries included (OPENAI_TIMEOUT_MS, default 20000 ms); past it 504 ai_timeout. */
    readonly timeoutMs?: number;
  } | null;
  readonly stripe: {
    readonly secretKey: string;
    readonly webhookSecret: string;
    readonly priceMonthly: string;
    readonly priceAnnual: string;
  } | null;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly redisUrl: string | null;
  /** Prefix of every Redis key (REDIS_PREFIX, default shelfcheck): deployments sharing a Redis keep apart. */
  readonly redisPrefix?: string;
  /** How long a stopping instance (SIGTERM) finishes what it holds (SHUTDOWN_GRACE_MS, default 10000). */
  readonly shutdownGraceMs?: number;
  /** Folder of the built web client; null serves the API alone. */
  readonly webDir: string | null;
  readonly logLevel: string;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): the proxies whose X-Forwarded-For / X-Forwarded-Proto are
   * believed, as addresses or CIDRs (or proxy-addr's names such as `loopback`); false (the default) trusts
   * no header, so a caller cannot choose its own address by sending one.
   */
  readonly trustProxy: string[] | false;
  /** Per-connection database timeouts (DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  readonly dbTimeouts: DbTimeouts;
  /** Rate limits of the account routes; only tests change them (not read from the environment). */
  readonly accountPolicies?: AccountPolicies;
  /** Lifetime of an access token in seconds (default 3600); only tests shorten it (not read from the environment). */
  readonly accessTokenSeconds?: number;
  /**
   * How long one read of the catalog's version serves this instance's searches (default
   * CATALOG_VERSION_REUSE_MS on one instance, 0 with REDIS_URL); the test suites set 0, since they
   * write the catalog straight into the database, outside the app (not read from the environment).
   */
  readonly catalogVersionReuseMs?: number;
}

export interface DbTimeouts {
  readonly statementMs: number;
  readonly lockMs: number;
  readonly idleInTransactionMs: number;
  /** How long GET /api/health waits for its probe before answering degraded (DB_HEALTH_PROBE_MS). */
  readonly healthProbeMs?: number;
  /** How long a probe that answered stands for the health checks after it (default 250 ms; 0: every check asks). */
  readonly healthProbeReuseMs?: number;
}

export const DEFAULT_DB_TIMEOUTS: Required<DbTimeouts> = {
  statementMs: 10_000,
  lockMs: 5_000,
  idleInTransactionMs: 30_000,
  healthProbeMs: 2_000,
  healthProbeReuseMs: 250,
};

type Env = Readonly<Record<string, string | undefined>>;

const nonEmpty = (v: string | undefined): string | undefined => (v && v.trim() !== '' ? v.trim() : undefined);

/** Reads the environment; creates DATA_DIR and a JWT secret kept there when none is given. */
export function loadConfig(env: Env = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535 (got "${env.PORT}")`);
  }
  const dataDir = resolve(overrides.dataDir ?? nonEmpty(env.DATA_DIR) ?? './.data');
  const openaiKey = nonEmpty(env.OPENAI_API_KEY);
  const stripeKey = nonEmpty(env.STRIPE_SECRET_KEY);
  return {
    port,
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    dataDir,
    jwtSecret: nonEmpty(env.JWT_SECRET) ?? overrides.jwtSecret ?? persistedSecret(dataDir),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    openai: openaiKey
      ? {
          apiKey: openaiKey,
          baseUrl: nonEmpty(env.OPENAI_BASE_URL),
          model: nonEmpty(env.OPENAI_MODEL) ?? 'gpt-4o-mini',
          maxConcurrent: positiveInt(env.AI_MAX_CONCURRENCY, 'AI_MAX_CONCURRENCY') ?? 4,
          timeoutMs: positiveInt(env.OPENAI_TIMEOUT_MS, 'OPENAI_TIMEOUT_MS') ?? 20_000,
        }
      : null,
    stripe: stripeKey
      ? {
          secretKey: stripeKey,
          webhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET) ?? '',
          priceMonthly: nonEmpty(env.STRIPE_PRICE_MONTHLY) ?? '',
          priceAnnual: nonEmpty(env.STRIPE_PRICE_ANNUAL) ?? '',
        }
      : null,
    smtpUrl: nonEmpty(env.SMTP_URL) ?? null,
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'ShelfCheck <no-reply@shelfcheck.local>',
    redisUrl: nonEmpty(env.REDIS_URL) ?? null,
    redisPrefix: redisPrefix(env.REDIS_PREFIX),
    shutdownGraceMs: positiveInt(env.SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS') ?? 10_000,
    webDir: join(__dirname, '..', '..', 'web'),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxyList(env.TRUST_PROXY),
    dbTimeouts: {
      statementMs: positiveInt(env.DB_STATEMENT_TIMEOUT_MS, 'DB_STATEMENT_TIMEOUT_MS') ?? DEFAULT_DB_TIMEOUTS.statementMs,
      lockMs: positiveInt(env.DB_LOCK_TIMEOUT_MS, 'DB_LOCK_TIMEOUT_MS') ?? DEFAULT_DB_TIMEOUTS.lockMs,
      idleInTransactionMs: positiveInt(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS') ?? DEFAULT_DB_TIMEOUTS.idleInTransactionMs,
      healthProbeMs: positiveInt(env.DB_HEALTH_PROBE_MS, 'DB_HEALTH_PROBE_MS') ?? DEFAULT_DB_TIMEOUTS.healthProbeMs,
      healthProbeReuseMs: DEFAULT_DB_TIMEOUTS.healthProbeReuseMs,
    },
    ...overrides,
  };
}

/** REDIS_PREFIX: letters, digits and - _ . : only (it starts every key), default shelfcheck. */
function redisPrefix(raw: string | undefined): string {
  const v = nonEmpty(raw) ?? 'shelfcheck';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(v)) throw new Error(`REDIS_PREFIX may hold only letters, digits, '-', '_', '.' and ':' (1 to 64 of them; got "${raw}")`);
  return v;
}

/** A whole number of at least 1, or undefined when unset. */
function positiveInt(raw: string | undefined, name: string): number | undefined {
  const v = nonEmpty(raw);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`);
  return n;
}

/** TRUST_PROXY as a list of proxies (proxy-addr's, which Express and Fastify both use): `10.0.0.1, 10.1.0.0/16`; unset, empty, `false` or `off`: trust nobody. */
function trustProxyList(raw: string | undefined): string[] | false {
  const v = nonEmpty(raw);
  if (v === undefined || /^(false|off|0|no)$/i.test(v)) return false;
  // trusting every sender would let any caller choose its own address again
  if (/^(true|on|yes|\*)$/i.test(v)) throw new Error(`TRUST_PROXY must name the proxies (addresses or CIDRs such as 127.0.0.1 or 10.0.0.0/8), not "${raw}"`);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function persistedSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
