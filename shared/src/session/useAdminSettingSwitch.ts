// An on/off admin setting (the lists' map switches) saved on the server, so it follows the admin across
// sign-ins, and mirrored into the session user.
import { notifyError, useSessionStore, type AdminSettings, type AdminUser } from '@pads/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * @param setting the admin setting, on unless turned off
 * @param save    the feature's call that stores it; answers the updated user
 */
export function useAdminSettingSwitch(setting: keyof AdminSettings, save: (on: boolean) => Promise<AdminUser>) {
  const stored = useSessionStore((state) => state.user?.settings?.admin_settings?.[setting]);
  const setUser = useSessionStore((state) => state.setUser);
  // Shown at once while the request is on its way; a failure flips it back.
  const [pending, setPending] = useState<boolean | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (user) => setUser(user),
    onError: (error) => notifyError(error),
    onSettled: () => setPending(null),
  });
  return {
    isMapOn: pending ?? stored ?? true,
    saving: mutation.isPending,
    setMapOn: (on: boolean) => {
      setPending(on);
      mutation.mutate(on);
    },
  };
}
