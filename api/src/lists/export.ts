// CSV export of a list under the same filters, keyword and sort as the screen. Rows are read in keyset
// batches (WHERE (sort, id) > last row), so memory stays flat however long the list is, and a deep page
// costs the same as the first.
import { CSV_QUOTED_CELL, guardCsvCell } from '@pads/contracts';
import Papa from 'papaparse';
import PgCursor from 'pg-cursor';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough, type Writable } from 'node:stream';
import type { Db } from '../db/client.js';
import { orderOf, parseListRequest, whereOf, type ListRequest, type RawQuery, type SortChoice } from './request.js';
import type { ListDefinition } from './types.js';

export const EXPORT_BATCH = 2000;

export interface ExportColumn {
  header: string;
  select: SQL;
}

/**
 * Several CSV columns read by one expression yielding a JSON array (one value per header), so a
 * subquery that finds them all runs once per row instead of once per column.
 */
export interface ExportColumnGroup {
  headers: string[];
  select: SQL;
}

export type ExportField = ExportColumn | ExportColumnGroup;

/**
 * Export columns that read other tables through set-based joins (`joins`, appended to the list's FROM)
 * instead of a subquery per row: one statement computes them for every row at once, read through a cursor
 * in batches (a keyset batch would recompute the joins for each batch).
 */
export interface JoinedExport {
  fields: ExportField[];
  joins: SQL;
}

const isGroup = (field: ExportField): field is ExportColumnGroup => 'headers' in field;

export const exportHeaders = (fields: ExportField[]): string[] =>
  fields.flatMap((f) => (isGroup(f) ? f.headers : [f.header]));

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

// Export rows skip node-postgres' value parsing (a Date per timestamp cell costs more than the query):
// every value arrives as PostgreSQL's text and is formatted by its column type.
const rawText = { getTypeParser: () => (value: string) => value };
const NUMERIC_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const BOOL_TYPE = 16;
const dialect = new PgDialect();

/** A CSV-ready cell: text (formula-neutralised unless numeric) or 1/0. */
export type Cell = string | number;

/**
 * Yields the export's rows batch after batch, each row as CSV-ready cells. Batches (not rows) cross
 * the async boundary: a hundred thousand awaits cost more than the formatting itself. The next batch
 * is already being read while the current one is formatted and sent, so the database and Node work
 * side by side.
 */
