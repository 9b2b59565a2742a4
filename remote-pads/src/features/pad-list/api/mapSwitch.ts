// PUT /api/admin/pads/toggle-map: the pad list's 'View on the Map' switch.
import { call, useAdminSettingSwitch, type AdminUser } from '@pads/shared';
import { pads } from '@pads/contracts/endpoints';

/** Stores the 'View on the Map' switch in the admin's settings; returns the updated user. */
export async function saveMapSwitch(isMapOn: boolean): Promise<AdminUser> {
  return call(pads.mapToggle, { body: { is_map_on: isMapOn } });
}

/**
 * The 'View on the Map' switch: the admin setting is_map_on (on unless turned off), saved on the
 * server so it follows the admin across sign-ins, and mirrored into the session user.
 */
export function usePadMapSwitch() {
  return useAdminSettingSwitch('is_map_on', saveMapSwitch);
}
