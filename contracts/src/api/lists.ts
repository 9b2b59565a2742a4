// The list engine's answer (api/src/lists/): every paged table answers `{ data, columns, filterable, entity,
// meta }` (and `summary` where the list declares one); `useServerList` reads it. A list's row is declared
// with the list's module (PadListRow in ./pads.ts …); `ListPage(row)` wraps it.
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { errorResponses, fileResponse, Nullable, StringEnum } from './common.ts';

export const SortDirection = StringEnum(['ascend', 'descend']);
export type SortDirection = Static<typeof SortDirection>;

/** A value of a select filter or a summary group: an id or a text key. */
export const OptionValue = Type.Unsafe<string | number>({ type: ['string', 'number'] });

export const FilterOption = Type.Object({ value: OptionValue, label: Type.String() });
export type FilterOption = Static<typeof FilterOption>;

export const FILTER_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'in',
  'not_in',
  'greater_than',
  'less_than',
  'between',
  'is_blank',
  'is_not_blank',
] as const;
export const FilterOperator = StringEnum(FILTER_OPERATORS);
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const FilterValueType = StringEnum(['select', 'multiple', 'date', 'text']);
export type FilterValueType = Static<typeof FilterValueType>;

/** A column of the table, in order; `relation` columns read `row[relation][column]`. */
export const ListColumn = Type.Object({
  column: Type.String(),
  display_name: Type.String(),
  sort_order: Type.Integer(),
  relation: Nullable(Type.String()),
  relation_type: Nullable(Type.String()),
  link: Nullable(Type.String()),
  link_column: Nullable(Type.String()),
  link_query: Nullable(Type.String()),
  edit_path: Nullable(Type.String()),
  sortable: Type.Boolean(),
});
export type ListColumn = Static<typeof ListColumn>;

/** What the Advanced search may offer for a column. */
export const FilterableColumn = Type.Object({
  column: Type.String(),
  display_name: Type.String(),
  operators: Type.Array(FilterOperator),
  type: FilterValueType,
  options: Type.Optional(Type.Array(FilterOption)),
});
export type FilterableColumn = Static<typeof FilterableColumn>;

/** A clickable total of the summary bar; clicking applies `filter`. */
export const SummaryItem = Type.Object({
  key: OptionValue,
  label: Type.String(),
  total: Type.Integer(),
  filter: Type.Object({ column: Type.String(), operator: Type.Literal('equals'), value: OptionValue }),
});
export type SummaryItem = Static<typeof SummaryItem>;

export const ListMeta = Type.Object({
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
  total: Type.Integer(),
  /** Set when `total` is the API's KEYWORD_TOTAL_CAP standing for "at least that many" (a broad keyword). */
  total_capped: Type.Optional(Type.Literal(true)),
  per_page: Type.Integer(),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
});
export type ListMeta = Static<typeof ListMeta>;

/**
 * One page schema per row schema: every app the API builds (a test file builds several) then hands Fastify the
 * same object for a list's route, and its compilers reuse what they compiled (api/src/schemaCompilers.ts).
 */
function oncePerRow<Build extends (row: TSchema) => TObject>(build: Build): Build {
  const made = new WeakMap<TSchema, TObject>();
  return ((row: TSchema) => {
    let page = made.get(row);
    if (!page) {
      page = build(row);
      made.set(row, page);
    }
    return page;
  }) as Build;
}

/** A page of a declared list (api/src/lists/engine.ts). */
export const ListPage = oncePerRow(function ListPage<Row extends TSchema>(row: Row) {
  return Type.Object({
    data: Type.Array(row),
    columns: Type.Array(ListColumn),
    filterable: Type.Array(FilterableColumn),
    entity: Type.String(),
    summary: Type.Optional(Type.Array(SummaryItem)),
    meta: ListMeta,
  });
});
/** The type of `ListPage(row)` for a row type: `ListPage<PadListRow>`. */
export type ListPage<Row> = Omit<Static<ReturnType<typeof ListPage<TSchema>>>, 'data'> & { data: Row[] };

/** A query list's column also carries the declaration's `key` and `title` (api/src/lists/queryList.ts). */
export const QueryListColumn = Type.Object({
  ...ListColumn.properties,
  key: Type.String(),
  title: Type.String(),
});

