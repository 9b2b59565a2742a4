// PUT /api/admin/pads/toggle-map: the pad list's 'View on the Map' switch.
import { apiClient, notifyError, useSessionStore, type AdminUser } from '@pads/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** Stores the 'View on the Map' switch in the admin's settings; returns the updated user. */
export async function saveMapSwitch(isMapOn: boolean): Promise<AdminUser> {
  const { data } = await apiClient.put<{ data: AdminUser }>('/admin/pads/toggle-map', { is_map_on: isMapOn });
  return data.data;
}

/**
 * The 'View on the Map' switch: the admin setting is_map_on (on unless turned off), saved on the
 * server so it follows the admin across sign-ins, and mirrored into the session user.
 */
export function usePadMapSwitch() {
  const stored = useSessionStore((state) => state.user?.settings?.admin_settings?.is_map_on);
  const setUser = useSessionStore((state) => state.setUser);
  // Shown at once while the request is on its way; a failure flips it back.
  const [pending, setPending] = useState<boolean | null>(null);
  const mutation = useMutation({
    mutationFn: saveMapSwitch,
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
