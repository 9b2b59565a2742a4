// Minimal reference rows and a signed-in admin for the pad-create and geo tests (independent of the seed).
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  categories,
  contactTypes,
  facilities,
  landingFees,
  regions,
  statuses,
  tags,
  warnings,
} from '../../src/db/schema.js';

const named = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `${prefix} ${i + 1}` }));

export async function seedReference(db: Db): Promise<void> {
  await db.insert(categories).values(named(9, 'Category'));
  await db.insert(statuses).values(named(4, 'Status'));
  await db.insert(contactTypes).values(named(4, 'Contact type'));
  await db.insert(warnings).values(named(9, 'Warning'));
  await db.insert(facilities).values(named(14, 'Facility'));
  await db.insert(tags).values(named(5, 'Tag'));
  await db.insert(landingFees).values(named(3, 'Fee'));
  await db.insert(regions).values([
    { id: 1, region: 'Leinster', country_code: 'IE' },
    { id: 2, region: 'Munster', country_code: 'IE' },
    { id: 3, region: 'Scotland', country_code: 'GB' },
    { id: 4, region: 'England', country_code: 'GB' },
  ]);
  // Explicit ids above: move the sequences past them.
  for (const table of [
    'categories',
    'statuses',
    'contact_types',
    'warnings',
    'facilities',
    'tags',
    'landing_fees',
    'regions',
  ])
    await db.execute(sql.raw(`SELECT setval('${table}_id_seq', (SELECT max(id) FROM ${table}))`));
}

/** A small real image of the given format. */
export async function image(format: 'png' | 'jpeg', width = 640, height = 480): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    [format]()
    .toBuffer();
}

export { multipartBody, type Part } from '../../src/seed/multipart.js';