/** A page of a query list (aggregate reports, duplicate pairs, campaigns): no filters, keyed columns. */
export const QueryListPage = oncePerRow(function QueryListPage<Row extends TSchema>(row: Row) {
  return Type.Object({
    data: Type.Array(row),
    /** A charted report only: every row in the same order, for its chart (the table reads `data`, one page). */
    series: Type.Optional(Type.Array(row)),
    columns: Type.Array(QueryListColumn),
    filterable: Type.Array(FilterableColumn, { maxItems: 0 }),
    entity: Type.String(),
    meta: ListMeta,
  });
});
export type QueryListPage<Row> = Omit<Static<ReturnType<typeof QueryListPage<TSchema>>>, 'data' | 'series'> & {
  data: Row[];
  series?: Row[];
};

// The lists' endpoints: their query (documented for the OpenAPI page, typed for the client) and answers.

/** The highest `page` of any paged answer (api/src/lists/paging.ts holds the rule). */
export const MAX_PAGE = 1_000_000;

/** `page` in a route's JSON schema: text, so the API's paging rule, not ajv's coercion, judges it. */
export const pageParamDoc = { type: 'string', description: `Page from 1 to ${MAX_PAGE} (default 1).` } as const;

/**
 * A declared list (api/src/lists/, mounted with mountList) as the contract states it: what its query may name.
 * The API's declaration of it (`<name>.list.ts`) must have exactly these filters, sortable columns and quick
 * filters (checked when it is mounted); the client's query is typed by them.
 */
export interface ListContract {
  entity: string;
  row: TObject;
  /** OpenAPI tag of its routes. */
  tag: string;
  /** The columns `filters[<column>:<operator>]` may name. */
  filters: readonly string[];
  /** The columns `sort_column` may name (a relation's column as `relation.column`). */
  sorts: readonly string[];
  /** The list's quick filter: a query parameter taking one of `values` (default `default`). */
  quick?: { param: string; values: readonly string[]; default: string };
  /** Whether its CSV export has the re-importable update format (`export_for_update=1`). */
  updateExport?: boolean;
}

type QuickParam<L extends ListContract> = L['quick'] extends { param: infer P extends string; values: infer V }
  ? { [K in P]?: V extends readonly (infer X)[] ? X : never }
  : unknown;

/**
 * A filter's query key: `filters[<column>]` (equals), `filters[<column>:<operator>]`, and each with `[]` for a list
 * of values (`includes` is the moderation client's name for `in`).
 */
type FilterKey<C extends string> = `filters[${C}]` | `filters[${C}:${FilterOperator | 'includes'}]`;

/** A declared list's query: paging, sort, keyword, its quick filter and its filters. */
export type ListQuery<L extends ListContract> = {
  page?: string | number;
  sort_column?: L['sorts'][number] | '';
  sort_direction?: SortDirection | '';
  keyword?: string;
} & QuickParam<L> & {
    [K in FilterKey<L['filters'][number]> | `${FilterKey<L['filters'][number]>}[]`]?: string | string[];
  };

const text = (description: string) => ({ type: 'string', description });

const LIST_FILTERS_HELP =
  "Filters are `filters[column:operator]=value` pairs; the response's `filterable` lists each column's operators " +
  'and values. Anything not declared is a 422 naming it.';

/** Documentation of a query parameter a route adds to a list's (the map's viewport, the export's format). */
type ExtraParams = Record<string, { description: string }>;

/**
 * A list's documented query, typed as ListQuery. Every value is text, so that the list engine, not the schema
 * validator, judges it and answers with its per-field 422.
 */
function listQuery<const L extends ListContract, const X extends ExtraParams>(list: L, extra?: X) {
  return Type.Unsafe<ListQuery<L> & { [K in keyof X]?: string }>({
    type: 'object',
    properties: {
      page: text('Page from 1 (default 1).'),
      sort_column: text(`One of ${list.sorts.join(', ')} (default id).`),
      sort_direction: text('ascend or descend (default descend).'),
      keyword: text("Searches the list's text columns; 3 to 200 characters."),
      ...(list.quick
        ? {
            [list.quick.param]: text(`One of ${list.quick.values.join(', ')} (default ${list.quick.default}).`),
          }
        : {}),
      ...Object.fromEntries(Object.entries(extra ?? {}).map(([key, { description }]) => [key, text(description)])),
    },
    // Filters; the array form (`filters[status:includes][]=1`, repeatable) arrives as a list.
    additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
  });
}

