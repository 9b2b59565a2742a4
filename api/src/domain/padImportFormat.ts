// 'Export for update' and the CSV import: the pad import format (spec part 2 §3, 22 columns) with ID filled, so an export
// can be edited in a spreadsheet and imported back as updates.
import { CONTACT_TYPE, type ImportField } from '@pads/contracts';
import type { ImportRowValues } from '@pads/contracts/api';
import { sql, type SQL } from 'drizzle-orm';
import { pads } from '../db/schema.js';
import type { ExportColumn, ExportField, JoinedExport } from '../lists/index.js';
import type { DbOrTx } from './auditLog.js';

/** Matched anywhere in the facility name (the seed names them e.g. 'Fuel (Jet A1)', 'Landing fee'). */
export const FACILITY_PATTERNS = {
  jetA1: 'jet ?a-?1',
  avgas: '(100 ?ll|avgas)',
  mogas: 'mogas',
  custom: 'custom',
  landingFee: 'landing fee',
} as const;
const FLAG_ORDER = ['jetA1', 'avgas', 'mogas', 'custom', 'landingFee'] as const;

/**
 * The primary contact the import would write (primary first, then pad contacts and owners, oldest
 * first): name, phone and email as one JSON array, from a list of pads' contacts.
 */
const CONTACT_ORDER = sql`ct.is_primary DESC, ct.contact_type_id, ct.id`;
const CONTACT_TYPES = sql`(${CONTACT_TYPE.PadContact}, ${CONTACT_TYPE.Owner})`;

/** Facility flags (1/0 each) from `bool_or`s over a pad's facilities: facilities are identified by name. */
const flagBits = (has: (flag: (typeof FLAG_ORDER)[number]) => SQL) =>
  sql.join(
    FLAG_ORDER.map((k) =>
      k === 'landingFee' ? sql`(${pads.landing_fee_id} IS NOT NULL OR ${has(k)})::int` : sql`${has(k)}::int`,
    ),
    sql`, `,
  );
const hasColumn = (k: (typeof FLAG_ORDER)[number]) => sql.identifier(`has_${k}`);

const flag = (expr: SQL): SQL => sql`(CASE WHEN ${expr} THEN 1 ELSE 0 END)`;

/** The 22 columns; the contact (3 columns), facility flags (5) and tags come from the given fields. */
function updateFormat<F extends ExportField>(extra: {
  contact: F[];
  facilityFlags: F[];
  tags: SQL;
}): (ExportColumn | F)[] {
  return [
    { header: 'ID', select: sql`${pads.id}` },
    { header: 'name', select: sql`${pads.name}` },
    { header: 'category', select: sql`${pads.category_id}` },
    { header: 'latitude', select: sql`${pads.latitude}` },
    { header: 'longitude', select: sql`${pads.longitude}` },
    { header: 'internal notes', select: sql`${pads.notes}` },
    { header: 'ICAO', select: sql`${pads.icao}` },
    { header: 'country', select: sql`${pads.country_code}` },
    ...extra.contact,
    { header: 'website', select: sql`${pads.website}` },
    ...extra.facilityFlags,
    { header: 'site information', select: sql`${pads.site_information}` },
    { header: 'landing advice', select: sql`${pads.landing_advice}` },
    { header: 'tags', select: extra.tags },
    { header: 'is moderated', select: flag(sql`${pads.is_moderated}`) },
    { header: 'is landing permitted', select: flag(sql`${pads.is_landing_permitted}`) },
  ];
}

const CONTACT_HEADERS = ['contact name', 'phone', 'email'];
const FLAG_HEADERS = ['Jet A1', '100LL/Avgas', 'Mogas', 'custom facility', 'landing fees'];

/**
 * Per pad, with a subquery each: right for a few pads (the import compares its rows with them). A landing
 * fee is payable when the pad has a fee category or the 'Landing fee' facility.
 */
export const UPDATE_FORMAT: ExportField[] = updateFormat({
  // One subquery for several columns (a JSON array), so each runs once per pad.
  contact: [
    {
      headers: CONTACT_HEADERS,
      select: sql`(SELECT json_build_array(ct.name, ct.phone, ct.email) FROM contacts ct
        WHERE ct.pad_id = ${pads.id} AND ct.contact_type_id IN ${CONTACT_TYPES} ORDER BY ${CONTACT_ORDER} LIMIT 1)`,
    },
  ],
  facilityFlags: [
    {
      headers: FLAG_HEADERS,
      select: sql`(SELECT json_build_array(${flagBits((k) => sql`coalesce(bool_or(f.name ~* ${FACILITY_PATTERNS[k]}), false)`)})
        FROM pad_facilities pf JOIN facilities f ON f.id = pf.facility_id WHERE pf.pad_id = ${pads.id})`,
    },
  ],
  tags: sql`(SELECT string_agg(t.name, ',' ORDER BY t.name) FROM pad_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.pad_id = ${pads.id})`,
});

/**
 * The same columns for 'Export for update' of the whole list: contacts, facilities and tags aggregated once
 * for every pad and joined (a subquery per pad cost ~1.2 s of 2 s at 100k pads).
 */
export const UPDATE_FORMAT_EXPORT: JoinedExport = {
  // Plain columns: no JSON to build in PostgreSQL and parse again in Node for each pad.
  fields: updateFormat({
    contact: ['name', 'phone', 'email'].map((c, i) => ({
      header: CONTACT_HEADERS[i]!,
      select: sql`x_contact.${sql.identifier(c)}`,
    })),
    facilityFlags: FLAG_ORDER.map((k, i) => ({
      header: FLAG_HEADERS[i]!,
      select:
        k === 'landingFee'
          ? sql`(${pads.landing_fee_id} IS NOT NULL OR coalesce(x_facilities.${hasColumn(k)}, false))::int`
          : sql`coalesce(x_facilities.${hasColumn(k)}, false)::int`,
    })),
    tags: sql`x_tags.tags`,
  }),
  joins: sql`LEFT JOIN (SELECT DISTINCT ON (ct.pad_id) ct.pad_id, ct.name, ct.phone, ct.email
      FROM contacts ct WHERE ct.contact_type_id IN ${CONTACT_TYPES} ORDER BY ct.pad_id, ${CONTACT_ORDER}) x_contact
      ON x_contact.pad_id = ${pads.id}
    LEFT JOIN (SELECT pf.pad_id, ${sql.join(
      FLAG_ORDER.map((k) => sql`bool_or(f.name ~* ${FACILITY_PATTERNS[k]}) AS ${hasColumn(k)}`),
      sql`, `,
    )}
      FROM pad_facilities pf JOIN facilities f ON f.id = pf.facility_id GROUP BY pf.pad_id) x_facilities
      ON x_facilities.pad_id = ${pads.id}
    LEFT JOIN (SELECT pt.pad_id, string_agg(t.name, ',' ORDER BY t.name) AS tags
      FROM pad_tags pt JOIN tags t ON t.id = pt.tag_id GROUP BY pt.pad_id) x_tags ON x_tags.pad_id = ${pads.id}`,
};

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
