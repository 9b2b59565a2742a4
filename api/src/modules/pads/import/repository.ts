// The import's writes, set-based so ten thousand rows are a handful of statements: pads, their primary
// contact, facility flags, tags and one change-log entry per pad, all inside the caller's transaction.
// Updates change only the columns that differ from the pad as 'Export for update' reads it, so an
// exported file imported back unchanged changes nothing.
import { CONTACT_TYPE, STATUS, type ImportField } from '@pads/contracts';
import type { ImportRowValues } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { diffFields, type DbOrTx, type FieldChanges } from '../../../domain/auditLog.js';
import { placesAt } from '../../../domain/offlineGeo.js';
import {
  differingFields,
  FACILITY_PATTERNS,
  padsInImportTerms,
  type ImportPadValues,
} from '../../../domain/padImportFormat.js';
import { conflict, validationFailed } from '../../../errors.js';
import { padIsPhonable } from '@pads/contracts/phone.ts';
import { refreshPhonable } from '../../../domain/padPhonable.js';
import type { Actor } from '../../../domain/actor.js';

export type { Actor };

export interface RowToWrite {
  row: number;
  values: ImportRowValues;
}

const FLAG_PATTERNS = {
  jet_a1: FACILITY_PATTERNS.jetA1,
  avgas: FACILITY_PATTERNS.avgas,
  mogas: FACILITY_PATTERNS.mogas,
  custom_facility: FACILITY_PATTERNS.custom,
  landing_fees: FACILITY_PATTERNS.landingFee,
} as const;
type FacilityFlag = keyof typeof FLAG_PATTERNS;
const FACILITY_FLAGS = Object.keys(FLAG_PATTERNS) as FacilityFlag[];

/** The facilities each flag column stands for (matched by name, as the export reads them). */
async function facilitiesByFlag(tx: DbOrTx): Promise<Record<FacilityFlag, number[]>> {
  const { rows } = await tx.execute<{ id: number; name: string }>(sql`SELECT id, name FROM facilities ORDER BY id`);
  const out = {} as Record<FacilityFlag, number[]>;
  for (const flag of FACILITY_FLAGS) {
    const pattern = new RegExp(FLAG_PATTERNS[flag], 'i');
    out[flag] = rows.filter((f) => pattern.test(f.name)).map((f) => Number(f.id));
  }
  return out;
}

function facilityToAdd(byFlag: Record<FacilityFlag, number[]>, flag: FacilityFlag, row: number): number {
  const id = byFlag[flag][0];
  if (id === undefined)
    throw validationFailed({ [`rows.${row}.${flag}`]: [`No facility stands for '${flag}'; add one first.`] });
  return id;
}

const asJson = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Fields a created pad's log entry records (as the panel's create logs its columns). */
const CREATE_LOGGED: ImportField[] = [
  'name',
  'category',
  'latitude',
  'longitude',
  'icao',
  'country',
  'is_moderated',
  'is_landing_permitted',
];

function logRows(
  actor: Actor,
  importId: number,
  entries: { padId: number; row: number; kind: string; changes: FieldChanges }[],
) {
  return entries.map((e) => ({
    user_id: actor.userId,
    action: e.kind === 'created' ? 'pad_imported' : 'pad_import_updated',
    entity_type: 'pad',
    entity_id: e.padId,
    pad_id: e.padId,
    changes: e.changes,
    details: { source: 'csv_import', import_id: importId, row: e.row, kind: e.kind },
    device: actor.device?.slice(0, 300) ?? null,
  }));
}

/** One statement for every entry (a JSON parameter): ten thousand entries as bound rows cost seconds. */
async function insertLogs(tx: DbOrTx, rows: ReturnType<typeof logRows>) {
  if (!rows.length) return;
  await tx.execute(sql`INSERT INTO activity_logs (user_id, action, entity_type, entity_id, pad_id, changes, details, device)
    SELECT user_id, action, entity_type, entity_id, pad_id, changes, details, device
    FROM jsonb_to_recordset(${asJson(rows)}) AS r(user_id int, action text, entity_type text, entity_id int, pad_id int,
      changes jsonb, details jsonb, device text)`);
}

