// Saved list filters ("reports" in the client's calls). A private filter exists only for its owner; a
// public one is visible to every admin, but only its owner may change or delete it.
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { savedFilters } from '../../db/schema.js';
import { forbidden, notFound, validationFailed, type FieldErrors } from '../../errors.js';
import { listOf, OPERATORS, type Operator } from '../../lists/index.js';
import { operatorsOf } from '../../lists/operators.js';

type Row = typeof savedFilters.$inferSelect;

const MAX_FILTERS = 50;
const MAX_COLUMNS = 100;

function serialize(row: Row, userId: number) {
  return {
    id: row.id,
    name: row.name,
    is_public: row.is_public,
    entity: row.entity,
    columns: row.columns,
    filters: row.filters,
    user_id: row.user_id,
    is_owner: row.user_id === userId,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

interface Input {
  name?: string;
  is_public?: boolean;
  entity?: string;
  columns?: string[];
  filters?: Record<string, string>;
}

/**
 * Filters arrive as a map `{ "column:operator": value }` or as rows `[{ column, operator, keyword }]`;
 * the client sends "no filters" as one empty entry. Both become the map, empty entries dropped.
 */
function normaliseFilters(raw: unknown, errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (column: unknown, operator: unknown, value: unknown, field: string) => {
    const empty = (v: unknown) => v === undefined || v === null || v === '';
    if (empty(column) && empty(operator) && empty(value)) return;
    if (
      typeof column !== 'string' ||
      typeof operator !== 'string' ||
      empty(column) ||
      empty(operator) ||
      empty(value)
    ) {
      (errors[field] ??= []).push('A filter needs a column, an operator and a value.');
      return;
    }
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      (errors[field] ??= []).push('A filter value must be text.');
      return;
    }
    out[`${column}:${operator}`] = String(value);
  };
  if (raw === undefined || raw === null || raw === '') return out;
  if (Array.isArray(raw)) {
    raw.slice(0, MAX_FILTERS + 1).forEach((entry, i) => {
      if (entry === null || entry === '' || (typeof entry === 'object' && Object.keys(entry).length === 0)) return;
      if (typeof entry !== 'object') return void (errors[`filters.${i}`] ??= []).push('Must be an object.');
      const e = entry as Record<string, unknown>;
      put(e.column, e.operator, e.keyword ?? e.value, `filters.${i}`);
    });
  } else if (typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (key === '' && (value === '' || value === null)) continue;
      const [column, operator] = key.split(':');
      put(column, operator ?? 'equals', value, `filters.${key}`);
    }
  } else {
    errors.filters = ['Must be a map of column:operator to value, or a list of filter rows.'];
  }
  if (Object.keys(out).length > MAX_FILTERS) errors.filters = [`At most ${MAX_FILTERS} filters.`];
  return out;
}

/** Filters of a known list must name its filterable columns and their operators. */
function checkAgainstList(entity: string, filters: Record<string, string>, errors: FieldErrors): void {
  const def = listOf(entity);
  if (!def) return;
  for (const key of Object.keys(filters)) {
    const [column, operator] = key.split(':') as [string, Operator];
    const f = Object.hasOwn(def.filters, column) ? def.filters[column] : undefined;
    if (!f) (errors[`filters.${key}`] ??= []).push(`The column ${column} cannot be filtered.`);
    else if (!OPERATORS.includes(operator) || !operatorsOf(f).includes(operator)) {
      (errors[`filters.${key}`] ??= []).push(`The operator ${operator} is not available for ${column}.`);
    }
  }
}

