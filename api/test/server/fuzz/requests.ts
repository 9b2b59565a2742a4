// The requests the fuzz test sends, built from the OpenAPI document: for every operation, a sweep of each
// input slot (path parameter, query parameter, list filter, body field) through the hostile values, then
// random combinations drawn by fast-check from the route's schema. Deterministic for a given seed.
import fc from 'fast-check';
import { LONE_SURROGATE } from '../../../src/plugins/inputGuard.js';
import { deepJson, hugeIdArray, LEAF_PROBES, QUERY_PROBES } from './hostile.js';
import { queryValueArbitrary, schemaArbitrary, type JsonSchema } from './schemaArbitrary.js';

export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for parameters. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
}

export interface FuzzRequest {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** What was varied, for the failure list. */
  label: string;
}

/** A list's description as its first page gives it (`filterable`, `columns`). */
export interface ListShape {
  filterable: { column: string; operators: string[]; type: string; options?: { value: unknown }[] }[];
  columns: { column: string; relation: string | null; sortable: boolean }[];
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
}

export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: content['application/json']?.schema,
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return operations;
}

/** Well-formed UTF-8 percent-encoding (a lone surrogate cannot be encoded; it goes as U+FFFD, as browsers send it). */
const enc = (s: string) => encodeURIComponent(s.replace(new RegExp(LONE_SURROGATE, 'g'), '\ufffd'));

