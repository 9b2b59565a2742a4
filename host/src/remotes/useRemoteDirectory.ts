import { runtimeConfig } from '@pads/shared';
import { useQuery } from '@tanstack/react-query';
import { loadRemoteDirectory } from './remoteDirectory';

export const remoteDirectoryKeys = { all: ['remote-directory'] as const };

/** Read once per session (the manifests are revalidated on the next page load or on Retry). */
export function useRemoteDirectory() {
  return useQuery({
    queryKey: remoteDirectoryKeys.all,
    queryFn: () => loadRemoteDirectory(runtimeConfig),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
