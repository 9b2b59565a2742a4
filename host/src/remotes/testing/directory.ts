import type { RemoteName, RoutingDeclaration, RuntimeConfig } from '@pads/shared';
import type { RemoteDirectory } from '../remoteDirectory';

// The declarations the five remotes ship today (their src/routing.json), for host unit tests.
export const ROUTING: Record<RemoteName, RoutingDeclaration> = {
  remote_pads: {
    paths: ['pad-list', 'pad-create', 'pad-import', 'pad-view', 'pad-view1'],
    menu: [
      {
        label: 'Pads',
        path: 'pad-list',
        order: 10,
        highlights: ['pad-list', 'pad-create', 'pad-import', 'pad-view', 'pad-view1'],
      },
    ],
    search: [{ area: 'pads', label: 'Pads', order: 10 }],
  },
  remote_users: {
    paths: ['user-list', 'users', 'user-view', 'admin-profile'],
    menu: [{ label: 'Users', path: 'user-list', order: 20, highlights: ['user-list', 'users', 'user-view'] }],
    search: [{ area: 'users', label: 'Users', order: 20 }],
  },
  remote_moderation: {
    paths: ['moderation-list', 'moderation-revision', 'comments-list', 'reports/duplicate-report'],
    menu: [
      {
        label: 'Moderations',
        path: 'moderation-list',
        order: 30,
        highlights: ['moderation-list', 'moderation-revision'],
      },
      { label: 'Reviews', path: 'comments-list', order: 40 },
    ],
    search: [{ area: 'revisions', label: 'Revisions', order: 30 }],
  },
  remote_reports: { paths: ['reports'], menu: [{ label: 'Reports', path: 'reports', order: 50 }] },
  remote_announcements: {
    paths: ['announcements'],
    menu: [{ label: 'Announcements', path: 'announcements', order: 60 }],
  },
};

export const TEST_CONFIG: RuntimeConfig = {
  apiUrl: '',
  googleMapsKey: '',
  mapTileUrl: '',
  remotes: {
    remote_pads: 'http://pads/',
    remote_users: 'http://users',
    remote_moderation: 'http://mod',
    remote_reports: 'http://rep',
    remote_announcements: 'http://ann',
  },
};

export function directoryOf(routing: Partial<Record<RemoteName, RoutingDeclaration>> = ROUTING): RemoteDirectory {
  return {
    remotes: (Object.keys(routing) as RemoteName[]).map((name) => ({ name, routing: routing[name]!, stale: false })),
    unavailable: [],
  };
}
