// /admin/sessions: the signed-in admin's own sessions (device, IP, sign-in, last use), for the admin
// profile's 'Active sessions'. Ending one or all the others is logged (repository.ts).
import { expiresAt } from '../../domain/sessionPolicy.js';
import { notFound } from '../../errors.js';
import { yupBodyValidator, type AppInstance } from '../../openapi.js';
import { describeDevice } from './device.js';
import { endOtherSessions, endSession, liveSessions } from './repository.js';
import { endpoints, route } from '../../endpoints.js';

const { sessions } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const limits = app.config.session;

  route(app, sessions.list, async (request) => {
    const rows = await liveSessions(app.db, request.user!.id, limits);
    return {
      data: rows.map((row) => ({
        id: row.id,
        device: describeDevice(row.device),
        user_agent: row.device,
        ip: row.ip,
        created_at: row.created_at.toISOString(),
        last_used_at: (row.last_used_at ?? row.created_at).toISOString(),
        expires_at: expiresAt(row, limits).toISOString(),
        current: row.id === request.tokenId,
      })),
    };
  });

  // Static path first in intent; find-my-way prefers it to /sessions/:id whatever the order.
  route(app, sessions.endOthers, async (request) => ({
    data: { ended: await endOtherSessions(app.db, request.user!.id, request.tokenId!, limits) },
  }));

  route(app, sessions.end, { validatorCompiler: yupBodyValidator }, async (request, reply) => {
    if (!(await endSession(app.db, request.user!.id, request.params.id, limits))) throw notFound('Session');
    return reply.code(204).send();
  });
}