/** New pads for these rows; returns their ids in row order. */
export async function createPads(tx: DbOrTx, actor: Actor, importId: number, rows: RowToWrite[]): Promise<number[]> {
  if (!rows.length) return [];
  const { rows: idRows } = await tx.execute<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence('pads', 'id'))::int AS id FROM generate_series(1, ${rows.length})`,
  );
  const ids = idRows.map((r) => Number(r.id));
  const places = await placesAt(
    tx as Db,
    rows.map((r) => ({ latitude: r.values.latitude, longitude: r.values.longitude, country_code: r.values.country })),
  );
  const padRows = rows.map(({ values: v }, i) => {
    const place = places[i]!;
    const moderated = v.is_moderated === 1;
    return {
      id: ids[i],
      name: v.name,
      category_id: v.category,
      status_id: moderated ? STATUS.Moderated : STATUS.Unmoderated,
      is_moderated: moderated,
      // A file without the column keeps the create default (permitted); a blank cell means 0.
      is_landing_permitted: v.is_landing_permitted === undefined ? true : v.is_landing_permitted === 1,
      icao: v.icao || null,
      notes: v.internal_notes || null,
      website: v.website || null,
      site_information: v.site_information || null,
      landing_advice: v.landing_advice || null,
      address: [place.region, place.country].filter(Boolean).join(', ') || null,
      ...place,
      latitude: v.latitude,
      longitude: v.longitude,
      // The row's one contact is a pad contact: its number, read in the pad's country without a '+'.
      is_phonable: padIsPhonable(
        [{ phone: v.phone ?? null, contact_type_id: CONTACT_TYPE.PadContact }],
        place.country_code,
      ),
    };
  });
  await tx.execute(sql`INSERT INTO pads (id, name, category_id, status_id, is_moderated, is_landing_permitted,
      submitter_user_id, icao, notes, website, site_information, landing_advice, address, country, region, region_id,
      country_code, latitude, longitude, is_phonable, last_import_id)
    SELECT id, name, category_id, status_id, is_moderated, is_landing_permitted, ${actor.userId}, icao, notes, website,
      site_information, landing_advice, address, country, region, region_id, country_code, latitude, longitude,
      is_phonable, ${importId}
    FROM jsonb_to_recordset(${asJson(padRows)}) AS r(id int, name text, category_id int, status_id int,
      is_moderated bool, is_landing_permitted bool, icao text, notes text, website text, site_information text,
      landing_advice text, address text, country text, region text, region_id int, country_code text,
      latitude float8, longitude float8, is_phonable bool)
    ORDER BY id`);

  const contactRows = rows.flatMap(({ values: v }, i) =>
    v.contact_name || v.phone || v.email
      ? [{ pad_id: ids[i], name: v.contact_name || null, phone: v.phone || null, email: v.email || null }]
      : [],
  );
  if (contactRows.length)
    await tx.execute(sql`INSERT INTO contacts (pad_id, name, phone, email, contact_type_id, is_primary)
      SELECT pad_id, name, phone, email, ${CONTACT_TYPE.PadContact}, true
      FROM jsonb_to_recordset(${asJson(contactRows)}) AS r(pad_id int, name text, phone text, email text)`);

  const byFlag = await facilitiesByFlag(tx);
  const facilityPairs = rows.flatMap(({ values: v, row }, i) =>
    FACILITY_FLAGS.filter((f) => v[f] === 1).map((f) => [ids[i]!, facilityToAdd(byFlag, f, row)] as const),
  );
  await insertPairs(tx, 'pad_facilities', 'facility_id', facilityPairs);
  const tagIds = await tagIdsByName(tx);
  const tagPairs = rows.flatMap(({ values: v }, i) =>
    (v.tags ?? []).map((t) => [ids[i]!, tagIds.get(t.toLowerCase())!] as const),
  );
  await insertPairs(tx, 'pad_tags', 'tag_id', tagPairs);

  await insertLogs(
    tx,
    logRows(
      actor,
      importId,
      rows.map(({ row, values }, i) => ({
        padId: ids[i]!,
        row,
        kind: 'created',
        changes: diffFields({}, values as unknown as Record<string, unknown>, CREATE_LOGGED),
      })),
    ),
  );
  return ids;
}

async function tagIdsByName(tx: DbOrTx): Promise<Map<string, number>> {
  const { rows } = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, lower(name) AS name FROM tags ORDER BY id`,
  );
  const out = new Map<string, number>();
  for (const r of rows) if (!out.has(r.name)) out.set(r.name, Number(r.id));
  return out;
}

