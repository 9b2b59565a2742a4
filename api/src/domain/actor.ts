// Who makes an admin write: the admin and their device (user agent), as the write's log entry records them.
import type { FastifyRequest } from 'fastify';

export interface Actor {
  userId: number;
  device: string | null;
}

/** The signed-in user of a request as the actor of its write. */
export const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.user!.id,
  device: request.headers['user-agent'] ?? null,
});
