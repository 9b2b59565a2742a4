// CSV export of a list under the same filters, keyword and sort as the screen. PostgreSQL writes the CSV
// itself (COPY (SELECT …) TO STDOUT WITH (FORMAT csv)) and Node passes its bytes on to the reply: no value is
// parsed or formatted in JavaScript. One sorted statement streams with flat memory on both sides: the copy
// stream reads the connection only as fast as the client takes the file.
import { CSV_QUOTED_CELL, guardCsvCell } from '@pads/contracts';
import Papa from 'papaparse';
import { to as copyTo } from 'pg-copy-streams';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import { PassThrough, type Writable } from 'node:stream';
import pg from 'pg';
import type { Db } from '../db/client.js';
import { csvGuardSql } from './csvGuardSql.js';
import { parseListRequest, whereOf, type ListRequest, type RawQuery } from './request.js';
import type { ExportColumn, JoinedExport, ListDefinition } from './types.js';

// Declared with the list definition that names it (`updateExport`), so types.ts imports nothing from here.
export type { ExportColumn, JoinedExport };

/**
 * Several values read by one expression yielding a JSON array (one value per header), so a subquery that
 * finds them all runs once per row instead of once per column (the import's comparison reads pads this way).
 */
export interface ExportColumnGroup {
  headers: string[];
  select: SQL;
}

export type ExportField = ExportColumn | ExportColumnGroup;

/**
 * Export columns that read other tables through set-based joins (`joins`, appended to the list's FROM)
 * instead of a subquery per row: one statement computes them for every row at once.
 */
/** The default export: every visible column, headed by its display name. */
export function visibleExportColumns(def: ListDefinition): ExportColumn[] {
  return def.columns.filter((c) => !c.hidden).map((c) => ({ header: c.display_name, select: c.select }));
}

/** A CSV-ready cell: text (formula-neutralised unless numeric) or 1/0. */
export type Cell = string | number;

// How each column is written, by the PostgreSQL type of its value.
const NUMERIC_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const BOOL_TYPE = 16;
// date, time, timestamp, timestamptz, timetz: their text never starts a formula nor holds a delimiter.
const TIME_TYPES = new Set([1082, 1083, 1114, 1184, 1266]);

/**
 * Each value as the export writes it, from the column `c` of its type: a number as PostgreSQL writes it (never
 * guarded: a negative number is not a formula), a boolean as 1/0, a date or time as its text, anything else as
 * text through the formula guard, quoted (FORCE_QUOTE: a spreadsheet splitting on ';' or tabs keeps the cell
 * whole), an empty text as an empty cell like a missing one.
 */
function written(c: SQL, dataTypeID: number): { select: SQL; quoted: boolean } {
  if (NUMERIC_TYPES.has(dataTypeID) || TIME_TYPES.has(dataTypeID)) return { select: c, quoted: false };
  if (dataTypeID === BOOL_TYPE) return { select: sql`(${c})::int`, quoted: false };
  return { select: sql`nullif(${csvGuardSql(sql`(${c})::text`)}, '')`, quoted: true };
}

// Parameters become literals in the COPY statement (COPY takes none): the dialect marks each with a NUL, which
// no statement text can hold, so only the markers are replaced.
class MarkedParamsDialect extends PgDialect {
  override escapeParam(num: number): string {
    return `\u0000${num}\u0000`;
  }
}
const marked = new MarkedParamsDialect();

/** work_mem for an export's statement (4 MB spills the 'Export for update' contacts' sort to disk at 100k pads). */
const EXPORT_WORK_MEM = '32MB';

/** Bytes of CSV gathered before they go on to the reply (and its compressor) as one chunk. */
const EXPORT_CHUNK_BYTES = 256 * 1024;
const plain = new PgDialect();

// node-postgres' own conversion of a bound value to the text it sends (arrays, dates, objects as it writes them).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

/**
 * A parameter value as a literal: the text node-postgres would have sent for it, quoted by node-postgres'
 * escapeLiteral. An untyped literal takes its type from where it stands, as a parameter does.
 */