async function insertPairs(
  tx: DbOrTx,
  table: 'pad_facilities' | 'pad_tags',
  column: 'facility_id' | 'tag_id',
  pairs: readonly (readonly [number, number])[],
) {
  if (!pairs.length) return;
  await tx.execute(sql`INSERT INTO ${sql.identifier(table)} (pad_id, ${sql.identifier(column)})
    SELECT DISTINCT p, x FROM unnest(${`{${pairs.map((p) => p[0]).join(',')}}`}::int[],
      ${`{${pairs.map((p) => p[1]).join(',')}}`}::int[]) AS u(p, x)
    ON CONFLICT DO NOTHING`);
}

export interface UpdateItem extends RowToWrite {
  padId: number;
  kind: 'updated' | 'replaced';
}

export interface UpdateOutcome {
  changed: { padId: number; kind: UpdateItem['kind'] }[];
  unchanged: number;
  moved: number[];
}

/** Pad columns an import row sets directly (its field → the column). */
const PAD_COLUMNS = {
  name: 'name',
  category: 'category_id',
  internal_notes: 'notes',
  icao: 'icao',
  website: 'website',
  site_information: 'site_information',
  landing_advice: 'landing_advice',
} as const satisfies Partial<Record<ImportField, string>>;

/**
 * Updates pads from rows (by their ID, or the matched pad a row replaces). Each pad is locked first; only
 * what differs is written, its version bumped and one log entry made with before and after.
 */