/** The schemas of a route that reads a list's query (its table, export or map) with its summary. */
export function listQuerySchemas<const L extends ListContract, const X extends ExtraParams = Record<never, never>>(
  list: L,
  summary: string,
  extra?: X,
  tag = list.tag,
) {
  return { tags: [tag], summary, description: LIST_FILTERS_HELP, querystring: listQuery(list, extra) };
}

/** GET <list>: a page of the list's rows. */
export function listPageSchemas<const L extends ListContract>(list: L, summary: string) {
  return {
    ...listQuerySchemas(list, summary),
    response: { 200: ListPage(list.row as L['row']), ...errorResponses(422) },
  };
}

/** GET <list>/download-csv: the list as a CSV file (same filters, keyword and sort; every page). */
export function listExportSchemas<const L extends ListContract>(list: L, summary: string) {
  const extra: { export_for_update?: { description: string } } = list.updateExport
    ? { export_for_update: { description: '1: the re-importable update format with ID filled.' } }
    : {};
  return {
    ...listQuerySchemas(list, summary, extra as { export_for_update: { description: string } }),
    response: { 200: fileResponse('text/csv', 'The CSV file'), ...errorResponses(422) },
  };
}

/** A query list's query: its paging, sort and export, and its own parameters (text, or lists of text). */
export type QueryListQuery = {
  page?: string | number;
  sort_column?: string;
  sort_direction?: 'asc' | 'desc' | SortDirection | '';
  export?: 'csv';
} & Record<string, string | number | string[] | undefined>;

/**
 * The schemas of a query list's route (api/src/lists/queryList.ts); `query` documents the list's own parameters,
 * `row` is the shape of its rows: every column of the statement.
 */
export function queryListSchemas<const Row extends TObject>(options: {
  tags: string[];
  summary: string;
  description?: string;
  query?: Record<string, unknown>;
  row: Row;
}) {
  return {
    tags: options.tags,
    summary: options.summary,
    description: options.description,
    querystring: Type.Unsafe<QueryListQuery>({
      type: 'object',
      properties: {
        page: pageParamDoc,
        sort_column: { type: 'string' },
        sort_direction: { type: 'string', enum: ['asc', 'desc', 'ascend', 'descend'] },
        export: { type: 'string', enum: ['csv'], description: 'csv: every row as a CSV file, in the same order.' },
        ...options.query,
      },
    }),
    response: {
      200: QueryListPage(options.row),
      ...errorResponses(422),
    },
  };
}

// The aggregate reports (spec part 3 §5, §7): query lists with the report parameters api/src/domain/reportParams.ts reads.

/** The OpenAPI description of the report parameters a report takes. */
export const REPORT_QUERY_DOC: Record<string, unknown> = {
  keyword: { type: 'string' },
  from: { type: 'string', description: 'DD-MM-YYYY; from and to, both or neither.' },
  to: { type: 'string', description: 'DD-MM-YYYY.' },
  country: { type: 'string' },
  country_code: { type: 'string' },
  'country_codes[]': { type: 'array', items: { type: 'string' } },
  state: { type: 'string' },
  'state_codes[]': { type: 'array', items: { type: 'string' } },
  type: { type: 'string' },
  device: { type: 'string', enum: ['ios', 'android'] },
  is_new_version: { type: 'string' },
  is_not_included: { type: 'string' },
};

/** Rows are paged by 25 (charts get every row); export=csv streams every row. */
export const REPORT_DESCRIPTION =
  'Dates are DD-MM-YYYY (from and to, both or neither). Rows are paged by 25 (charts get every row); ' +
  'export=csv streams every row as CSV.';

/** The schemas of a report's route: the report parameters, its rows. */
export function reportSchemas<const Row extends TObject>(summary: string, row: Row) {
  return queryListSchemas({
    tags: ['reports'],
    summary,
    description: REPORT_DESCRIPTION,
    query: REPORT_QUERY_DOC,
    row,
  });
}
