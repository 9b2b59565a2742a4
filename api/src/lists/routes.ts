// Mounts a declared list: GET <path> for the table and GET <path>/download-csv for its export.
import type { FastifyInstance } from 'fastify';
import { assertDefinition, listRows } from './engine.js';
import { exportList } from './export.js';
import { registerList } from './registry.js';
import type { RawQuery } from './request.js';
import type { ListDefinition } from './types.js';

export function mountList(app: FastifyInstance, path: string, def: ListDefinition): void {
  assertDefinition(def);
  registerList(def);
  app.get(path, { schema: { tags: ['lists'], summary: `List ${def.entity}` } }, (request) =>
    listRows(app.db, def, request.query as RawQuery),
  );
  app.get(
    `${path}/download-csv`,
    { schema: { tags: ['lists'], summary: `Export ${def.entity} as CSV` } },
    (request, reply) => exportList(request, reply, app.db, def),
  );
}
