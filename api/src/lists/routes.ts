// Mounts a declared list on its endpoints (the table and its CSV export), after checking the declaration against
// the list's contract (@pads/contracts/api: its filters, sortable columns and quick filter).
import type { ListContract } from '@pads/contracts/api';
import { route, type BoundEndpoint } from '../endpoints.js';
import { validationFailed } from '../errors.js';
import type { AppInstance } from '../openapi.js';
import { assertDefinition, listRows } from './engine.js';
import { exportList } from './export.js';
import { registerList } from './registry.js';
import { columnKey } from './request.js';
import type { RawQuery } from './request.js';
import type { ListDefinition } from './types.js';

/**
 * Refuses a list declaration that is not its contract's: another entity or row shape, a filter, sortable column
 * or quick filter value one declares and the other does not. The client's query is typed by the contract, so a
 * column the contract names must be one the engine accepts, and the other way round.
 */
export function assertListContract(def: ListDefinition, contract: ListContract): void {
  const problems: string[] = [];
  const differ = (what: string, declared: readonly string[], contracted: readonly string[]) => {
    const only = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x));
    const extra = only(declared, contracted);
    const missing = only(contracted, declared);
    if (extra.length) problems.push(`${what} not in the contract: ${extra.join(', ')}`);
    if (missing.length) problems.push(`${what} the declaration lacks: ${missing.join(', ')}`);
  };
  if (def.entity !== contract.entity) problems.push(`entity ${def.entity} ≠ ${contract.entity}`);
  if (def.row !== contract.row) problems.push('another row schema');
  differ('filters', Object.keys(def.filters), contract.filters);
  differ('sorts', [...new Set(def.columns.filter((c) => c.sort).map(columnKey))], contract.sorts);
  if (def.scope?.param !== contract.quick?.param || def.scope?.default !== contract.quick?.default)
    problems.push(
      `quick filter ${def.scope?.param}=${def.scope?.default} ≠ ${contract.quick?.param}=${contract.quick?.default}`,
    );
  differ('quick filter values', Object.keys(def.scope?.options ?? {}), contract.quick?.values ?? []);
  if (Boolean(def.updateExport) !== Boolean(contract.updateExport)) problems.push('export for update differs');
  if (problems.length) throw new Error(`List ${def.entity} differs from its contract: ${problems.join('; ')}`);
}

/** A declared list on its endpoints: GET the page and GET its CSV export. */
export function mountList(
  app: AppInstance,
  endpoint: { page: BoundEndpoint; csv: BoundEndpoint },
  def: ListDefinition,
  contract: ListContract,
): void {
  assertDefinition(def);
  assertListContract(def, contract);
  registerList(def);
  route(app, endpoint.page, (request) => listRows(app.db, def, request.query as RawQuery));
  route(app, endpoint.csv, (request, reply) =>
    exportList(request, reply, app.db, def, exportFormatOf(def, request.query as RawQuery)),
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
