import { notifyError, useSessionStore } from '@pads/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { saveUserMapSwitch } from './api/userList';

/** The user list's map switch: the admin setting is_user_map_on, saved on the server and mirrored into the session. */
export function useUserMapSwitch() {
  const stored = useSessionStore((state) => state.user?.settings?.admin_settings?.is_user_map_on);
  const setUser = useSessionStore((state) => state.setUser);
  const [pending, setPending] = useState<boolean | null>(null);
  const mutation = useMutation({
    mutationFn: saveUserMapSwitch,
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