function readInput(body: unknown, creating: boolean): Input {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const input: Input = {};
  // PostgreSQL text cannot hold NUL: refuse it as bad input rather than fail in the driver.
  if (JSON.stringify(b).includes('\\u0000')) throw validationFailed({ _: ['Text may not contain NUL characters.'] });
  if (creating || b.name !== undefined) {
    const name = typeof b.name === 'string' ? b.name.trim() : '';
    if (!name) errors.name = ['The name field is required.'];
    else if (name.length > 200) errors.name = ['At most 200 characters.'];
    else input.name = name;
  }
  if (b.is_public !== undefined) {
    if (typeof b.is_public === 'boolean') input.is_public = b.is_public;
    else if (b.is_public === 1 || b.is_public === 0 || b.is_public === '1' || b.is_public === '0')
      input.is_public = String(b.is_public) === '1';
    else errors.is_public = ['Must be true or false.'];
  }
  if (creating || b.entity !== undefined) {
    if (typeof b.entity !== 'string' || !/^[a-z][a-z0-9_-]{0,49}$/.test(b.entity))
      errors.entity = ['The entity field is required.'];
    else input.entity = b.entity;
  }
  if (b.columns !== undefined && b.columns !== null) {
    if (
      !Array.isArray(b.columns) ||
      b.columns.length > MAX_COLUMNS ||
      !b.columns.every((c) => typeof c === 'string' && c.length <= 200)
    ) {
      errors.columns = ['Must be a list of column names.'];
    } else input.columns = b.columns.filter((c: string) => c !== '');
  }
  if (creating || b.filters !== undefined) input.filters = normaliseFilters(b.filters, errors);
  if (Object.keys(errors).length) throw validationFailed(errors);
  return input;
}

const visibleTo = (userId: number): SQL => or(eq(savedFilters.user_id, userId), eq(savedFilters.is_public, true))!;

async function findEditable(db: Db, request: FastifyRequest): Promise<Row> {
  const id = Number((request.params as { id: string }).id);
  const userId = request.user!.id;
  const [row] =
    Number.isInteger(id) && id > 0 && id <= 2147483647
      ? await db
          .select()
          .from(savedFilters)
          .where(and(eq(savedFilters.id, id), visibleTo(userId)))
      : [];
  if (!row) throw notFound('Saved filter');
  if (row.user_id !== userId) throw forbidden('Only the owner can change this saved filter.');
  return row;
}

const savedFiltersModule: FastifyPluginAsync = async (app) => {
  app.get(
    '/reports',
    { schema: { tags: ['saved-filters'], summary: 'Saved filters visible to me' } },
    async (request) => {
      const userId = request.user!.id;
      const entity = (request.query as Record<string, unknown>).entity;
      const where =
        typeof entity === 'string' && entity !== ''
          ? and(visibleTo(userId), eq(savedFilters.entity, entity))
          : visibleTo(userId);
      const rows = await app.db
        .select()
        .from(savedFilters)
        .where(where)
        .orderBy(asc(savedFilters.name), asc(savedFilters.id));
      return { data: rows.map((r) => serialize(r, userId)) };
    },
  );

  app.post('/reports', { schema: { tags: ['saved-filters'], summary: 'Save a filter' } }, async (request, reply) => {
    const input = readInput(request.body, true);
    const errors: FieldErrors = {};
    checkAgainstList(input.entity!, input.filters!, errors);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const [row] = await app.db
      .insert(savedFilters)
      .values({
        user_id: request.user!.id,
        name: input.name!,
        is_public: input.is_public ?? false,
        entity: input.entity!,
        columns: input.columns ?? [],
        filters: input.filters ?? {},
      })
      .returning();
    return reply.code(201).send({ data: serialize(row!, request.user!.id) });
  });

  app.put(
    '/reports/:id',
    { schema: { tags: ['saved-filters'], summary: 'Update my saved filter' } },
    async (request) => {
      const row = await findEditable(app.db, request);
      const input = readInput(request.body, false);
      const errors: FieldErrors = {};
      if (input.filters) checkAgainstList(input.entity ?? row.entity, input.filters, errors);
      if (Object.keys(errors).length) throw validationFailed(errors);
      const [updated] = await app.db
        .update(savedFilters)
        .set({ ...input, updated_at: new Date() })
        .where(eq(savedFilters.id, row.id))
        .returning();
      return { data: serialize(updated!, request.user!.id) };
    },
  );

  app.delete(
    '/reports/:id',
    { schema: { tags: ['saved-filters'], summary: 'Delete my saved filter' } },
    async (request, reply) => {
      const row = await findEditable(app.db, request);
      await app.db.delete(savedFilters).where(eq(savedFilters.id, row.id));
      return reply.code(204).send();
    },
  );
};

export default savedFiltersModule;
