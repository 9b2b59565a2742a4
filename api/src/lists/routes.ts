// Mounts a declared list: GET <path> for the table and GET <path>/download-csv for its export.
import { ListPage } from '@pads/contracts/api';
import type { TObject } from 'typebox';
import { validationFailed } from '../errors.js';
import { errorResponses, fileResponse, type AppInstance } from '../openapi.js';
import { assertDefinition, listRows } from './engine.js';
import { exportList } from './export.js';
import { registerList } from './registry.js';
import type { RawQuery } from './request.js';
import type { ListDefinition } from './types.js';

const LIST_FILTERS_HELP =
  "Filters are `filters[column:operator]=value` pairs; the response's `filterable` lists each column's operators " +
  'and values. Anything not declared is a 422 naming it.';

/**
 * The documented query of a list, for the OpenAPI page. Every value is a string so that the engine,
 * not the schema validator, judges it and answers with its per-field 422.
 */
function listQuerySchema(def: ListDefinition, extra: Record<string, { description: string }> = {}) {
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
    // Filters; the array form (`filters[status:includes][]=1`, repeatable) arrives as a list.
    additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
  };
}

/** The documented query of a list route (its table, export or map) with its summary; each adds its answer. */
export function listRouteSchema(
  def: ListDefinition,
  tag: string,
  summary: string,
  extra: Parameters<typeof listQuerySchema>[1] = {},
) {
  return { tags: [tag], summary, description: LIST_FILTERS_HELP, querystring: listQuerySchema(def, extra) };
}

/** The schema of a list's CSV export: the list's documented query, and a CSV file. */
export function listExportRouteSchema(
  def: ListDefinition,
  tag: string,
  summary: string,
  extra: Parameters<typeof listQuerySchema>[1] = {},
) {
  return {
    ...listRouteSchema(def, tag, summary, extra),
    response: { 200: fileResponse('text/csv', 'The CSV file'), ...errorResponses(422) },
  };
}

/** The schema of a list's table route: its documented query and its page of `def.row` rows. */
export function listPageRouteSchema<Row extends TObject>(
  def: ListDefinition & { row: Row },
  tag: string,
  summary: string,
  extra: Parameters<typeof listQuerySchema>[1] = {},
) {
  return {
    ...listRouteSchema(def, tag, summary, extra),
    response: { 200: ListPage(def.row), ...errorResponses(422) },
  };
}

export function mountList(app: AppInstance, path: string, def: ListDefinition): void {
  assertDefinition(def);
  registerList(def);
  app.get(path, { schema: listPageRouteSchema(def, 'lists', `List ${def.entity}`) }, (request) =>
    listRows(app.db, def, request.query as RawQuery),
  );
  app.get(
    `${path}/download-csv`,
    {
      schema: listExportRouteSchema(
        def,
        'lists',
        `Export ${def.entity} as CSV (same filters, keyword and sort as the list; every page)`,
        def.updateExport
          ? { export_for_update: { description: '1: the re-importable update format with ID filled.' } }
          : {},
      ),
    },
    (request, reply) => exportList(request, reply, app.db, def, exportFormatOf(def, request.query as RawQuery)),
  );
}

/** The fields of an export: the declaration's update format when asked for and declared, else the default. */
export function exportFormatOf(def: ListDefinition, query: RawQuery) {
  const flag = query.export_for_update;
  if (flag === undefined || flag === '' || flag === '0' || flag === 'false') return undefined;
  if (flag !== '1' && flag !== 'true') throw validationFailed({ export_for_update: ['Must be 1 or 0.'] });
  if (!def.updateExport) throw validationFailed({ export_for_update: ['This list has no export for update.'] });
  return def.updateExport;
}
