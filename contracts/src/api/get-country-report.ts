// /api/admin/get-country-report: Pilot Country, pilots by country and premium state (a query list, one page).
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { QueryListPage, reportSchemas } from './lists.ts';

export const PilotCountryRow = Type.Object({
  country: Type.String(),
  country_code: Nullable(Type.String()),
  user_premium_count: Type.Integer(),
  user_non_premium_count: Type.Integer(),
  user_fremium_count: Type.Integer(),
});
export type PilotCountryRow = Static<typeof PilotCountryRow>;
export const PilotCountryPage = QueryListPage(PilotCountryRow);

export const getCountryReportSchemas = {
  report: reportSchemas('Pilot Country: pilots by country and premium state', PilotCountryRow),
};
