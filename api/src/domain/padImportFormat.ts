// 'Export for update' and the CSV import: the pad import format (spec part 2 §3, 22 columns) with ID filled, so an export
// can be edited in a spreadsheet and imported back as updates.
import { CONTACT_TYPE, type ImportField, type ImportRowValues } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { pads } from '../db/schema.js';
import type { ExportField } from '../lists/index.js';
import type { DbOrTx } from './auditLog.js';

/**
 * The primary contact the import would write (primary first, then pad contacts and owners, oldest
 * first): name, phone and email from one lookup.
 */
const primaryContact = sql`(SELECT json_build_array(ct.name, ct.phone, ct.email) FROM contacts ct
    WHERE ct.pad_id = ${pads.id} AND ct.contact_type_id IN (${CONTACT_TYPE.PadContact}, ${CONTACT_TYPE.Owner})
    ORDER BY ct.is_primary DESC, ct.contact_type_id, ct.id LIMIT 1)`;

/** Matched anywhere in the facility name (the seed names them e.g. 'Fuel (Jet A1)', 'Landing fee'). */
export const FACILITY_PATTERNS = {
  jetA1: 'jet ?a-?1',
  avgas: '(100 ?ll|avgas)',
  mogas: 'mogas',
  custom: 'custom',
  landingFee: 'landing fee',
} as const;

/**
 * Facilities are identified by name (the import format names them, the table only has ids); all five
 * flags come from one pass over the pad's facilities. A landing fee is payable when the pad has a fee
 * category or the 'Landing fee' facility.
 */
const has = (pattern: string) => sql`coalesce(bool_or(f.name ~* ${pattern}), false)::int`;
const facilityFlags = sql`(SELECT json_build_array(${has(FACILITY_PATTERNS.jetA1)}, ${has(FACILITY_PATTERNS.avgas)},
      ${has(FACILITY_PATTERNS.mogas)}, ${has(FACILITY_PATTERNS.custom)},
      (${pads.landing_fee_id} IS NOT NULL OR coalesce(bool_or(f.name ~* ${FACILITY_PATTERNS.landingFee}), false))::int)
    FROM pad_facilities pf JOIN facilities f ON f.id = pf.facility_id WHERE pf.pad_id = ${pads.id})`;

const flag = (expr: SQL): SQL => sql`(CASE WHEN ${expr} THEN 1 ELSE 0 END)`;

export const UPDATE_FORMAT: ExportField[] = [
  { header: 'ID', select: sql`${pads.id}` },
  { header: 'name', select: sql`${pads.name}` },
  { header: 'category', select: sql`${pads.category_id}` },
  { header: 'latitude', select: sql`${pads.latitude}` },
  { header: 'longitude', select: sql`${pads.longitude}` },
  { header: 'internal notes', select: sql`${pads.notes}` },
  { header: 'ICAO', select: sql`${pads.icao}` },
  { header: 'country', select: sql`${pads.country_code}` },
  { headers: ['contact name', 'phone', 'email'], select: primaryContact },
  { header: 'website', select: sql`${pads.website}` },
  {
    headers: ['Jet A1', '100LL/Avgas', 'Mogas', 'custom facility', 'landing fees'],
    select: facilityFlags,
  },
  { header: 'site information', select: sql`${pads.site_information}` },
  { header: 'landing advice', select: sql`${pads.landing_advice}` },
  {
    header: 'tags',
    select: sql`(SELECT string_agg(t.name, ',' ORDER BY t.name) FROM pad_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.pad_id = ${pads.id})`,
  },
  { header: 'is moderated', select: flag(sql`${pads.is_moderated}`) },
  { header: 'is landing permitted', select: flag(sql`${pads.is_landing_permitted}`) },
];

/** Pads in the import's own terms (the values 'Export for update' writes), to compare with imported rows. */
export async function padsInImportTerms(db: DbOrTx, ids: number[]): Promise<Map<number, ImportPadValues>> {
  if (!ids.length) return new Map();
  const select = sql.join(
    UPDATE_FORMAT.map((f, i) => sql`${f.select} AS ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`SELECT ${select} FROM ${pads} WHERE ${pads.id} = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  const text = (v: unknown) => (v == null ? '' : String(v));
  const bit = (v: unknown) => (Number(v) === 1 ? 1 : 0) as 0 | 1;
  const out = new Map<number, ImportPadValues>();
  for (const r of rows) {
    const contact = (r.c8 as (string | null)[] | null) ?? [null, null, null];
    const facilityBits = (r.c10 as number[] | null) ?? [0, 0, 0, 0, 0];
    const pad: ImportPadValues = {
      id: Number(r.c0),
      name: text(r.c1),
      category: Number(r.c2),
      latitude: Number(r.c3),
      longitude: Number(r.c4),
      internal_notes: text(r.c5),
      icao: text(r.c6),
      country: text(r.c7),
      contact_name: text(contact[0]),
      phone: text(contact[1]),
      email: text(contact[2]),
      website: text(r.c9),
      jet_a1: bit(facilityBits[0]),
      avgas: bit(facilityBits[1]),
      mogas: bit(facilityBits[2]),
      custom_facility: bit(facilityBits[3]),
      landing_fees: bit(facilityBits[4]),
      site_information: text(r.c11),
      landing_advice: text(r.c12),
      tags: r.c13 ? String(r.c13).split(',') : [],
      is_moderated: bit(r.c14),
      is_landing_permitted: bit(r.c15),
    };
    out.set(pad.id, pad);
  }
  return out;
}

export type ImportPadValues = Required<ImportRowValues> & { id: number };

const sameTags = (a: string[], b: string[]) =>
  JSON.stringify(a.map((t) => t.toLowerCase()).sort()) === JSON.stringify(b.map((t) => t.toLowerCase()).sort());

/** The columns of the file where a row differs from the pad (columns the file leaves out never differ). */
export function differingFields(row: ImportRowValues, pad: ImportPadValues, columns: readonly ImportField[]) {
  return columns.filter((field) => {
    if (field === 'id') return false;
    const a = row[field];
    const b = pad[field];
    if (a === undefined) return false;
    if (field === 'tags') return !sameTags(a as string[], b as string[]);
    return a !== b;
  });
}
