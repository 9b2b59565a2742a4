import { runtimeConfig } from '@pads/shared';
import { useQuery } from '@tanstack/react-query';
import { loadRemoteDirectory, type RemoteDirectory } from './remoteDirectory';

export const remoteDirectoryKeys = { all: ['remote-directory'] as const };

let prefetched: Promise<RemoteDirectory> | undefined;

/** Reads the manifests before the shell renders (while the login screen waits); the shell's first read takes it. */
export function prefetchRemoteDirectory(): Promise<RemoteDirectory> {
  prefetched ??= loadRemoteDirectory(runtimeConfig);
  return prefetched;
}

/** Read once per session (the manifests are revalidated on the next page load or on Retry). */
export function useRemoteDirectory() {
  return useQuery({
    queryKey: remoteDirectoryKeys.all,
    queryFn: () => {
      const read = prefetched ?? loadRemoteDirectory(runtimeConfig);
      prefetched = undefined;
      return read;
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
