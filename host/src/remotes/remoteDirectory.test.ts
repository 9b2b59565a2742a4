import { ROUTING_METADATA_KEY } from '@pads/shared';
import { loadRemoteDirectory, ownerOf, type FetchManifest } from './remoteDirectory';
import { directoryOf, ROUTING, TEST_CONFIG } from './testing/directory';

const BY_URL: Record<string, keyof typeof ROUTING> = {
  'http://pads/mf-manifest.json': 'remote_pads',
  'http://users/mf-manifest.json': 'remote_users',
  'http://mod/mf-manifest.json': 'remote_moderation',
  'http://rep/mf-manifest.json': 'remote_reports',
  'http://ann/mf-manifest.json': 'remote_announcements',
};

/** Manifests as the remotes serve them; `down` remotes fail like an unreachable server. */
function manifests(down: string[] = []): FetchManifest {
  return async (url) => {
    const name = BY_URL[url];
    if (down.includes(name)) throw new TypeError('Failed to fetch');
    return { name, metaData: { [ROUTING_METADATA_KEY]: ROUTING[name] }, exposes: [], shared: [] };
  };
}

describe('ownerOf: the longest declared prefix wins', () => {
  const directory = directoryOf();

  it.each([
    ['reports/duplicate-report/1/2', 'remote_moderation'],
    ['reports/duplicate-report', 'remote_moderation'],
    ['reports/pad-country', 'remote_reports'],
    ['reports', 'remote_reports'],
    ['pad-view/7', 'remote_pads'],
    ['pad-view1/7', 'remote_pads'],
    ['admin-profile', 'remote_users'],
    ['comments-list', 'remote_moderation'],
    ['announcements/3', 'remote_announcements'],
  ])('%s → %s', (path, remote) => {
    expect(ownerOf(path, directory)).toBe(remote);
  });

  it('owns nothing outside the declarations, matching whole segments only', () => {
    expect(ownerOf('nope', directory)).toBeUndefined();
    expect(ownerOf('', directory)).toBeUndefined();
    expect(ownerOf('pad-lists', directory)).toBeUndefined();
  });

  it('does not depend on the order the remotes are listed in', () => {
    const reversed = { remote_moderation: ROUTING.remote_moderation, remote_reports: ROUTING.remote_reports };
    expect(ownerOf('reports/duplicate-report/1/2', directoryOf(reversed))).toBe('remote_moderation');
    const forward = { remote_reports: ROUTING.remote_reports, remote_moderation: ROUTING.remote_moderation };
    expect(ownerOf('reports/duplicate-report/1/2', directoryOf(forward))).toBe('remote_moderation');
  });
});

describe('loadRemoteDirectory', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads every remote declaration from its manifest', async () => {
    const directory = await loadRemoteDirectory(TEST_CONFIG, manifests());
    expect(directory.remotes.map(({ name }) => name)).toEqual(Object.keys(TEST_CONFIG.remotes));
    expect(directory.unavailable).toEqual([]);
    expect(ownerOf('reports/duplicate-report/1/2', directory)).toBe('remote_moderation');
  });

  it('reports a remote that is down, or that ships a broken declaration, and keeps the others', async () => {
    const broken: FetchManifest = async (url) =>
      url.startsWith('http://rep')
        ? { metaData: { [ROUTING_METADATA_KEY]: { paths: '/x' } } }
        : manifests()(url, new AbortController().signal);
    const down = await loadRemoteDirectory(TEST_CONFIG, manifests(['remote_announcements']));
    expect(down.unavailable.map(({ name }) => name)).toEqual(['remote_announcements']);
    expect(down.remotes).toHaveLength(4);
    localStorage.clear();
    const bad = await loadRemoteDirectory(TEST_CONFIG, broken);
    expect(bad.unavailable.map(({ name }) => name)).toEqual(['remote_reports']);
    expect(ownerOf('reports/duplicate-report', bad)).toBe('remote_moderation');
    expect(ownerOf('reports/drop-off', bad)).toBeUndefined();
  });

  it('falls back to the last declaration this browser saw from the same URL', async () => {
    await loadRemoteDirectory(TEST_CONFIG, manifests());
    const directory = await loadRemoteDirectory(TEST_CONFIG, manifests(['remote_reports']));
    expect(directory.unavailable).toEqual([]);
    expect(directory.remotes.find(({ name }) => name === 'remote_reports')).toMatchObject({ stale: true });
    expect(ownerOf('reports/drop-off', directory)).toBe('remote_reports');

    const moved = { ...TEST_CONFIG, remotes: { ...TEST_CONFIG.remotes, remote_reports: 'http://elsewhere' } };
    const other = await loadRemoteDirectory(moved, async (url, signal) => {
      if (url.startsWith('http://elsewhere')) throw new TypeError('Failed to fetch');
      return manifests()(url, signal);
    });
    expect(other.unavailable.map(({ name }) => name)).toEqual(['remote_reports']);
  });

  it('gives up on a remote that does not answer', async () => {
    jest.useFakeTimers();
    const hanging: FetchManifest = (url, signal) =>
      url.startsWith('http://ann')
        ? new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
        : manifests()(url, signal);
    const loading = loadRemoteDirectory(TEST_CONFIG, hanging);
    await jest.advanceTimersByTimeAsync(5000);
    const directory = await loading;
    jest.useRealTimers();
    expect(directory.unavailable.map(({ name }) => name)).toEqual(['remote_announcements']);
    expect(String(directory.unavailable[0].error)).toContain('no answer in 5000 ms');
  });
});
