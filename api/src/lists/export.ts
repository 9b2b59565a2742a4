// CSV export of a list under the same filters, keyword and sort as the screen. Rows are read in keyset
// batches (WHERE (sort, id) > last row), so memory stays flat however long the list is, and a deep page
// costs the same as the first.
import { stringify } from 'csv-stringify';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { PassThrough, pipeline } from 'node:stream';
import type { Db } from '../db/client.js';
import { orderOf, parseListRequest, whereOf, type ListRequest, type RawQuery, type SortChoice } from './request.js';
import type { ListDefinition } from './types.js';

export const EXPORT_BATCH = 2000;

export interface ExportColumn {
  header: string;
  select: SQL;
}

/** The default export: every visible column, headed by its display name. */
export function visibleExportColumns(def: ListDefinition): ExportColumn[] {
  return def.columns.filter((c) => !c.hidden).map((c) => ({ header: c.display_name, select: c.select }));
}

// The sort value travels back into the next batch's WHERE as text cast to its own type, so nothing is
// lost on the way through JavaScript (timestamps keep their microseconds). Only these types are cast.
const CASTABLE = new Set([
  'text',
  'character varying',
  'integer',
  'bigint',
  'smallint',
  'boolean',
  'numeric',
  'double precision',
  'real',
  'date',
  'timestamp with time zone',
  'timestamp without time zone',
]);

interface Cursor {
  id: number;
  sort: string | null;
  type: string;
}

function after(def: ListDefinition, sort: SortChoice, c: Cursor): SQL {
  const up = sort.direction === 'ascend';
  const id = def.id;
  if (sort.key === 'id') return up ? sql`${id} > ${c.id}` : sql`${id} < ${c.id}`;
  const e = sort.expr;
  // PostgreSQL's defaults: ASC puts NULLs last, DESC puts them first.
  if (c.sort === null) {
    return up ? sql`(${e} IS NULL AND ${id} > ${c.id})` : sql`((${e} IS NULL AND ${id} < ${c.id}) OR ${e} IS NOT NULL)`;
  }
  if (!CASTABLE.has(c.type)) throw new Error(`cannot page on a sort value of type ${c.type}`);
  const v = sql`${c.sort}::${sql.raw(c.type)}`;
  if (!sort.nullable) return up ? sql`(${e}, ${id}) > (${v}, ${c.id})` : sql`(${e}, ${id}) < (${v}, ${c.id})`;
  return up
    ? sql`(${e} > ${v} OR (${e} = ${v} AND ${id} > ${c.id}) OR ${e} IS NULL)`
    : sql`(${e} < ${v} OR (${e} = ${v} AND ${id} < ${c.id}))`;
}

/** Yields the export's rows as arrays of cell values, batch after batch. */
export async function* exportRows(
  db: Db,
  def: ListDefinition,
  req: ListRequest,
  columns: ExportColumn[],
  batchSize = EXPORT_BATCH,
): AsyncGenerator<unknown[]> {
  const select = sql.join(
    columns.map((c, i) => sql`${c.select} AS ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  const where = whereOf(def, req);
  let cursor: Cursor | undefined;
  for (;;) {
    const keyset = cursor ? sql` AND ${after(def, req.sort, cursor)}` : sql``;
    const { rows } = await db.execute(sql`SELECT ${select}, ${def.id} AS __id,
        ${req.sort.expr}::text AS __sort, pg_typeof(${req.sort.expr})::text AS __sort_type
      FROM ${def.from} WHERE ${where}${keyset} ORDER BY ${orderOf(def, req.sort)} LIMIT ${batchSize}`);
    for (const row of rows) yield columns.map((_, i) => row[`c${i}`]);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { id: Number(last.__id), sort: (last.__sort as string | null) ?? null, type: String(last.__sort_type) };
  }
}

/** A spreadsheet runs a cell starting with one of these as a formula; a leading quote makes it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function exportFileName(stem: string, now = new Date()): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * Sends the export as a streamed attachment. Rows are written straight into the CSV stream, waiting
 * for it to drain, so a slow client holds back the database reads instead of filling memory.
 */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  stem: string,
  header: string[],
  rows: AsyncIterable<unknown[]>,
): FastifyReply {
  const csv = stringify({ header: true, columns: header });
  const out = new PassThrough();
  pipeline(csv, out, (err) => {
    if (err) request.log.error({ err }, 'CSV export failed');
  });
  void (async () => {
    try {
      for await (const row of rows) {
        if (!csv.write(row.map(csvCell))) await Promise.race([once(csv, 'drain'), once(csv, 'close')]);
        // The client went away: stop reading from the database.
        if (csv.destroyed) return;
      }
      csv.end();
    } catch (err) {
      csv.destroy(err as Error);
    }
  })();
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(stem)}"`)
    .send(out);
}

/** Export of a declared list with its visible columns. */
export function exportList(request: FastifyRequest, reply: FastifyReply, db: Db, def: ListDefinition, columns?: ExportColumn[]) {
  const req = parseListRequest(def, request.query as RawQuery);
  const cols = columns ?? visibleExportColumns(def);
  return sendCsv(request, reply, def.exportName ?? def.entity, cols.map((c) => c.header), exportRows(db, def, req, cols));
}
