// Where the suites run. Two ways (README, "For QA: the Playwright suites"):
// - locally (the default): the suites start the production builds, the API and its own embedded PostgreSQL
//   on the e2e ports; E2E_PORT_OFFSET shifts every port, so two checkouts on one machine run side by side;
// - against a deployment: E2E_BASE_URL is the panel, E2E_API_URL the API (default: the apiUrl the panel's
//   /runtime-config.json names), E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD an admin of it. Nothing is built or
//   started. E2E_MAIL_DIR (the API's MAIL_DIR, when the suites can read it) enables the e-mail checks.
import path from 'node:path';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const deployed = process.env.E2E_BASE_URL?.replace(/\/$/, '');

const apiPort = 3100 + offset;
const hostPort = 8180 + offset;

/** The API's folder of .eml files: the local stack's own (playwright.config.ts), or E2E_MAIL_DIR. */
const mailDir =
  process.env.E2E_MAIL_DIR || (deployed ? '' : path.resolve(import.meta.dirname, '../../api/.data/mail-e2e'));

/**
 * The ports the suites start beyond the stack's own, as offsets from the stack's host port (and, for the second
 * API, from its API port): every one is here so that two suites cannot pick the same one. Two did (the
 * independent-deploy suite's down host and the second instance's host), and whichever started second lost.
 */
export const EXTRA_PORTS = {
  deployHost: 6,
  deployRemote: 7,
  deployNewHost: 8,
  deployDownHost: 9,
  deployUsersRemote: 10,
  secondInstance: 11,
} as const;
if (new Set(Object.values(EXTRA_PORTS)).size !== Object.keys(EXTRA_PORTS).length)
  throw new Error('two suites share a port in EXTRA_PORTS');

export const E2E = {
  /** True when the suites started the stack themselves (no E2E_BASE_URL). */
  local: !deployed,
  apiPort,
  pgPort: 5498 + offset,
  /** The local stack's S3 server (scripts/s3-server.mjs): the API keeps the suites' photos there. */
  s3: { port: 3190 + offset, bucket: 'pads-e2e', dir: path.resolve(import.meta.dirname, '../../api/.data/s3-e2e') },
  hostPort,
  hostUrl: deployed ?? `http://localhost:${hostPort}`,
  /** Set by global-setup.ts from the panel's runtime config when a deployment's API URL is not given. */
  get apiUrl(): string {
    return (process.env.E2E_API_URL || (deployed ? '' : `http://localhost:${apiPort}`)).replace(/\/$/, '');
  },
  /** The local stack's remotes (a deployment's are read from its runtime config: support/runtimeConfig.ts). */
  remotes: {
    'remote-pads': { port: 8181 + offset, env: 'REMOTE_PADS_URL' },
    'remote-users': { port: 8182 + offset, env: 'REMOTE_USERS_URL' },
    'remote-moderation': { port: 8183 + offset, env: 'REMOTE_MODERATION_URL' },
    'remote-reports': { port: 8184 + offset, env: 'REMOTE_REPORTS_URL' },
    'remote-announcements': { port: 8185 + offset, env: 'REMOTE_ANNOUNCEMENTS_URL' },
  },
  /** An admin of the environment: the suites register their own admins and pilots through it. */
  admin: {
    email: process.env.E2E_ADMIN_EMAIL || 'admin@pads.test',
    password: process.env.E2E_ADMIN_PASSWORD || 'password',
  },
  mailDir,
} as const;

/**
 * What every API of the local stack is started with (playwright.config.ts's, and the second instance of
 * support/secondInstance.ts): photos on the stack's S3 server, e-mails as files, the suites' rate limits, no
 * geocoder or Google key. Each adds where it listens and its database.
 */
export function stackApiEnv(publicUrl: string): Record<string, string> {
  return {
    UPLOADS_DIR: '.data/uploads-e2e',
    // Photos on S3, as in production: uploads and GET /uploads/<key> go through the API's S3 client.
    S3_BUCKET: E2E.s3.bucket,
    S3_ENDPOINT: `http://127.0.0.1:${E2E.s3.port}`,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    // No SMTP: each e-mail is an .eml file here, read by the suites that check e-mails (support/mail.ts).
    MAIL_DIR: '.data/mail-e2e',
    SMTP_URL: '',
    PUBLIC_URL: publicUrl,
    PANEL_URL: E2E.hostUrl,
    // Every worker signs in its own admin, and tests sign in and out: more than a person does in a minute.
    LOGIN_RATE_LIMIT: '1000',
    APP_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    GEOCODER_URL: 'http://127.0.0.1:9/unreachable',
    GOOGLE_MAPS_SERVER_KEY: '',
  };
}
