// The remotes' search providers are exposed modules ('./search'), loaded the first time the box opens, never with
// the page: which remotes have one, and their areas' names, the host reads from their routing declarations (their
// manifests, read at start for the routes and menu; docs/sharing.md). Loading one registers its areas' providers in
// @pads/core's registry. A remote deployed later with a provider is found on the next page load, with no host
// release; a remote that is down fails here alone and its areas get a note.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { runtimeConfig, type RemoteName, type SearchAreaDeclaration } from '@pads/shared';
import { useEffect, useState } from 'react';
import { manifestUrl } from '../../remotes/remoteEntries';
import type { RemoteDirectory } from '../../remotes/remoteDirectory';

export type ModuleState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: unknown };

/** A remote that declares search areas, and how loading its './search' went. */
export interface SearchSource {
  remote: RemoteName;
  areas: SearchAreaDeclaration[];
  state: ModuleState;
}

const loads = new Map<RemoteName, Promise<void>>();
const failed = new Set<RemoteName>();

/** Loads a remote's './search' once per page; after a failure, the next call tries again from a fresh manifest. */
export function loadSearchModule(remote: RemoteName): Promise<void> {
  let load = loads.get(remote);
  if (!load) {
    // As a Retry of its screens does: re-registering drops the MF runtime's failed manifest and container.
    if (failed.delete(remote))
      registerRemotes([{ name: remote, entry: manifestUrl(runtimeConfig.remotes[remote]) }], { force: true });
    load = loadRemote(`${remote}/search`).then((module) => {
      if (!module) throw new Error(`${remote} did not expose its search`);
    });
    load.catch(() => {
      loads.delete(remote);
      failed.add(remote);
    });
    loads.set(remote, load);
  }
  return load;
}

/** The remotes with search areas, in runtime-config order (a stale declaration included: its remote may be back). */
export function searchDeclarations(directory: RemoteDirectory | undefined) {
  return (directory?.remotes ?? []).flatMap(({ name, routing }) =>
    routing.search?.length ? [{ remote: name, areas: routing.search }] : [],
  );
}

/** Loads every declared './search' while the box is open, and reports each one's state. */
export function useSearchSources(
  directory: RemoteDirectory | undefined,
  load: (remote: RemoteName) => Promise<void> = loadSearchModule,
): SearchSource[] {
  const declared = searchDeclarations(directory);
  const [states, setStates] = useState<Partial<Record<RemoteName, ModuleState>>>({});
  const key = declared.map((d) => d.remote).join(',');

  useEffect(() => {
    let current = true;
    for (const remote of key ? (key.split(',') as RemoteName[]) : []) {
      setStates((all) => ({ ...all, [remote]: { status: 'loading' } }));
      load(remote).then(
        () => current && setStates((all) => ({ ...all, [remote]: { status: 'ready' } })),
        (error: unknown) => {
          console.error(`${remote}: search provider unavailable`, error);
          if (current) setStates((all) => ({ ...all, [remote]: { status: 'failed', error } }));
        },
      );
    }
    return () => {
      current = false;
    };
  }, [key, load]);

  return declared.map(({ remote, areas }) => ({ remote, areas, state: states[remote] ?? { status: 'loading' } }));
}
