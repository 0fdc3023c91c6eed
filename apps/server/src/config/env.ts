import path from 'node:path';
import { z } from 'zod';
import { BROKER_SECRET_MIN_LENGTH, isLoopbackHost } from '../trading/remote/broker-tls';

/**
 * The only place that reads `process.env` (DESIGN.md, Configuration). Everything else receives a
 * validated `Config`. Bad values stop the process at start with a message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  TEST_DATABASE_URL: z.url().optional(),
  /** The Redis the multi-node tests run against when set (CI's second pass). */
  TEST_REDIS_URL: z.url().optional(),
  /** 32 bytes as 64 hex characters or base64; generated into DATA_DIR on first start when unset. */
  SECRET_KEY: z.string().min(32).optional(),
  /** e.g. smtp://user:pass@mail.example.com:587 ; unset = the development outbox. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  REDIS_URL: z.url().optional(),
  /** Names this deployment's channels on a Redis shared with others. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/)
    .default('copytrade'),
  /**
   * The simulated brokers in a process of their own (`npm run broker`, tcp://host:port): API processes
   * trade through it instead of a simulator of their own (several processes, one broker).
   */
  BROKER_URL: z
    .string()
    .regex(/^tcp:\/\/[^/:]+:\d+\/?$/, 'expected tcp://host:port')
    .optional(),
  /**
   * The broker wire's shared secret, the same on the broker process and every API process: the wire then
   * runs over TLS with this pre-shared key (trading/remote/broker-tls.ts). Required off loopback.
   */
  BROKER_SECRET: z.string().min(BROKER_SECRET_MIN_LENGTH).optional(),
  /** Where the broker process (`npm run broker`) listens. */
  BROKER_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  BROKER_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * What this process does when several share a database (issue 20): `all` (the default: everything in
   * one process), `api` (HTTP, /ws, account sessions) or `worker` (the copier, for the masters it leases).
   */
  NODE_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  SIM_SEED: z.coerce.number().int().default(20261121),
  /**
   * The simulated brokers close from Friday 22:00 to Sunday 22:00 UTC like real ones; `false` keeps them
   * trading every day (demos given on a weekend, browser journeys).
   */
  SIM_WEEKEND_CLOSED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Sessions live this many hours after sign-in. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  /** Seed the demo site and people on first start. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * The bind dialog's "try it with a simulated terminal" (a simulator demo account driven by the fake EA,
   * through the EA bridge): a demo feature, on where the demo is (it follows SEED_DEMO unless set).
   */
  DEMO_TERMINALS: z.enum(['true', 'false', '1', '0']).optional(),
  /** Days of trading history a first start with demo data generates (through the server, before it listens). */
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  /**
   * A demo data folder made ahead by `npm run build:demo` (src/demo/snapshot.ts): a first start with demo
   * data copies it instead of generating the history, when it matches this code and is under a week old.
   * Unset = build/demo-snapshot in the project.
   */
  DEMO_SNAPSHOT: z.string().optional(),
  /** Folder of the built web app; unset = apps/web/dist. */
  WEB_DIST: z.string().optional(),
  /** Human-readable log lines (pino-pretty); default on for a terminal outside production. */
  LOG_PRETTY: z.enum(['true', 'false', '1', '0']).optional(),
  /** Requests per minute one network address may make to the whole server (429 beyond). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Number of proxies in front of the server whose X-Forwarded-For is trusted (0 = none). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The `dev/` routes (every site's outbox, simulator trades and disconnects on any account): off unless
   * asked for, and refused in production. `npm run dev`, the browser journeys and the tests switch them on.
   */
  DEV_ROUTES: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** The broker process to trade through (BROKER_URL); unset: the simulator runs in this process. */
  brokerUrl: string | undefined;
  brokerPort: number;
  brokerHost: string;
  /** BROKER_SECRET: the broker wire over TLS with this pre-shared key; unset: plain TCP on loopback only. */
  brokerSecret: string | undefined;
  /** NODE_ROLE: all (one process), api or worker (several on one PostgreSQL). */
  nodeRole: Env['NODE_ROLE'];
  simSeed: number;
  simWeekendClosed: boolean;
  logLevel: Env['LOG_LEVEL'];
  sessionTtlMs: number;
  seedDemo: boolean;
  /** The bind dialog offers a simulated terminal (DEMO_TERMINALS, else SEED_DEMO). */
  demoTerminals: boolean;
  /** Days of history a first start with demo data generates. */
  demoHistoryDays: number;
  /** Folder of the demo snapshot a first start may copy (DEMO_SNAPSHOT). */
  demoSnapshotDir: string;
  webDist: string;
  trustProxy: number;
  logPretty: boolean;
  rateLimitPerMinute: number;
  /** Whether the `dev/` routes exist (DEV_ROUTES; never in production). */
  devRoutes: boolean;
};

const here = path.dirname(new URL(import.meta.url).pathname);
const defaultWebDist = path.resolve(here, '../../../web/dist');
const defaultDemoSnapshot = path.resolve(here, '../../../../build/demo-snapshot');

/**
 * The environment of a child process of this server: this process's, with `overrides` (an undefined value
 * removes the variable).
 */
export function childEnvironment(overrides: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...overrides };
  for (const [name, value] of Object.entries(overrides)) if (value === undefined) delete env[name];
  return env;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.DEV_ROUTES && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  DEV_ROUTES: the development routes cannot be switched on in production',
    );
  }
  // The MT4 passwords cross the broker wire: off this machine it must be authenticated and encrypted.
  const brokerUrlHost = e.BROKER_URL ? /^tcp:\/\/([^/:]+):/.exec(e.BROKER_URL)?.[1] : undefined;
  if (!e.BROKER_SECRET && brokerUrlHost && !isLoopbackHost(brokerUrlHost)) {
    throw new Error(
      'Invalid configuration:\n  BROKER_SECRET: required when BROKER_URL is not on this machine (the same secret on the broker process)',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    brokerUrl: e.BROKER_URL,
    brokerPort: e.BROKER_PORT,
    brokerHost: e.BROKER_HOST,
    brokerSecret: e.BROKER_SECRET,
    nodeRole: e.NODE_ROLE,
    simSeed: e.SIM_SEED,
    simWeekendClosed: e.SIM_WEEKEND_CLOSED,
    logLevel: e.LOG_LEVEL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3600_000,
    seedDemo: e.SEED_DEMO,
    demoTerminals: e.DEMO_TERMINALS ? e.DEMO_TERMINALS === 'true' || e.DEMO_TERMINALS === '1' : e.SEED_DEMO,
    demoHistoryDays: e.DEMO_HISTORY_DAYS,
    demoSnapshotDir: e.DEMO_SNAPSHOT ? path.resolve(e.DEMO_SNAPSHOT) : defaultDemoSnapshot,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : defaultWebDist,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    devRoutes: e.DEV_ROUTES,
    logPretty: e.LOG_PRETTY
      ? e.LOG_PRETTY === 'true' || e.LOG_PRETTY === '1'
      : e.NODE_ENV !== 'production' && Boolean(process.stdout.isTTY),
  };
}

/** The PostgreSQL server the test suite runs against when set (CI's second pass). */
export function testDatabaseUrl(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  return source.TEST_DATABASE_URL || undefined;
}

/** The Redis the tests of several nodes use when set (CI's second pass; they need a real message engine). */
export function testRedisUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  return source.TEST_REDIS_URL || undefined;
}
