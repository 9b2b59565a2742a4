// The per-admin switches in users.settings.admin_settings (the list maps' on/off). Both the pad list
// (/admin/pads/toggle-map) and the user list (/admin/users/toggle-map) store one, so it lives here.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { diffFields, writeAuditLog } from './auditLog.js';
import { adminSettings } from './user.js';

export type AdminSettingKey = 'is_map_on' | 'is_user_map_on';

/** Merges one key into settings.admin_settings without touching the user's other settings; logged. */
export async function setAdminSetting(db: Db, userId: number, key: AdminSettingKey, value: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) return undefined;
    const [row] = await tx
      .update(users)
      .set({
        settings: sql`jsonb_set(
          coalesce(${users.settings}, '{}'::jsonb),
          '{admin_settings}',
          coalesce(${users.settings} -> 'admin_settings', '{}'::jsonb) || jsonb_build_object(${key}::text, ${value}::boolean)
        )`,
        version: sql`${users.version} + 1`,
      })
      .where(eq(users.id, userId))
      .returning();
    await writeAuditLog(tx, {
      userId,
      action: 'admin_setting_changed',
      entityType: 'user',
      entityId: userId,
      subjectUserId: userId,
      changes: diffFields({ ...adminSettings(before) }, { ...adminSettings(row!) }, [key]),
    });
    return row;
  });
}