export async function* exportBatches(
  db: Db,
  def: ListDefinition,
  req: ListRequest,
  fields: ExportField[],
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Cell[][]> {
  const select = selectOf(fields);
  const where = whereOf(def, req);
  const n = fields.length;
  const read = (cursor: Cursor | undefined) => {
    const keyset = cursor ? sql` AND ${after(def, req.sort, cursor)}` : sql``;
    const query = dialect.sqlToQuery(sql`SELECT ${select}, ${def.id} AS __id,
        ${req.sort.expr}::text AS __sort, pg_typeof(${req.sort.expr})::text AS __sort_type
      FROM ${def.from} WHERE ${where}${keyset} ORDER BY ${orderOf(def, req.sort)} LIMIT ${batchSize}`);
    const result = db.$client.query<Array<string | null>>({
      text: query.sql,
      values: query.params,
      rowMode: 'array',
      types: rawText,
    });
    // A read fails while the generator waits on a slow client, before anyone awaits it: marked as handled
    // so Node does not treat it as an unhandled rejection; the await below still throws the error.
    result.catch(() => {});
    return result;
  };
  let pending: ReturnType<typeof read> | undefined = read(undefined);
  while (pending) {
    const result = await pending;
    pending = undefined;
    if (result.rows.length === batchSize) {
      const last = result.rows[result.rows.length - 1]!;
      pending = read({ id: Number(last[n]), sort: last[n + 1] ?? null, type: String(last[n + 2]) });
    }
    const batch = formatBatch(result.rows, result.fields, fields);
    if (batch.length) yield batch;
  }
}

const selectOf = (fields: ExportField[]) =>
  sql.join(
    fields.map((c, i) => sql`${c.select} AS ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );

function formatBatch(rows: Array<string | null>[], types: { dataTypeID: number }[], fields: ExportField[]): Cell[][] {
  const width = exportHeaders(fields).length;
  const kinds = fields.map((f, i) => (isGroup(f) ? GROUP : kindOf(types[i]!.dataTypeID)));
  const batch: Cell[][] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) batch[r] = cellsOf(rows[r]!, fields, kinds, width);
  return batch;
}

/**
 * The export of a JoinedExport: one statement (its joins computed once for all rows), read through a
 * cursor on one connection, `batchSize` rows at a time; the next batch is fetched while this one is sent.
 */
export async function* joinedExportBatches(
  db: Db,
  def: ListDefinition,
  req: ListRequest,
  format: JoinedExport,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Cell[][]> {
  const query = dialect.sqlToQuery(sql`SELECT ${selectOf(format.fields)} FROM ${def.from} ${format.joins}
    WHERE ${whereOf(def, req)} ORDER BY ${orderOf(def, req.sort)}`);
  const client = await db.$client.connect();
  const cursor = client.query(
    new PgCursor<Array<string | null>>(query.sql, query.params, { rowMode: 'array', types: rawText }),
  );
  type Read = { rows: Array<string | null>[]; fields: { dataTypeID: number }[] };
  const read = (): Promise<Read> => {
    const next = new Promise<Read>((resolve, reject) =>
      cursor.read(batchSize, (err, rows, result) => (err ? reject(err) : resolve({ rows, fields: result.fields }))),
    );
    next.catch(() => {});
    return next;
  };
  try {
    let pending: ReturnType<typeof read> | undefined = read();
    while (pending) {
      const result: Read = await pending;
      pending = result.rows.length === batchSize ? read() : undefined;
      const batch = formatBatch(result.rows, result.fields, format.fields);
      if (batch.length) yield batch;
    }
  } finally {
    await new Promise<void>((resolve) => cursor.close(() => resolve()));
    client.release();
  }
}

const NUMBER = 0;
const BOOL = 1;
const TEXT = 2;
const GROUP = 3;

const kindOf = (dataTypeID: number) =>
  NUMERIC_TYPES.has(dataTypeID) ? NUMBER : dataTypeID === BOOL_TYPE ? BOOL : TEXT;

function cellsOf(row: Array<string | null>, fields: ExportField[], kinds: number[], width: number): Cell[] {
  const cells: Cell[] = new Array(width);
  let at = 0;
  for (let i = 0; i < fields.length; i++) {
    const v = row[i];
    const kind = kinds[i];
    if (kind === GROUP) {
      const count = (fields[i] as ExportColumnGroup).headers.length;
      const values = v === null || v === undefined ? [] : (JSON.parse(v) as unknown[]);
      for (let k = 0; k < count; k++) cells[at++] = csvCell(values[k]);
      continue;
    }
    // A number is never a formula, not even a negative one: it is written as it is.
    cells[at++] =
      v === null || v === undefined ? '' : kind === NUMBER ? v : kind === BOOL ? (v === 't' ? 1 : 0) : neutralise(v);
  }
  return cells;
}

/** The export's rows one by one (for callers that want rows, e.g. tests). */
export async function* exportRows(
  db: Db,
  def: ListDefinition,
  req: ListRequest,
  fields: ExportField[],
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Cell[]> {
  for await (const batch of exportBatches(db, def, req, fields, batchSize)) yield* batch;
}

/** A cell a spreadsheet would run as a formula gets a leading quote (the rule is @pads/contracts' csvCells). */
export const neutralise = guardCsvCell;

/** Any JavaScript value as a CSV cell, by the same rules as the export's columns. */
export function csvCell(value: unknown): Cell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const text =
    value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return neutralise(text);
}

export function exportFileName(stem: string, now = new Date()): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.csv`;
}

function drainedOrClosed(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** RFC 4180 quoting where a cell needs it; papaparse writes a batch about 2.5x faster than csv-stringify. */
// An empty batch writes nothing (not an empty line, which a reader takes for a row of one empty cell).
const csvLines = (rows: Cell[][]): string =>
  rows.length ? `${Papa.unparse(rows, { newline: '\n', quotes: quotedCell })}\n` : '';

/** Cells with a ';' or a tab are quoted too, for spreadsheets that read with those delimiters. */
const quotedCell = (value: unknown) => typeof value === 'string' && CSV_QUOTED_CELL.test(value);

/**
 * Sends the export as a streamed attachment. Each batch becomes one CSV chunk (a stream write per row
 * costs more than the CSV itself), and the next batch waits for the socket to drain, so a slow client
 * holds back the database reads instead of filling memory.
 *
 * The first batch is read before the first byte: whatever can fail early (the query itself) answers with
 * its own status instead of a 200 that ends after the header row. A failure after that cannot change the
 * status any more: the stream is destroyed, so the client sees a broken transfer (no final chunk, a
 * truncated gzip stream), never a clean end that looks like a complete file.
 */
export async function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  stem: string,
  header: string[],
  batches: AsyncIterable<Cell[][]>,
): Promise<FastifyReply> {
  const rows = batches[Symbol.asyncIterator]();
  const first = await rows.next();
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(csvLines([header]));
      for (let next = first; !next.done; next = await rows.next()) {
        // The client went away: stop reading from the database.
        if (out.destroyed) return;
        if (!out.write(csvLines(next.value))) await drainedOrClosed(out);
      }
      out.end();
    } catch (err) {
      request.log.error({ err }, 'CSV export failed');
      // The connection itself, not just the stream: with the status line possibly not written yet, an
      // errored stream would become an error answer under the export's headers (gzip over plain JSON).
      reply.raw.destroy();
      out.destroy();
    } finally {
      // Ends a generator left part-way (its cursor and pooled connection are released in its finally).
      await rows.return?.().catch(() => undefined);
    }
  })();
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(stem)}"`)
    .send(out);
}

/** Export of a declared list with its visible columns, other columns, or columns read through joins. */
export function exportList(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  def: ListDefinition,
  format?: ExportField[] | JoinedExport,
) {
  const req = parseListRequest(def, request.query as RawQuery);
  const stem = def.exportName ?? def.entity;
  if (format && !Array.isArray(format))
    return sendCsv(request, reply, stem, exportHeaders(format.fields), joinedExportBatches(db, def, req, format));
  const cols = format ?? visibleExportColumns(def);
  return sendCsv(request, reply, stem, exportHeaders(cols), exportBatches(db, def, req, cols));
}
