import type { RemoteName, RuntimeConfig } from '@pads/shared';

/** Which remote owns which first path segment under /dashboard. */
export const REMOTE_SEGMENTS: Record<RemoteName, string[]> = {
  remote_pads: ['pad-list', 'pad-create', 'pad-import', 'pad-view', 'pad-view1'],
  remote_users: ['user-list', 'user-view', 'admin-profile'],
  remote_moderation: ['comments-list', 'moderation-list', 'moderation-revision'],
  remote_reports: ['reports'],
  remote_announcements: ['announcements'],
};

export function remoteForSegment(segment: string): RemoteName | undefined {
  return (Object.keys(REMOTE_SEGMENTS) as RemoteName[]).find((name) => REMOTE_SEGMENTS[name].includes(segment));
}

export function manifestUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/mf-manifest.json`;
}

export function remoteEntries(config: RuntimeConfig) {
  return (Object.keys(REMOTE_SEGMENTS) as RemoteName[]).map((name) => ({
    name,
    entry: manifestUrl(config.remotes[name]),
  }));
}
