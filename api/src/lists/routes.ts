// Mounts a declared list: GET <path> for the table and GET <path>/download-csv for its export.
import type { FastifyInstance } from 'fastify';
import { assertDefinition, listRows } from './engine.js';
import { exportList } from './export.js';
import { registerList } from './registry.js';
import type { RawQuery } from './request.js';
import type { ListDefinition } from './types.js';

export const LIST_FILTERS_HELP =
  "Filters are `filters[column:operator]=value` pairs; the response's `filterable` lists each column's operators " +
  'and values. Anything not declared is a 422 naming it.';

/**
 * The documented query of a list, for the OpenAPI page. Every value is a string so that the engine,
 * not the schema validator, judges it and answers with its per-field 422.
 */
export function listQuerySchema(def: ListDefinition, extra: Record<string, { description: string }> = {}) {
  const text = (description: string) => ({ type: 'string', description });
  return {
    type: 'object',
    properties: {
      page: text('Page from 1 (default 1).'),
      sort_column: text('A column whose `sortable` is true (default id).'),
      sort_direction: text('ascend or descend (default descend).'),
      keyword: text("Searches the list's text columns; 3 to 200 characters."),
      ...(def.scope
        ? {
            [def.scope.param]: text(
              `One of ${Object.keys(def.scope.options).join(', ')} (default ${def.scope.default}).`,
            ),
          }
        : {}),
      ...Object.fromEntries(Object.entries(extra).map(([key, { description }]) => [key, text(description)])),
    },
    additionalProperties: { type: 'string' },
  };
}

export function mountList(app: FastifyInstance, path: string, def: ListDefinition): void {
  assertDefinition(def);
  registerList(def);
  const querystring = listQuerySchema(def);
  app.get(
    path,
    { schema: { tags: ['lists'], summary: `List ${def.entity}`, description: LIST_FILTERS_HELP, querystring } },
    (request) => listRows(app.db, def, request.query as RawQuery),
  );
  app.get(
    `${path}/download-csv`,
    {
      schema: {
        tags: ['lists'],
        summary: `Export ${def.entity} as CSV (same filters, keyword and sort as the list; every page)`,
        description: LIST_FILTERS_HELP,
        querystring,
      },
    },
    (request, reply) => exportList(request, reply, app.db, def),
  );
}
