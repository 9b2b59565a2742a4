// Demo duplicates, made as an admin would make them by mistake: a pad created through the panel's call
// 30–80 m from a live moderated pad, under a similar name, then moderated. Each create keeps the pairs.
import { CONTACT_TYPE, STATUS } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

import type { Headers, SeedCall as Call } from './calls.js';

export const DEMO_DUPLICATES = 5;

export async function seedDemoDuplicates(db: Db, call: Call, admin: Headers): Promise<void> {
  const { rows } = await db.execute<{
    id: number;
    name: string;
    latitude: number;
    longitude: number;
    category_id: number;
  }>(
    sql`SELECT id, name, latitude, longitude, category_id FROM pads WHERE status_id = ${STATUS.Moderated}
      AND deleted_at IS NULL AND is_landing_permitted AND user_id IS NULL ORDER BY id LIMIT ${DEMO_DUPLICATES}`,
  );
  for (const [i, pad] of rows.entries()) {
    const metres = 30 + i * 12;
    const created = await call('POST', '/api/admin/pads', admin, {
      name: `${pad.name} ${['Field', 'Pad', 'Landing', 'Strip', 'Site'][i % 5]}`,
      category_id: pad.category_id,
      is_landing_permitted: true,
      tags: [],
      warnings: [],
      facilities: [],
      location: {
        address: `${metres} m from ${pad.name}`,
        latitude: pad.latitude + metres / 111_195,
        longitude: pad.longitude,
      },
      contacts: [
        {
          name: 'Front desk',
          email: `duplicate${i + 1}@pads.test`,
          phone: '',
          contact_type_id: CONTACT_TYPE.PadContact,
        },
      ],
    });
    const id = (created.data as unknown as { id: number; version: number }).id;
    const version = (created.data as unknown as { version: number }).version;
    await call('PATCH', `/api/admin/pads/toggle-moderation/${id}`, admin, { version });
  }
}
