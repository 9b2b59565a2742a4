import type { RouteObject } from 'react-router-dom';

/**
 * What a remote declares about itself (its `src/routing.json`, carried in its MF manifest's
 * metaData): the /dashboard paths it owns and its header-menu entries. The host reads it at
 * run time, so a remote adding a screen under a new path needs no host release.
 * Paths are relative to /dashboard, without leading or trailing slashes.
 */
export interface RoutingDeclaration {
  /** Path prefixes owned by the remote; the longest declared prefix of a URL wins across remotes. */
  paths: string[];
  menu: MenuEntryDeclaration[];
  /**
   * The search-box areas the remote provides (issue 36): the host loads the remote's exposed './search' module,
   * which registers their providers, the first time the box opens. Declared here so the host knows them without
   * loading the remote, and can name a group whose remote is down. Optional: hosts built before it ignore it.
   */
  search?: SearchAreaDeclaration[];
}

export interface SearchAreaDeclaration {
  /** The area's key, as its provider registers it (`registerSearchProvider` in @pads/core). */
  area: string;
  /** The group's heading. */
  label: string;
  /** The group's position in the box, ascending across remotes. */
  order: number;
}

export interface MenuEntryDeclaration {
  label: string;
  /** Where the entry leads, relative to /dashboard. */
  path: string;
  /** Position in the header menu, ascending, across all remotes. */
  order: number;
  /** Path prefixes under which the entry is highlighted; defaults to its own path. */
  highlights?: string[];
}

/** The key under the manifest's `metaData` that carries the declaration. */
export const ROUTING_METADATA_KEY = 'padsRouting';

const SEGMENTS = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

function isPathPrefix(value: unknown): value is string {
  return typeof value === 'string' && SEGMENTS.test(value);
}

function isMenuEntry(value: unknown): value is MenuEntryDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.label === 'string' &&
    entry.label.trim() !== '' &&
    isPathPrefix(entry.path) &&
    typeof entry.order === 'number' &&
    Number.isFinite(entry.order) &&
    (entry.highlights === undefined || (Array.isArray(entry.highlights) && entry.highlights.every(isPathPrefix)))
  );
}

function isSearchArea(value: unknown): value is SearchAreaDeclaration {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.area === 'string' &&
    /^[a-z][a-z0-9-]*$/.test(entry.area) &&
    typeof entry.label === 'string' &&
    entry.label.trim() !== '' &&
    typeof entry.order === 'number' &&
    Number.isFinite(entry.order)
  );
}

/**
 * Checks a declaration that came from another deployment; anything malformed is refused whole,
 * so one bad remote never breaks the host's menu or routing for the others.
 */
export function parseRoutingDeclaration(value: unknown): RoutingDeclaration {
  if (typeof value !== 'object' || value === null) throw new Error('no routing declaration');
  const { paths, menu, search } = value as Record<string, unknown>;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every(isPathPrefix)) {
    throw new Error('routing declaration: "paths" must list path prefixes such as "pad-list" or "reports/x"');
  }
  if (!Array.isArray(menu) || !menu.every(isMenuEntry)) {
    throw new Error('routing declaration: each "menu" entry needs a label, a path and a numeric order');
  }
  if (search === undefined) return { paths, menu };
  if (!Array.isArray(search) || !search.every(isSearchArea)) {
    throw new Error('routing declaration: each "search" entry needs an area key, a label and a numeric order');
  }
  return { paths, menu, search };
}

/** `reports/duplicate-report/1/2` is under `reports/duplicate-report` and `reports`, not `reports/dup`. */
export function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The longest of `prefixes` that `path` falls under (undefined when none). */
export function longestPrefix(path: string, prefixes: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const prefix of prefixes) {
    if (isUnderPrefix(path, prefix) && (best === undefined || prefix.length > best.length)) best = prefix;
  }
  return best;
}

/** Route paths (children joined to their parents) that fall under none of the declared paths. */
export function undeclaredRoutePaths(routes: RouteObject[], declaration: RoutingDeclaration): string[] {
  const paths = flattenRoutePaths(routes);
  const targets = declaration.menu.map((entry) => entry.path);
  return [...paths, ...targets].filter((path) => !declaration.paths.some((prefix) => isUnderPrefix(path, prefix)));
}

function flattenRoutePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    const children = route.children ? flattenRoutePaths(route.children, own) : [];
    return route.path ? [own, ...children] : children;
  });
}
