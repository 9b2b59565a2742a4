// The list engine's answer (api/src/lists/): every paged table answers `{ data, columns, filterable, entity,
// meta }` (and `summary` where the list declares one); `useServerList` reads it. A list's row is declared
// with the list's module (PadListRow in ./pads.ts …); `ListPage(row)` wraps it.
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { Nullable, StringEnum } from './common.ts';

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
