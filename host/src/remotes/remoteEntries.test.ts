import { manifestUrl, remoteEntries, remoteForSegment } from './remoteEntries';

describe('remote entries', () => {
  it('maps each /dashboard segment to the remote that owns it', () => {
    expect(remoteForSegment('pad-view1')).toBe('remote_pads');
    expect(remoteForSegment('admin-profile')).toBe('remote_users');
    expect(remoteForSegment('moderation-revision')).toBe('remote_moderation');
    expect(remoteForSegment('reports')).toBe('remote_reports');
    expect(remoteForSegment('announcements')).toBe('remote_announcements');
    expect(remoteForSegment('nope')).toBeUndefined();
  });

  it('registers every remote by its manifest URL', () => {
    const entries = remoteEntries({
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
    });
    expect(entries).toContainEqual({ name: 'remote_pads', entry: 'http://pads/mf-manifest.json' });
    expect(entries).toHaveLength(5);
    expect(manifestUrl('http://x:1')).toBe('http://x:1/mf-manifest.json');
  });
});