export function queryString(pairs: [string, string | string[]][]): string {
  const parts = pairs.flatMap(([k, v]) =>
    Array.isArray(v) ? v.map((x) => `${enc(k)}=${enc(x)}`) : [`${enc(k)}=${enc(v)}`],
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

export const isWrite = (op: Operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);

/** Path parameter values: ids that exist, and every way an id can be wrong or out of range. */
export const PATH_PROBES = ['0', '-1', '1.5', '2147483647', '2147483648', '99999999999', '1e20', 'abc', '1%00', '１'];

export interface PlanInput {
  seed: number;
  /** Ids that exist in the seeded database, for the parameters not being varied. */
  ids: number[];
  /** A valid body for the operations whose body schema documents no properties (`METHOD /path`). */
  examples: Record<string, unknown>;
  /** The list shapes, by the path of the list route. */
  lists: Record<string, ListShape>;
  /** Random combinations per operation. */
  runs: number;
}

const key = (op: Operation) => `${op.method} ${op.path}`;

/** The list an operation reads: the list itself, its `/download-csv` export or its `/…-for-map` map. */
export function listOf(op: Operation, lists: Record<string, ListShape>): ListShape | undefined {
  if (op.method !== 'GET') return undefined;
  const path = Object.keys(lists).find(
    (p) => op.path === p || op.path === `${p}/download-csv` || new RegExp(`^${p}/[\\w-]+-for-map$`).test(op.path),
  );
  return path ? lists[path] : undefined;
}

export function planRequests(op: Operation, input: PlanInput): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const validIds = input.ids;
  const fill = (values: Record<string, string>) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => (values[name] ?? String(validIds[0])).replace(/\//g, '%2F'));
  const basePath = fill({});
  const example = exampleBody(op, input);
  const send = (label: string, url: string, body?: BodyText) =>
    requests.push({ method: op.method, url, label, ...(body ?? bodyText(example)) });

  // Path parameters: each through existing ids and the probes, the others left valid.
  for (const name of op.pathParams) {
    for (const v of [String(validIds[0]), ...PATH_PROBES]) {
      send(`path ${name}=${v}`, fill({ [name]: v.includes('%') ? v : enc(v) }));
    }
  }

  const list = listOf(op, input.lists);
  // Query parameters: each alone through the probes (lists: the engine's own parameters below).
  const documented = op.query.filter((q) => !list || !LIST_PARAMS.includes(q.name));
  // Many parameters (the reports' sixteen, read by one parser): each takes a third of the probes, in turn.
  const share = documented.length > 6 ? 3 : 1;
  documented.forEach(({ name }, p) => {
    QUERY_PROBES.forEach((v, i) => {
      if ((i + p) % share) return;
      send(`query ${name}=${short(v)}`, basePath + queryString([[name, name.endsWith('[]') ? [v] : v]]));
    });
    if (name.endsWith('[]')) {
      send(
        `query ${name}=1001 values`,
        basePath + queryString([[name, Array.from({ length: 1001 }, (_, i) => `C${i}`)]]),
      );
    }
  });
  if (list) requests.push(...listRequests(op, list, basePath));

  // Bodies: the example with each leaf replaced by each probe, then whole-body mutations.
  if (isWrite(op) && op.method !== 'DELETE') {
    for (const [path, probe, body] of leafMutations(example))
      send(`body ${path}=${short(probe)}`, basePath, bodyText(body));
    for (const [label, text] of wholeBodyMutations(op, example))
      send(`body ${label}`, basePath, { payload: text, contentType: 'application/json' });
  }

  // Random combinations: path values from the ids and probes, query values and bodies from the schema.
  const pathValue = fc.constantFrom(...validIds.map(String), ...PATH_PROBES);
  const arbitrary = fc.record({
    path: fc.tuple(...op.pathParams.map(() => pathValue)),
    query: fc.tuple(...op.query.map((q) => fc.option(queryValueArbitrary(q.schema), { nil: undefined }))),
    body: op.body ? schemaArbitrary(op.body, 'hostile') : fc.constant(example),
  });
  for (const sample of fc.sample(arbitrary, { seed: input.seed, numRuns: input.runs })) {
    const url =
      fill(Object.fromEntries(op.pathParams.map((n, i) => [n, sample.path[i]!]))) +
      queryString(
        op.query.flatMap((q, i) => {
          const v = sample.query[i];
          return v === undefined ? [] : [[q.name, q.name.endsWith('[]') ? [v] : v] as [string, string | string[]]];
        }),
      );
    send('random', url, isWrite(op) && op.method !== 'DELETE' ? bodyText(sample.body) : undefined);
  }
  return requests;
}

type BodyText = Pick<FuzzRequest, 'payload' | 'contentType'>;

function bodyText(body: unknown): BodyText {
  if (body === undefined) return {};
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

const short = (v: unknown) => {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text;
};

/** A valid body: the documented example, or one drawn from the schema. */
function exampleBody(op: Operation, input: PlanInput): unknown {
  if (Object.hasOwn(input.examples, key(op))) return input.examples[key(op)];
  if (!isWrite(op) || op.method === 'DELETE') return undefined;
  if (!op.body) return {};
  return fc.sample(schemaArbitrary(op.body, 'valid'), { seed: input.seed, numRuns: 1 })[0];
}

/**
 * Every leaf of the example (and each array and object) replaced in turn by each probe; in a body of more than
 * 20 slots, each slot by every other probe (neighbours take the other half), so each probe still meets every
 * kind of field.
 */
function* leafMutations(example: unknown): Generator<[string, unknown, unknown]> {
  const slots = slotsOf(example);
  const share = slots.length > 20 ? 2 : 1;
  for (const [s, path] of slots.entries()) {
    for (const [i, probe] of LEAF_PROBES.entries()) {
      if ((i + s) % share === 0) yield [path.join('.') || '(body)', probe, replaceAt(example, path, probe)];
    }
  }
}

function slotsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const slots: (string | number)[][] = at.length ? [at] : [];
  if (Array.isArray(value)) value.slice(0, 2).forEach((v, i) => slots.push(...slotsOf(v, [...at, i])));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) slots.push(...slotsOf(v, [...at, k]));
  }
  return slots;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement) : v));
  const object = value as Record<string, unknown>;
  return { ...object, [head!]: replaceAt(object[head!], rest, replacement) };
}

/** Whole-body mutations: other JSON types, every field null, 5,000 levels of nesting, 100,000-element arrays. */
function* wholeBodyMutations(op: Operation, example: unknown): Generator<[string, string]> {
  for (const text of ['null', '[]', '"text"', '42', 'true', '{}']) yield [text, text];
  yield ['5,000-level nested array', deepJson(5000, 'array')];
  const base = (example && typeof example === 'object' && !Array.isArray(example) ? example : {}) as Record<
    string,
    unknown
  >;
  const fields = Object.keys(example === base ? base : (op.body?.properties ?? {}));
  yield ['every field null', JSON.stringify(Object.fromEntries(fields.map((f) => [f, null])))];
  // Keys every JavaScript object already has: code that looks fields up by name finds functions there.
  for (const reserved of ['toString', 'constructor', 'hasOwnProperty']) {
    yield [`extra field ${reserved}`, JSON.stringify({ ...base, [reserved]: 1 })];
  }
  const withField = (field: string, text: string) =>
    JSON.stringify({ ...base, [field]: '\u0001FUZZ\u0001' }).replace(JSON.stringify('\u0001FUZZ\u0001'), text);
  yield ['5,000-level nested extra field', withField('deep', deepJson(5000, 'object'))];
  for (const field of fields.slice(0, 3)) {
    yield [`${field}=5,000-level nested object`, withField(field, deepJson(5000, 'object'))];
  }
  const arrays = fields.filter((f) => Array.isArray(base[f]) || op.body?.properties?.[f]?.type === 'array');
  for (const field of arrays) yield [`${field}=100,000 ids`, withField(field, hugeIdArray(100_000))];
  if (Array.isArray(example)) yield ['100,000-element array body', hugeIdArray(100_000)];
}

