// Proof that Module Federation handed every container the SAME singletons: each container
// (host and remotes) records the instances IT imported; the report compares identities.
// The bookkeeping lives on window, so it still works if `@pads/shared` itself were duplicated.

export type SingletonKey = 'react' | 'antd' | 'sessionStore' | 'reactQuery';

export interface SingletonProbe {
  /** React.version as the container sees it. */
  reactVersion: string;
  /** Any export of each library, imported by the container itself. */
  react: unknown;
  antd: unknown;
  sessionStore: unknown;
  reactQuery: unknown;
}

export interface ContainerRecord {
  reactVersion: string;
  ids: Record<SingletonKey, number>;
}

export interface SingletonsReport {
  containers: Record<string, ContainerRecord>;
  /** Per library: did every container see the same instance? */
  same: Record<SingletonKey, boolean>;
  allSame: boolean;
}

const KEYS: SingletonKey[] = ['react', 'antd', 'sessionStore', 'reactQuery'];

declare global {
  interface Window {
    __PADS_SINGLETONS__?: SingletonsReport;
    __PADS_IDENTITIES__?: { map: WeakMap<object, number>; next: number };
  }
}

function identityOf(value: unknown): number {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return -1;
  const registry = (window.__PADS_IDENTITIES__ ??= { map: new WeakMap(), next: 1 });
  let id = registry.map.get(value);
  if (id === undefined) {
    id = registry.next++;
    registry.map.set(value, id);
  }
  return id;
}

export function compareContainers(containers: Record<string, ContainerRecord>): SingletonsReport {
  const records = Object.values(containers);
  const same = Object.fromEntries(
    KEYS.map((key) => [key, records.every((record) => record.ids[key] > 0 && record.ids[key] === records[0].ids[key])]),
  ) as Record<SingletonKey, boolean>;
  return { containers, same, allSame: KEYS.every((key) => same[key]) };
}

export function recordContainerInstances(container: string, probe: SingletonProbe): SingletonsReport {
  const containers = { ...(window.__PADS_SINGLETONS__?.containers ?? {}) };
  containers[container] = {
    reactVersion: probe.reactVersion,
    ids: Object.fromEntries(KEYS.map((key) => [key, identityOf(probe[key])])) as Record<SingletonKey, number>,
  };
  window.__PADS_SINGLETONS__ = compareContainers(containers);
  return window.__PADS_SINGLETONS__;
}
