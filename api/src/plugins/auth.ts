// Bearer-token sessions. Tokens are random 32-byte strings; only their SHA-256 is stored. An admin's session
// ends after an idle time and at a maximum length (domain/sessionPolicy.ts); a 401 then says which.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { accessTokens, users } from '../db/schema.js';
import { activityStale, sessionEndMessage, sessionEndReason, type SessionEndReason } from '../domain/sessionPolicy.js';
import { AppError, forbidden, unauthenticated } from '../errors.js';

export const ROLE = { Undefined: 0, Admin: 1, Pilot: 2, Owner: 3 } as const;

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    tokenId: number | null;
    /** Why the presented token signs nobody in any more (it is known, but expired or ended). */
    sessionEnded: SessionEndReason | null;
  }
  interface FastifyContextConfig {
    /** false: a call to this route is not activity (the panel's expiry check must not keep the session alive). */
    touchesSession?: boolean;
  }
  interface FastifyInstance {
    db: Db;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Takes the database or a transaction, so a sign-in can issue its token atomically with its log row. */
export async function issueToken(
  db: Pick<Db, 'insert'>,
  userId: number,
  device: string | undefined,
  ip: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(accessTokens)
    .values({ user_id: userId, token_hash: hashToken(token), device: device?.slice(0, 300), ip });
  return token;
}

/** A named prepared statement: every authenticated request runs it, so it is parsed and planned once per connection. */
export function prepareTokenLookup(db: Db) {
  return db
    .select({
      user: users,
      tokenId: accessTokens.id,
      created_at: accessTokens.created_at,
      last_used_at: accessTokens.last_used_at,
      revoked_at: accessTokens.revoked_at,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.user_id))
    .where(and(eq(accessTokens.token_hash, sql.placeholder('hash')), isNull(users.deleted_at)))
    .limit(1)
    .prepare('auth_token_lookup');
}

async function authenticate(
  app: FastifyInstance,
  lookup: ReturnType<typeof prepareTokenLookup>,
  request: FastifyRequest,
): Promise<void> {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return;
  const token = header.slice(7).trim();
  if (!token) return;
  const [row] = await lookup.execute({ hash: hashToken(token) });
  if (!row) return;
  // Revoked tokens of anyone sign nobody in; the time limits are the admin panel's (not the pilot app's).
  const ended = row.revoked_at
    ? 'session_ended'
    : row.user.role === ROLE.Admin
      ? sessionEndReason(row, app.config.session)
      : null;
  if (ended) {
    request.sessionEnded = ended;
    return;
  }
  request.user = row.user;
  request.tokenId = row.tokenId;
  // Writing last_used_at on every request would turn reads into writes: a request writes it only when the recorded
  // use is `activitySeconds` old (5 s), so a busy session writes once per 5 s, and the idle end allows for it.
  const touches = request.routeOptions.config.touchesSession !== false;
  if (touches && activityStale(row.last_used_at, app.config.session)) {
    await app.db.update(accessTokens).set({ last_used_at: new Date() }).where(eq(accessTokens.id, row.tokenId));
  }
}

/** 401: no session; for a token that was one, why it ended (the panel shows the message at sign-in). */
function notSignedIn(app: FastifyInstance, request: FastifyRequest): AppError {
  const reason = request.sessionEnded;
  if (!reason) return unauthenticated();
  return new AppError(401, 'unauthenticated', sessionEndMessage(reason, app.config.session), undefined, { reason });
}

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);
  app.decorateRequest('sessionEnded', null);
  const lookup = prepareTokenLookup(app.db);
  app.addHook('onRequest', async (request) => authenticate(app, lookup, request));
  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.user) throw notSignedIn(app, request);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (!request.user) throw notSignedIn(app, request);
    if (request.user.role !== ROLE.Admin) throw forbidden();
  });
});