const LIST_PARAMS = ['page', 'sort_column', 'sort_direction', 'keyword'];
const NUL = 'a\u0000b';
/** Filter values for numbers and text: the edges of smallint and int4, doubles, look-alike digits, NUL, long text. */
const FILTER_PROBES = ['32768', '2147483648', '1e20', '１２３', NUL, '9999-12-31'];
const DATE_EDGES = ['9999-12-31', '1000-01-01'];
const DATE_FILTER_PROBES = [...DATE_EDGES, '0000-01-01', '0001-01-01', '2023-02-29', '99999-01-01'];
/** Exports share the list's parser: the values that reach the database once a list lets them through. */
const EXPORT_PROBES = ['9999-12-31', '32768', '2147483648'];

/** List engine inputs: paging, sort, keyword, and each filter column through the values its type breaks on. */
function listRequests(op: Operation, list: ListShape, basePath: string): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const get = (label: string, pairs: [string, string | string[]][]) =>
    out.push({ method: op.method, url: basePath + queryString(pairs), label });
  // Exports and maps read the list's filters with the list's own parser: they take the probes that get past it.
  const isExport = op.path.endsWith('/download-csv') || op.path.endsWith('-for-map');
  for (const page of ['0', '-1', '1.5', '1e20', '1e309', '2147483648', '99999999999', 'abc', '１']) {
    get(`page=${page}`, [['page', page]]);
    if (!isExport) get(`per_page=${page}`, [['per_page', page]]);
  }
  // Every sortable column, one way or the other in turn (an export reads past its first batch by the sort value;
  // a whole export costs a hundred list pages, so exports and maps sort by every third).
  list.columns
    .filter((c) => c.sortable)
    .forEach((c, i) => {
      if (isExport && i % 3) return;
      const column = c.relation ? `${c.relation}.${c.column}` : c.column;
      const direction = i % 2 ? 'descend' : 'ascend';
      get(`sort ${column} ${direction}`, [
        ['sort_column', column],
        ['sort_direction', direction],
      ]);
    });
  for (const [k, v] of [
    ['sort_column', 'nope'],
    ['sort_column', 'a\u0000b'],
    ['sort_direction', 'sideways'],
    ['keyword', 'ab'],
    ['keyword', 'x'.repeat(201)],
    ['keyword', 'a\u0000bc'],
    ['keyword', '%_\\'],
    ['keyword', '2147483648'],
    ['keyword', '😀😀😀'],
    ['filters', 'x'],
    ['filters[nope:equals]', '1'],
    ['filters[]', 'x'],
  ] as const) {
    get(`${k}=${short(v)}`, [[k, v]]);
  }
  get(
    '51 filters',
    Array.from({ length: 51 }, (_, i) => [`filters[x${i}:equals]`, '1'] as [string, string]),
  );
  for (const f of list.filterable) {
    const textOptions = f.type === 'select' && f.options?.length && !f.options.some((o) => typeof o.value === 'number');
    const values =
      f.type === 'date' ? DATE_FILTER_PROBES : textOptions ? ['32768', NUL, 'x'.repeat(600)] : FILTER_PROBES;
    const probes = isExport ? values.filter((v) => EXPORT_PROBES.includes(v)) : values;
    f.operators.forEach((operator, o) => {
      probes.forEach((v, i) => {
        // The day arithmetic differs by operator: each takes the dates PostgreSQL's range ends at. Other
        // probes take turns among the operators.
        const edge = f.type === 'date' && DATE_EDGES.includes(v);
        if (!edge && i % f.operators.length !== o) return;
        get(`filters[${f.column}:${operator}]=${short(v)}`, [
          [`filters[${f.column}:${operator}]`, filterValue(operator, v)],
        ]);
      });
    });
    if (f.operators.includes('in'))
      get(`filters[${f.column}:in][]=32768`, [[`filters[${f.column}:in][]`, ['32768', '2147483648']]]);
  }
  return out;
}

function filterValue(operator: string, v: string): string {
  if (operator === 'in' || operator === 'not_in') return JSON.stringify([v]);
  if (operator === 'between') return `${v},${v}`;
  return v;
}
