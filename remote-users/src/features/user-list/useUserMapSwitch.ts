import { useAdminSettingSwitch } from '@pads/shared';
import { saveUserMapSwitch } from './api/userList';

/** The user list's map switch: the admin setting is_user_map_on, saved on the server and mirrored into the session. */
export function useUserMapSwitch() {
  return useAdminSettingSwitch('is_user_map_on', saveUserMapSwitch);
}