export function sqlLiteral(value: unknown): string {
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  if (typeof text !== 'string') throw new TypeError('an export parameter cannot be binary');
  if (text.includes('\u0000')) throw new TypeError('an export parameter holds a NUL character');
  return pg.escapeLiteral(text);
}

/** The statement's text with its parameters written in as literals. */
export function inlineParams(statement: SQL): string {
  const query = marked.sqlToQuery(statement);
  return query.sql.replace(/\u0000(\d+)\u0000/g, (_, n: string) => sqlLiteral(query.params[Number(n)]));
}

/**
 * The export's statement: the list's rows (`select` columns, FROM, WHERE) in its order, then each value written
 * by its type (read from a LIMIT 0 run of the same statement, which also fails early, before any byte, on
 * whatever would make the COPY fail at once). The values are computed once in the inner SELECT; the outer
 * one keeps its order (PostgreSQL sees the subquery sorted and sorts nothing again).
 */
async function copyStatement(
  client: { query: Db['$client']['query'] },
  { columns, from, where, order }: CopyQuery,
): Promise<string> {
  const inner = sql`SELECT ${sql.join(
    columns.map((c, i) => sql`${c} AS ${sql.identifier(`c${i}`)}`),
    sql`, `,
  )}, ${sql.join(
    order.map((o, i) => sql`${o.expr} AS ${sql.identifier(`s${i}`)}`),
    sql`, `,
  )} FROM ${from} WHERE ${where} ORDER BY ${sql.join(
    order.map((o) => sql`${o.expr} ${sql.raw(o.direction)}`),
    sql`, `,
  )}`;
  const probe = plain.sqlToQuery(sql`${inner} LIMIT 0`);
  const { fields } = await client.query({ text: probe.sql, values: probe.params, rowMode: 'array' });
  const cells = columns.map((_, i) => written(sql`x.${sql.identifier(`c${i}`)}`, fields[i]!.dataTypeID));
  const outer = sql`SELECT ${sql.join(
    cells.map((c, i) => sql`${c.select} AS ${sql.identifier(`c${i}`)}`),
    sql`, `,
  )} FROM (${inner}) x ORDER BY ${sql.join(
    order.map((o, i) => sql`x.${sql.identifier(`s${i}`)} ${sql.raw(o.direction)}`),
    sql`, `,
  )}`;
  const quoted = cells.flatMap((c, i) => (c.quoted ? [`c${i}`] : []));
  const options = quoted.length ? `FORMAT csv, FORCE_QUOTE (${quoted.join(', ')})` : 'FORMAT csv';
  return `COPY (${inlineParams(outer)}) TO STDOUT WITH (${options})`;
}

/**
 * The CSV rows of a statement as PostgreSQL writes them, chunk by chunk, on a connection of its own, in a
 * read-only transaction: whatever the statement holds (its values are written in as literals), it cannot
 * write; and its sorts and joins get a larger work_mem (an export sorts what a page never does). The
 * connection goes back to the pool when the copy ended; one left part-way (the client went away, the copy
 * failed) is closed instead, so the server stops and no half-read copy reaches the next query.
 */
async function* copyChunks(
  db: Db,
  statement: (client: { query: Db['$client']['query'] }) => Promise<string>,
): AsyncGenerator<Buffer> {
  const client = await db.$client.connect();
  let completed = false;
  try {
    await client.query(`BEGIN TRANSACTION READ ONLY; SET LOCAL work_mem = '${EXPORT_WORK_MEM}'`);
    const stream = client.query(copyTo(await statement(client)));
    // The copy arrives in socket reads (~15 KB); each chunk passed on costs a round of the compressor (a
    // thread-pool task, waited for before the next) and a socket write, so they go on gathered.
    let gathered: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      gathered.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size < EXPORT_CHUNK_BYTES) continue;
      yield Buffer.concat(gathered, size);
      gathered = [];
      size = 0;
    }
    if (size) yield Buffer.concat(gathered, size);
    await client.query('COMMIT');
    completed = true;
  } finally {
    client.release(completed ? undefined : new Error('export copy ended part-way'));
  }
}