export async function updatePads(
  tx: DbOrTx,
  actor: Actor,
  importId: number,
  items: UpdateItem[],
  columns: readonly ImportField[],
): Promise<UpdateOutcome> {
  if (!items.length) return { changed: [], unchanged: 0, moved: [] };
  const ids = items.map((i) => i.padId);
  const idList = `{${ids.join(',')}}`;
  const { rows: locked } = await tx.execute<{ id: number; archived: boolean }>(
    sql`SELECT id, deleted_at IS NOT NULL AS archived FROM pads WHERE id = ANY(${idList}::int[]) ORDER BY id FOR UPDATE`,
  );
  const archived = locked.filter((r) => r.archived).map((r) => Number(r.id));
  if (archived.length || locked.length !== ids.length)
    throw conflict(
      `Pad #${archived[0] ?? ids.find((id) => !locked.some((r) => Number(r.id) === id))} was archived or removed after the file was checked. Check the file again.`,
    );
  const current = await padsInImportTerms(tx, ids);
  const changed: { item: UpdateItem; pad: ImportPadValues; fields: ImportField[] }[] = [];
  let unchanged = 0;
  for (const item of items) {
    const pad = current.get(item.padId)!;
    const fields = differingFields(item.values, pad, columns);
    if (fields.length) changed.push({ item, pad, fields });
    else unchanged++;
  }
  if (!changed.length) return { changed: [], unchanged, moved: [] };

  const moving = changed.filter((c) => c.fields.some((f) => f === 'latitude' || f === 'longitude' || f === 'country'));
  const places = await placesAt(
    tx as Db,
    moving.map(({ item: { values: v }, pad }) => ({
      latitude: v.latitude,
      longitude: v.longitude,
      country_code:
        v.country ?? (v.latitude === pad.latitude && v.longitude === pad.longitude ? pad.country : undefined),
    })),
  );
  const placeOf = new Map(moving.map((c, i) => [c.item.padId, places[i]!]));

  const sets = changed.map(({ item: { padId, values: v }, fields }) => {
    const set: Record<string, unknown> = {};
    for (const f of fields) {
      if (f in PAD_COLUMNS) set[PAD_COLUMNS[f as keyof typeof PAD_COLUMNS]] = (v[f] as unknown) === '' ? null : v[f];
      if (f === 'is_moderated') {
        set.is_moderated = v.is_moderated === 1;
        set.status_id = v.is_moderated === 1 ? STATUS.Moderated : STATUS.Unmoderated;
      }
      if (f === 'is_landing_permitted') set.is_landing_permitted = v.is_landing_permitted === 1;
      if (f === 'landing_fees' && v.landing_fees === 0) set.landing_fee_id = null;
    }
    const place = placeOf.get(padId);
    if (place) Object.assign(set, { ...place, latitude: v.latitude, longitude: v.longitude });
    return { id: padId, set };
  });
  await tx.execute(sql`UPDATE pads p SET
      name = CASE WHEN s.set ? 'name' THEN s.set->>'name' ELSE p.name END,
      category_id = CASE WHEN s.set ? 'category_id' THEN (s.set->>'category_id')::int ELSE p.category_id END,
      notes = CASE WHEN s.set ? 'notes' THEN s.set->>'notes' ELSE p.notes END,
      icao = CASE WHEN s.set ? 'icao' THEN s.set->>'icao' ELSE p.icao END,
      website = CASE WHEN s.set ? 'website' THEN s.set->>'website' ELSE p.website END,
      site_information = CASE WHEN s.set ? 'site_information' THEN s.set->>'site_information' ELSE p.site_information END,
      landing_advice = CASE WHEN s.set ? 'landing_advice' THEN s.set->>'landing_advice' ELSE p.landing_advice END,
      is_moderated = CASE WHEN s.set ? 'is_moderated' THEN (s.set->>'is_moderated')::bool ELSE p.is_moderated END,
      status_id = CASE WHEN s.set ? 'status_id' THEN (s.set->>'status_id')::int ELSE p.status_id END,
      is_landing_permitted = CASE WHEN s.set ? 'is_landing_permitted' THEN (s.set->>'is_landing_permitted')::bool ELSE p.is_landing_permitted END,
      landing_fee_id = CASE WHEN s.set ? 'landing_fee_id' THEN NULL ELSE p.landing_fee_id END,
      latitude = CASE WHEN s.set ? 'latitude' THEN (s.set->>'latitude')::float8 ELSE p.latitude END,
      longitude = CASE WHEN s.set ? 'longitude' THEN (s.set->>'longitude')::float8 ELSE p.longitude END,
      country_code = CASE WHEN s.set ? 'country_code' THEN s.set->>'country_code' ELSE p.country_code END,
      country = CASE WHEN s.set ? 'country' THEN s.set->>'country' ELSE p.country END,
      region = CASE WHEN s.set ? 'region' THEN s.set->>'region' ELSE p.region END,
      region_id = CASE WHEN s.set ? 'region_id' THEN (s.set->>'region_id')::int ELSE p.region_id END,
      version = p.version + 1, updated_at = now(), last_import_id = ${importId}
    FROM jsonb_to_recordset(${asJson(sets)}) AS s(id int, set jsonb) WHERE p.id = s.id`);

  await writeContacts(tx, changed);
  await writeFacilities(tx, changed);
  await writeTags(tx, changed);
  await insertLogs(
    tx,
    logRows(
      actor,
      importId,
      changed.map(({ item, pad, fields }) => ({
        padId: item.padId,
        row: item.row,
        kind: item.kind,
        changes: Object.fromEntries(fields.map((f) => [f, { before: pad[f], after: item.values[f] }])),
      })),
    ),
  );
  return {
    changed: changed.map((c) => ({ padId: c.item.padId, kind: c.item.kind })),
    unchanged,
    moved: moving.map((c) => c.item.padId),
  };
}

type Changed = { item: UpdateItem; fields: ImportField[] }[];

