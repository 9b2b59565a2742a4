/**
 * @jest-environment node
 */
import { manifestUrl, remoteEntries } from './remoteEntries';
import { TEST_CONFIG } from './testing/directory';

it('registers every remote of the runtime config by its manifest URL', () => {
  const entries = remoteEntries(TEST_CONFIG);
  expect(entries).toContainEqual({ name: 'remote_pads', entry: 'http://pads/mf-manifest.json' });
  expect(entries).toHaveLength(5);
  expect(manifestUrl('http://x:1')).toBe('http://x:1/mf-manifest.json');
});