/** The list's sort as ORDER BY terms: the sort column, then the id in the same direction (as the screen). */
function orderTerms(def: ListDefinition, req: ListRequest) {
  const direction = req.sort.direction === 'ascend' ? ('ASC' as const) : ('DESC' as const);
  return req.sort.key === 'id'
    ? [{ expr: def.id, direction }]
    : [
        { expr: req.sort.expr, direction },
        { expr: def.id, direction },
      ];
}

/** A statement to export: its columns, FROM, WHERE, and ORDER BY terms. */
export interface CopyQuery {
  columns: SQL[];
  from: SQL;
  where: SQL;
  order: { expr: SQL; direction: 'ASC' | 'DESC' }[];
}

/** The CSV rows (no header) of a statement, written by PostgreSQL, in chunks. */
export const queryCsvChunks = (db: Db, query: CopyQuery): AsyncGenerator<Buffer> =>
  copyChunks(db, (client) => copyStatement(client, query));

/** The export's CSV rows (no header) from PostgreSQL, in chunks. */
export function exportChunks(
  db: Db,
  def: ListDefinition,
  req: ListRequest,
  columns: ExportColumn[],
  joins: SQL = sql``,
): AsyncGenerator<Buffer> {
  return queryCsvChunks(db, {
    columns: columns.map((c) => c.select),
    from: sql`${def.from} ${joins}`,
    where: whereOf(def, req),
    order: orderTerms(def, req),
  });
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
 * Sends the export as a streamed attachment: the header line, then each chunk as it comes; the next chunk
 * waits for the socket to drain, so a slow client holds back the database reads instead of filling memory.
 *
 * The first chunk is read before the first byte: whatever can fail early (the query itself) answers with
 * its own status instead of a 200 that ends after the header row. A failure after that cannot change the
 * status any more: the stream is destroyed, so the client sees a broken transfer (no final chunk, a
 * truncated gzip stream), never a clean end that looks like a complete file.
 */
export async function sendCsvChunks(
  request: FastifyRequest,
  reply: FastifyReply,
  stem: string,
  header: string[],
  chunks: AsyncIterable<string | Buffer>,
): Promise<FastifyReply> {
  const rows = chunks[Symbol.asyncIterator]();
  const first = await rows.next();
  const out = new PassThrough();
  void (async () => {
    try {
      out.write(csvLines([header]));
      for (let next = first; !next.done; next = await rows.next()) {
        // The client went away: stop reading from the database.
        if (out.destroyed) return;
        if (!out.write(next.value)) await drainedOrClosed(out);
      }
      out.end();
    } catch (err) {
      request.log.error({ err }, 'CSV export failed');
      // The connection itself, not just the stream: with the status line possibly not written yet, an
      // errored stream would become an error answer under the export's headers (gzip over plain JSON).
      reply.raw.destroy();
      out.destroy();
    } finally {
      // Ends a generator left part-way (its pooled connection is released, or closed, in its finally).
      await rows.return?.().catch(() => undefined);
    }
  })();
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(stem)}"`)
    .send(out);
}

/** sendCsvChunks for rows formatted in Node (reports): each batch of rows becomes one chunk. */
export function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  stem: string,
  header: string[],
  batches: AsyncIterable<Cell[][]>,
): Promise<FastifyReply> {
  async function* lines() {
    for await (const batch of batches) {
      const text = csvLines(batch);
      if (text) yield text;
    }
  }
  return sendCsvChunks(request, reply, stem, header, lines());
}

/** Export of a declared list with its visible columns, other columns, or columns read through joins. */
export function exportList(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  def: ListDefinition,
  format?: ExportColumn[] | JoinedExport,
) {
  const req = parseListRequest(def, request.query as RawQuery);
  const stem = def.exportName ?? def.entity;
  const { fields, joins } = format && !Array.isArray(format) ? format : { fields: format, joins: undefined };
  const columns = fields ?? visibleExportColumns(def);
  return sendCsvChunks(
    request,
    reply,
    stem,
    columns.map((c) => c.header),
    exportChunks(db, def, req, columns, joins),
  );
}
