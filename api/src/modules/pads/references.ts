// Ids the pad points at must exist; checked before anything is written so the answer is a 422 on
// the right field instead of a foreign-key error halfway through the transaction.
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { categories, contactTypes, facilities, landingFees, pads, tags, warnings } from '../../db/schema.js';
import type { PadCreateValues } from '@pads/contracts';

type FieldErrors = Record<string, string[]>;

async function existingIds(db: Db, table: PgTable & { id: PgColumn }, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Set(rows.map((r) => Number(r.id)));
}

export async function checkReferences(db: Db, pad: PadCreateValues, hisc: string | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const invalid = (field: string) =>
    (errors[field] = [`The selected ${field.replace(/^.*\./, '').replace(/_id$/, '').replace(/_/g, ' ')} is invalid.`]);

  const [category, contactTypeIds, tagIds, warningIds, facilityIds, fee] = await Promise.all([
    existingIds(db, categories, [pad.category_id]),
    existingIds(
      db,
      contactTypes,
      pad.contacts.map((c) => c.contact_type_id),
    ),
    existingIds(db, tags, pad.tags),
    existingIds(db, warnings, pad.warnings),
    existingIds(db, facilities, pad.facilities),
    existingIds(db, landingFees, pad.landing_fee_id == null ? [] : [pad.landing_fee_id]),
  ]);
  if (!category.has(pad.category_id)) invalid('category_id');
  pad.contacts.forEach((c, i) => contactTypeIds.has(c.contact_type_id) || invalid(`contacts.${i}.contact_type_id`));
  if (pad.tags.some((id) => !tagIds.has(id))) invalid('tags');
  if (pad.warnings.some((id) => !warningIds.has(id))) invalid('warnings');
  if (pad.facilities.some((id) => !facilityIds.has(id))) invalid('facilities');
  if (pad.landing_fee_id != null && !fee.has(pad.landing_fee_id)) invalid('landing_fee_id');

  if (hisc) {
    const [taken] = await db.select({ id: pads.id }).from(pads).where(eq(pads.hisc, hisc)).limit(1);
    if (taken) errors.hisc = ['The hisc has already been taken.'];
  }
  return errors;
}
