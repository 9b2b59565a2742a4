import { dashboardPath, longestPrefix } from '@pads/shared';
import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';
import type { RemoteDirectory } from '../remotes/remoteDirectory';

export interface HeaderMenuEntry {
  key: string;
  label: string;
  to: string;
  highlights: string[];
}

const DASHBOARD = dashboardPath('');

/** The header menu from the remotes' own declarations, by their `order` (ties: runtime-config order). */
export function headerMenuEntries(directory: RemoteDirectory | undefined): HeaderMenuEntry[] {
  const declared = (directory?.remotes ?? []).flatMap(({ routing }) => routing.menu);
  return declared
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.order - b.entry.order || a.index - b.index)
    .map(({ entry }) => ({
      key: DASHBOARD + entry.path,
      label: entry.label,
      to: DASHBOARD + entry.path,
      highlights: entry.highlights ?? [entry.path],
    }))
    .filter((entry, index, all) => all.findIndex(({ key }) => key === entry.key) === index);
}

export function headerMenuItems(entries: HeaderMenuEntry[]): MenuProps['items'] {
  return entries.map(({ key, label, to }) => ({ key, label: <Link to={to}>{label}</Link> }));
}

/** The entry whose highlight prefix is the longest match of the current screen's path. */
export function selectedMenuKey(pathname: string, entries: HeaderMenuEntry[]): string[] {
  if (!pathname.startsWith(DASHBOARD)) return [];
  const path = pathname.slice(DASHBOARD.length).replace(/\/+$/, '');
  const prefix = longestPrefix(
    path,
    entries.flatMap((entry) => entry.highlights),
  );
  const entry = prefix === undefined ? undefined : entries.find(({ highlights }) => highlights.includes(prefix));
  return entry ? [entry.key] : [];
}