/** The contact the import format reads (primary first, then pad contacts and owners): updated, or made. */
async function writeContacts(tx: DbOrTx, changed: Changed) {
  const touched = changed.filter((c) => c.fields.some((f) => f === 'contact_name' || f === 'phone' || f === 'email'));
  if (!touched.length) return;
  const { rows } = await tx.execute<{
    pad_id: number;
    id: number;
  }>(sql`SELECT DISTINCT ON (pad_id) pad_id, id FROM contacts
    WHERE pad_id = ANY(${`{${touched.map((c) => c.item.padId).join(',')}}`}::int[])
      AND contact_type_id IN (${CONTACT_TYPE.PadContact}, ${CONTACT_TYPE.Owner})
    ORDER BY pad_id, is_primary DESC, contact_type_id, id`);
  const contactOf = new Map(rows.map((r) => [Number(r.pad_id), Number(r.id)]));
  const values = touched.map(({ item: { padId, values: v }, fields }) => ({
    pad_id: padId,
    id: contactOf.get(padId) ?? null,
    name: fields.includes('contact_name') ? v.contact_name || null : undefined,
    phone: fields.includes('phone') ? v.phone || null : undefined,
    email: fields.includes('email') ? v.email || null : undefined,
  }));
  const updates = values.filter((v) => v.id !== null);
  if (updates.length)
    await tx.execute(sql`UPDATE contacts c SET
        name = CASE WHEN s.j ? 'name' THEN s.j->>'name' ELSE c.name END,
        phone = CASE WHEN s.j ? 'phone' THEN s.j->>'phone' ELSE c.phone END,
        email = CASE WHEN s.j ? 'email' THEN s.j->>'email' ELSE c.email END,
        updated_at = now()
      FROM (SELECT (x->>'id')::int AS id, x AS j FROM jsonb_array_elements(${asJson(updates)}) x) s WHERE c.id = s.id`);
  const inserts = values.filter((v) => v.id === null && (v.name || v.phone || v.email));
  if (inserts.length)
    await tx.execute(sql`INSERT INTO contacts (pad_id, name, phone, email, contact_type_id, is_primary)
      SELECT pad_id, name, phone, email, ${CONTACT_TYPE.PadContact}, true
      FROM jsonb_to_recordset(${asJson(inserts)}) AS r(pad_id int, name text, phone text, email text)`);
  await refreshPhonable(
    tx,
    touched.map((c) => c.item.padId),
  );
}

async function writeFacilities(tx: DbOrTx, changed: Changed) {
  const flagChanges = changed.flatMap(({ item: { padId, values: v, row }, fields }) =>
    FACILITY_FLAGS.filter((f) => fields.includes(f)).map((f) => ({ padId, flag: f, on: v[f] === 1, row })),
  );
  if (!flagChanges.length) return;
  const byFlag = await facilitiesByFlag(tx);
  const off = flagChanges.filter((c) => !c.on).flatMap((c) => byFlag[c.flag].map((fid) => [c.padId, fid] as const));
  if (off.length)
    await tx.execute(sql`DELETE FROM pad_facilities pf USING unnest(${`{${off.map((p) => p[0]).join(',')}}`}::int[],
        ${`{${off.map((p) => p[1]).join(',')}}`}::int[]) AS u(p, f)
      WHERE pf.pad_id = u.p AND pf.facility_id = u.f`);
  const on = flagChanges.filter((c) => c.on).map((c) => [c.padId, facilityToAdd(byFlag, c.flag, c.row)] as const);
  await insertPairs(tx, 'pad_facilities', 'facility_id', on);
}

async function writeTags(tx: DbOrTx, changed: Changed) {
  const touched = changed.filter((c) => c.fields.includes('tags'));
  if (!touched.length) return;
  await tx.execute(
    sql`DELETE FROM pad_tags WHERE pad_id = ANY(${`{${touched.map((c) => c.item.padId).join(',')}}`}::int[])`,
  );
  const tagIds = await tagIdsByName(tx);
  await insertPairs(
    tx,
    'pad_tags',
    'tag_id',
    touched.flatMap(({ item: { padId, values: v } }) =>
      (v.tags ?? []).map((t) => [padId, tagIds.get(t.toLowerCase())!] as const),
    ),
  );
}
