// Report parameters (spec part 3 §5, §7): dates as DD-MM-YYYY (both or neither; a reversed range is
// refused), country and US-state codes that must exist, the 0/1 switches. Checked here, so a bad
// parameter is a 422 with its field, never a 500 or an empty report that looks like a real answer.
import { sql } from 'drizzle-orm';
import { mixed, string, type InferType } from 'yup';
import type { Db } from '../db/client.js';
import { validationFailed } from '../errors.js';
import { queryListParams } from '../lists/index.js';
import { validate } from '../validation.js';

const DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A DD-MM-YYYY date as the UTC day it names, or null when it is not a real date. */
export function parseReportDate(text: string): Date | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [, d, mo, y] = m.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

export interface DateRange {
  from: Date;
  /** Exclusive: the day after the `to` date. */
  until: Date;
}

const dateText = () => string().trim().default('');
const codes = () =>
  mixed<string | string[]>()
    .transform((v) => v)
    .default([]);
const flag = () => string().oneOf(['', '0', '1', 'false', 'true'], 'Must be 0 or 1.').default('');
export const isOn = (value: string | undefined) => value === '1' || value === 'true';

/** A report's query: the query list's paging, sorting and export, and every report parameter. */
export const reportQuerySchema = queryListParams.shape({
  keyword: string().trim().default(''),
  from: dateText(),
  to: dateText(),
  country: string().trim().default(''),
  country_code: string().trim().default(''),
  country_codes: codes(),
  state: string().trim().default(''),
  state_codes: codes(),
  type: string().trim().default(''),
  device: string().trim().default(''),
  is_new_version: flag(),
  is_not_included: flag(),
});
export type ReportQuery = InferType<typeof reportQuerySchema>;

/** The date range of a report, or null when neither end is given; one end alone is refused. */
export function dateRangeOf(
  q: Pick<ReportQuery, 'from' | 'to'>,
  options: { maxAgeDays?: number } = {},
): DateRange | null {
  if (!q.from && !q.to) return null;
  const errors: Record<string, string[]> = {};
  const from = q.from ? parseReportDate(q.from) : null;
  const to = q.to ? parseReportDate(q.to) : null;
  if (!from) errors.from = [q.from ? 'The date must be DD-MM-YYYY.' : 'Both dates are needed.'];
  if (!to) errors.to = [q.to ? 'The date must be DD-MM-YYYY.' : 'Both dates are needed.'];
  if (from && to && to < from) errors.to = ['The end date is before the start date.'];
  if (from && options.maxAgeDays && from.getTime() < Date.now() - (options.maxAgeDays + 1) * 86_400_000)
    errors.from = [`The start date may be at most ${options.maxAgeDays} days ago.`];
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { from: from!, until: new Date(to!.getTime() + 86_400_000) };
}

const list = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v ? String(v).split(',') : []).map((c) => c.trim().toUpperCase()).filter(Boolean);

/** Country codes (`field`) that exist; 422 naming the unknown ones. */
export async function checkedCountries(db: Db, field: string, value: string | string[] | undefined): Promise<string[]> {
  const wanted = list(value);
  if (!wanted.length) return [];
  const { rows } = await db.execute<{ code: string }>(
    sql`SELECT code FROM countries WHERE code = ANY(${sql`ARRAY[${sql.join(
      wanted.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]`})`,
  );
  const known = new Set(rows.map((r) => r.code));
  const unknown = wanted.filter((c) => !known.has(c));
  if (unknown.length) throw validationFailed({ [field]: [`Unknown country code: ${unknown.join(', ')}.`] });
  return wanted;
}

/** US state codes (`field`) that exist; 422 naming the unknown ones. */
export async function checkedStates(db: Db, field: string, value: string | string[] | undefined): Promise<string[]> {
  const wanted = list(value);
  if (!wanted.length) return [];
  const { rows } = await db.execute<{ code: string }>(
    sql`SELECT code FROM us_states WHERE code = ANY(${sql`ARRAY[${sql.join(
      wanted.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[]`})`,
  );
  const known = new Set(rows.map((r) => r.code));
  const unknown = wanted.filter((c) => !known.has(c));
  if (unknown.length) throw validationFailed({ [field]: [`Unknown state code: ${unknown.join(', ')}.`] });
  return wanted;
}

/** Reads a report's query: lists arrive as `country_codes[]=GB&country_codes[]=IE` (axios) or `country_codes=GB,IE`. */
export function readReportQuery(raw: Record<string, unknown>): Promise<ReportQuery> {
  return validate(reportQuerySchema, {
    ...raw,
    country_codes: raw['country_codes[]'] ?? raw.country_codes,
    state_codes: raw['state_codes[]'] ?? raw.state_codes,
  });
}

/** A country code that exists (`field`), or '' when none is given. */
export async function checkedCountry(db: Db, code: string, field = 'country'): Promise<string> {
  return code ? (await checkedCountries(db, field, code))[0]! : '';
}

/** A US state code that exists (`field`), or '' when none is given. */
export async function checkedState(db: Db, code: string, field = 'state'): Promise<string> {
  return code ? (await checkedStates(db, field, code))[0]! : '';
}

/** The new/old app version switch: null for both. */
export const versionOf = (q: Pick<ReportQuery, 'is_new_version'>) =>
  q.is_new_version === '' ? null : isOn(q.is_new_version);
