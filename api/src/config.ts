// Every setting comes from the environment, so one build runs anywhere (README lists them all).
import path from 'node:path';
import { apiRoot } from './paths.js';

export interface Config {
  port: number;
  host: string;
  /** External PostgreSQL; when empty the embedded server is started. */
  databaseUrl: string | undefined;
  /**
   * Named prepared statements (db/statements.ts). `DATABASE_PREPARED_STATEMENTS=false` turns them off, for a pooler
   * that cannot keep them (PgBouncer before 1.21 in transaction mode; docs/deploy.md).
   */
  databasePreparedStatements: boolean;
  /**
   * A direct connection for the live updates' LISTEN (modules/live/hub.ts), when DATABASE_URL goes through a pooler
   * that does not keep a session (PgBouncer in transaction mode); by default the pool's own URL.
   */
  databaseListenUrl: string | undefined;
  embeddedDataDir: string;
  embeddedPort: number;
  /** false (EMBEDDED_PG_DURABLE=false): the embedded server skips fsync; for test stacks whose data nobody keeps. */
  embeddedDurable: boolean;
  corsOrigins: string[] | true;
  uploadsDir: string;
  publicUrl: string;
  loginRateLimit: { max: number; timeWindow: string };
  seedOnStart: boolean;
  logLevel: string;
  /** Fastify's trustProxy: only behind a known proxy may X-Forwarded-For pick the client IP (the login limit keys on it). */
  trustProxy: boolean | string;
  googleMapsServerKey: string | undefined;
  geocoderUrl: string | undefined;
  /** Links GET /admin/pads/generate-link/{id} hands out; `{id}` is replaced by the pad id. */
  padLinks: { web: string; mobile: string };
  /**
   * S3 or an S3-compatible server for photos; without it, `uploadsDir`. Keys may be empty (the SDK's own chain:
   * AWS_* variables, an instance role). Path-style URLs unless the endpoint is AWS's own (no S3_ENDPOINT).
   */
  s3:
    | {
        endpoint: string;
        bucket: string;
        accessKey: string;
        secretKey: string;
        region: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /** SMTP server (smtp://user:pass@host:port); without it each message is written to `mailDir` as an .eml file. */
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDir: string;
  /** Where links in e-mails point: the pilot/owner app (confirmation and moderation links). */
  appUrl: string;
  /** Submissions per user (pilot/owner app calls that create revisions) in a window. */
  appRateLimit: { max: number; timeWindow: string };
  /** Bearer token that GET /metrics demands; without it /metrics is not served. */
  metricsToken: string | undefined;
  /** How often an instance checks that the sessions of its open event streams go on (modules/live/streams.ts). */
  liveSessionCheckMs: number;
  /**
   * Admin sessions end after this long without a request, and this long after sign-in whatever happens. A request
   * records itself as the session's last use when the recorded one is `activitySeconds` old (domain/sessionPolicy.ts).
   */
  session: { idleMinutes: number; maxHours: number; activitySeconds: number };
  twoFactor: {
    /** Every admin must sign in with a second factor; one without it sets it up at the next sign-in. */
    required: boolean;
    /** 32-byte key (hex or base64) that encrypts the TOTP secrets at rest; without it, a key file beside the data. */
    key: string | undefined;
    keyFile: string;
    /** Codes and recovery codes tried per sign-in challenge, and per IP in the login window. */
    attempts: number;
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS !== 'false',
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    embeddedDataDir: path.resolve(apiRoot, env.EMBEDDED_PG_DIR ?? '.data/pg'),
    embeddedPort: Number(env.EMBEDDED_PG_PORT ?? 5433),
    embeddedDurable: env.EMBEDDED_PG_DURABLE !== 'false',
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((o) => o.trim()) : true,
    uploadsDir: path.resolve(apiRoot, env.UPLOADS_DIR ?? '.data/uploads'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT ?? 10), timeWindow: env.LOGIN_RATE_WINDOW ?? '1 minute' },
    seedOnStart: env.SEED_ON_START !== 'false',
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    googleMapsServerKey: env.GOOGLE_MAPS_SERVER_KEY || undefined,
    geocoderUrl: env.GEOCODER_URL || undefined,
    padLinks: {
      web: env.PAD_LINK_WEB_URL ?? 'https://pads.example.com/pads/{id}',
      mobile: env.PAD_LINK_MOBILE_URL ?? 'pads://pads/{id}',
    },
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? '',
          bucket: env.S3_BUCKET,
          accessKey: env.S3_ACCESS_KEY ?? '',
          secretKey: env.S3_SECRET_KEY ?? '',
          region: env.S3_REGION ?? 'us-east-1',
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
        }
      : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Pads <no-reply@pads.test>',
    mailDir: path.resolve(apiRoot, env.MAIL_DIR ?? '.data/mail'),
    appUrl: env.APP_URL ?? 'https://app.pads.test',
    appRateLimit: { max: Number(env.APP_RATE_LIMIT ?? 30), timeWindow: env.APP_RATE_WINDOW ?? '1 minute' },
    metricsToken: env.METRICS_TOKEN || undefined,
    liveSessionCheckMs: positive(env.LIVE_SESSION_CHECK_MS, 30_000),
    session: {
      idleMinutes: positive(env.SESSION_IDLE_MINUTES, 30),
      maxHours: positive(env.SESSION_MAX_HOURS, 12),
      activitySeconds: positive(env.SESSION_ACTIVITY_SECONDS, 5),
    },
    twoFactor: {
      required: env.TWO_FACTOR_REQUIRED === 'true',
      key: env.TWO_FACTOR_KEY || undefined,
      keyFile: path.resolve(apiRoot, env.TWO_FACTOR_KEY_FILE ?? '.data/two-factor.key'),
      attempts: positive(env.TWO_FACTOR_ATTEMPTS, 5),
    },
  };
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/** 'true', or the proxy's addresses/CIDRs (comma-separated) as proxy-addr takes them. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
