// The route areas. Public modules mount under /api (each guards itself: most need a signed-in user);
// admin modules mount under /api/admin, where every route needs an admin.
import type { FastifyPluginAsync } from 'fastify';

export const publicModules: FastifyPluginAsync[] = [];

export const adminModules: FastifyPluginAsync[] = [];
