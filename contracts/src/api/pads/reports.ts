// The pad reports under /api/admin/pads: Pad Engagement All (pad-stats, a declared list), Pad Engagement
// Fav/Rev (pad-stats-with-calendar) and Pad Country (get-country-report), query lists.
import { Type, type Static } from 'typebox';
import { Nullable } from '../common.ts';
import { LIST_ENTITY } from '../../lists.ts';
import {
  ListPage,
  listExportSchemas,
  listPageSchemas,
  QueryListPage,
  reportSchemas,
  type ListContract,
} from '../lists.ts';

/** A row of GET /admin/pads/pad-stats: a live pad with its views, PPR requests, favourites and reviews. */
export const PadStatsRow = Type.Object({
  id: Type.Integer(),
  name: Nullable(Type.String()),
  views: Type.Integer(),
  ppr_count: Type.Integer(),
  favourites: Type.Integer(),
  reviews: Type.Integer(),
});
export type PadStatsRow = Static<typeof PadStatsRow>;
export const PadStatsPage = ListPage(PadStatsRow);

/** A row of GET /admin/pads/pad-stats-with-calendar: favourites and reviews in the range. */
export const PadFavRevRow = Type.Object({
  id: Type.Integer(),
  /** The sort key of a sort by name (present when sorted by name). */
  name_key: Type.Optional(Type.String()),
  favourites: Type.Integer(),
  reviews: Type.Integer(),
  name: Nullable(Type.String()),
});
export type PadFavRevRow = Static<typeof PadFavRevRow>;
export const PadFavRevPage = QueryListPage(PadFavRevRow);

/** A row of GET /admin/pads/get-country-report: pads by country. */
export const PadCountryRow = Type.Object({
  country: Type.String(),
  country_code: Nullable(Type.String()),
  moderated_pads: Type.Integer(),
  unmoderated_pads: Type.Integer(),
  private_pads: Type.Integer(),
});
export type PadCountryRow = Static<typeof PadCountryRow>;
export const PadCountryPage = QueryListPage(PadCountryRow);

/** Pad Engagement All: a declared list (api/src/modules/pads/reports/padStats.list.ts). */
export const padStatsListContract = {
  entity: LIST_ENTITY['pad-stats'],
  row: PadStatsRow,
  tag: 'lists',
  filters: ['id', 'name', 'country_code', 'category_id'],
  sorts: ['id', 'name', 'views', 'ppr_count', 'favourites', 'reviews'],
} as const satisfies ListContract;

export const padReportsSchemas = {
  padStats: listPageSchemas(padStatsListContract, 'List pad-stats'),
  padStatsCsv: listExportSchemas(
    padStatsListContract,
    'Export pad-stats as CSV (same filters, keyword and sort as the list; every page)',
  ),
  favRev: reportSchemas('Pad Engagement Fav/Rev: favourites and reviews in a date range', PadFavRevRow),
  country: reportSchemas('Pad Country: pads by country', PadCountryRow),
};
