// The three merge maps (spec part 3 §2, §9): 300 px high, zoom 5 at the least, opening at 7, the middle one
// a hybrid map with the merged pin; each side shows its own pad. The Leaflet map needs a browser: a stand-in
// PadMap shows what it was given.
import { renderWithProviders } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import { MergeMaps } from './MergeMaps';
import { mergePad } from './testPads';

jest.mock('@pads/shared', () => ({
  ...jest.requireActual('@pads/shared'),
  PadMap: ({ 'data-testid': testId, ...props }: { 'data-testid': string } & Record<string, unknown>) => (
    <output data-testid={testId}>
      {JSON.stringify({
        height: props.height,
        zoom: props.zoom,
        minZoom: props.minZoom,
        mapType: props.mapType,
        pin: props.pin,
        markers: props.markers,
      })}
    </output>
  ),
}));

const given = (testId: string) => JSON.parse(screen.getByTestId(testId).textContent!) as Record<string, unknown>;

test('three maps 300 px high, zoom 5 to open at 7; the merged one hybrid with its pin, the sides their pads', () => {
  const prev = mergePad({ id: 1 });
  const next = mergePad({ id: 2, location: { ...mergePad().location, latitude: 52, longitude: -1 } });
  renderWithProviders(<MergeMaps prev={prev} next={next} merged={next} focus={null} onPlace={jest.fn()} />);
  for (const map of ['merge-map-prev', 'merge-map-merged', 'merge-map-next']) {
    expect(given(map)).toMatchObject({ height: 300, zoom: 7, minZoom: 5, mapType: 'hybrid' });
  }
  expect(given('merge-map-merged').pin).toEqual({ lat: 52, lng: -1 });
  expect(given('merge-map-prev').markers).toEqual([
    expect.objectContaining({ id: 1, latitude: prev.location.latitude }),
  ]);
  expect(given('merge-map-next').markers).toEqual([expect.objectContaining({ id: 2, latitude: 52, longitude: -1 })]);
});
