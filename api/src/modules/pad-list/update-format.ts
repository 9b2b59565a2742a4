// 'Export for update': the pad import format (spec part 2 §3, 22 columns) with ID filled, so an export
// can be edited in a spreadsheet and imported back as updates.
import { sql, type SQL } from 'drizzle-orm';
import { pads } from '../../db/schema.js';
import type { ExportColumn } from '../../lists/index.js';

/** The primary contact the import would write: primary first, then pad contacts and owners, oldest first. */
const contact = (column: 'name' | 'phone' | 'email') =>
  sql`(SELECT ${sql.identifier(column)} FROM contacts ct WHERE ct.pad_id = ${pads.id} AND ct.contact_type_id IN (1, 4)
    ORDER BY ct.is_primary DESC, ct.contact_type_id, ct.id LIMIT 1)`;

/** Facilities are identified by name: the import format names them, the table only has ids. */
const facilityExists = (namePattern: string): SQL =>
  sql`EXISTS (SELECT 1 FROM pad_facilities pf JOIN facilities f ON f.id = pf.facility_id
    WHERE pf.pad_id = ${pads.id} AND f.name ~* ${namePattern})`;

const flag = (expr: SQL): SQL => sql`(CASE WHEN ${expr} THEN 1 ELSE 0 END)`;
const hasFacility = (namePattern: string): SQL => flag(facilityExists(namePattern));

/** Matched anywhere in the facility name (the seed names them e.g. 'Fuel (Jet A1)', 'Landing fee'). */
export const FACILITY_PATTERNS = {
  jetA1: 'jet ?a-?1',
  avgas: '(100 ?ll|avgas)',
  mogas: 'mogas',
  custom: 'custom',
  landingFee: 'landing fee',
} as const;

export const UPDATE_FORMAT: ExportColumn[] = [
  { header: 'ID', select: sql`${pads.id}` },
  { header: 'name', select: sql`${pads.name}` },
  { header: 'category', select: sql`${pads.category_id}` },
  { header: 'latitude', select: sql`${pads.latitude}` },
  { header: 'longitude', select: sql`${pads.longitude}` },
  { header: 'internal notes', select: sql`${pads.notes}` },
  { header: 'ICAO', select: sql`${pads.icao}` },
  { header: 'country', select: sql`${pads.country_code}` },
  { header: 'contact name', select: contact('name') },
  { header: 'phone', select: contact('phone') },
  { header: 'email', select: contact('email') },
  { header: 'website', select: sql`${pads.website}` },
  { header: 'Jet A1', select: hasFacility(FACILITY_PATTERNS.jetA1) },
  { header: '100LL/Avgas', select: hasFacility(FACILITY_PATTERNS.avgas) },
  { header: 'Mogas', select: hasFacility(FACILITY_PATTERNS.mogas) },
  { header: 'custom facility', select: hasFacility(FACILITY_PATTERNS.custom) },
  // A landing fee is payable when the pad has a fee category or the 'Landing fee' facility.
  {
    header: 'landing fees',
    select: flag(sql`(${pads.landing_fee_id} IS NOT NULL OR ${facilityExists(FACILITY_PATTERNS.landingFee)})`),
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
