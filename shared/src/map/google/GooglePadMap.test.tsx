import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import GooglePadMap from './GooglePadMap';
import { resolveMapProps } from '../resolvedProps';

// Google's script cannot load here (no network, no key): the library's components are stood in for,
// recording the options the panel hands to Google's map.
const mapOptions: Record<string, unknown>[] = [];
jest.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children }: { children: ReactNode }) => children,
  Map: ({ children, ...options }: { children: ReactNode }) => {
    mapOptions.push(options);
    return children;
  },
  useMap: () => null,
}));

beforeEach(() => (mapOptions.length = 0));

test('asks Google for the hybrid layer when the map wants it (the merge screen)', () => {
  render(<GooglePadMap {...resolveMapProps({ mapType: 'hybrid' }, () => {})} />);
  expect(mapOptions.at(-1)).toMatchObject({ mapTypeId: 'hybrid' });
});

test('draws the road map by default', () => {
  render(<GooglePadMap {...resolveMapProps({}, () => {})} />);
  expect(mapOptions.at(-1)).toMatchObject({ mapTypeId: 'roadmap' });
});
