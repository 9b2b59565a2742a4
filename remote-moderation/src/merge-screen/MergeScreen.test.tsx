// The merge screen's maps (spec part 3 §2): typed coordinates move the merged pin and re-geocode the
// address, out-of-range typing leaves the map where it is, a click places the pin, and a drag writes the
// coordinates and the geocoded Address and Region. The real MergeMaps runs on a stand-in PadMap (the
// Leaflet map needs a browser) that shows what it was given and offers a click and a drag; the reverse
// geocoder answers through mockApi.
import { emptyStartupRoutes, mockApi, renderWithProviders, type MockRequest } from '@pads/shared/testing';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { MergeScreen } from './MergeScreen';
import { mergePad } from './testPads';

jest.mock('@pads/shared', () => {
  const actual = jest.requireActual('@pads/shared');
  type Point = { lat: number; lng: number };
  return {
    ...actual,
    // Shows its pin and focus; the merged map (the one taking clicks) offers a click and a drag.
    PadMap: (props: {
      'data-testid': string;
      pin?: Point | null;
      focus?: (Point & { zoom?: number }) | null;
      onMapClick?: (at: Point) => void;
      onPinDragEnd?: (at: Point) => void;
    }) => (
      <div data-testid={props['data-testid']}>
        <output data-testid={`${props['data-testid']}-pin`}>{JSON.stringify(props.pin ?? null)}</output>
        <output data-testid={`${props['data-testid']}-focus`}>{JSON.stringify(props.focus ?? null)}</output>
        {props.onMapClick && (
          <button type="button" onClick={() => props.onMapClick!({ lat: 51.5, lng: -0.12 })}>
            Click the map at 51.5, -0.12
          </button>
        )}
        {props.onPinDragEnd && (
          <button type="button" onClick={() => props.onPinDragEnd!({ lat: 53.35, lng: -6.26 })}>
            Drag the pin to 53.35, -6.26
          </button>
        )}
      </div>
    ),
  };
});

jest.setTimeout(120_000);
// A shared 2-core machine: antd updates can take seconds; the assertions stay strict.
configure({ asyncUtilTimeout: 15_000 });

/** What the geocoder knows: a place per point, keyed `lat,lng`. */
const PLACES: Record<string, { address: string; region: string }> = {
  '53.2,-9.5': { address: 'Typed Road, Galway', region: 'Connacht' },
  '51.5,-0.12': { address: 'Clicked Street, London', region: 'England' },
  '53.35,-6.26': { address: 'Dragged Quay, Dublin', region: 'Leinster' },
};
const pointOf = (request: MockRequest) => `${request.params.lat},${request.params.lng}`;

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    ...emptyStartupRoutes(),
    'GET /geo/reverse': (request) => {
      const place = PLACES[pointOf(request)];
      return {
        data: { data: place ? { ...place, country: 'Ireland', country_code: 'IE', county: '' } : null },
      };
    },
  });
});
afterEach(() => api.restore());

const geocoded = () => api.calls.filter((c) => c.url === '/geo/reverse').map(pointOf);
const merged = (label: string) => screen.getByLabelText(`Merged ${label}`) as HTMLInputElement;
const shown = (testId: string) => JSON.parse(screen.getByTestId(testId).textContent!) as unknown;
const pin = () => shown('merge-map-merged-pin');
const focus = () => shown('merge-map-merged-focus');

function renderScreen() {
  renderWithProviders(
    <MergeScreen
      mode="revision"
      sides={{ prev: mergePad({ id: 42 }), next: mergePad({ id: 42, name: 'Suggested Name' }) }}
      onSubmit={jest.fn()}
    />,
  );
}

test('typed coordinates move the merged pin and re-geocode Address and Region; Current keeps its own', async () => {
  renderScreen();
  expect(pin()).toEqual({ lat: 52.1, lng: -9.5 });
  expect(focus()).toBeNull();

  fireEvent.change(merged('Latitude'), { target: { value: '53.2' } });
  expect(pin()).toEqual({ lat: 53.2, lng: -9.5 });
  expect(focus()).toEqual({ lat: 53.2, lng: -9.5, zoom: 17 });
  await waitFor(() => expect(merged('Address').value).toBe('Typed Road, Galway'));
  expect(merged('Region').value).toBe('Connacht');
  expect(geocoded()).toEqual(['53.2,-9.5']);
  // The Current column keeps its own address.
  expect(document.getElementById('merge-row-location#name')!.textContent).toContain('1 Farm Lane');

  fireEvent.change(merged('Longitude'), { target: { value: '-9.4' } });
  expect(focus()).toEqual({ lat: 53.2, lng: -9.4, zoom: 17 });
  await waitFor(() => expect(geocoded()).toEqual(['53.2,-9.5', '53.2,-9.4']));
});

test('picking a side’s latitude or longitude shows that point on the merged map at the focus zoom 17', () => {
  renderWithProviders(
    <MergeScreen
      mode="revision"
      sides={{
        prev: mergePad({ id: 42 }),
        next: mergePad({ id: 42, location: { ...mergePad().location, latitude: 53.4, longitude: -8.2 } }),
      }}
      onSubmit={jest.fn()}
    />,
  );
  // Revision mode defaults to the suggested side: take Current's latitude, then Suggested's longitude.
  fireEvent.click(screen.getByRole('radio', { name: 'Latitude: take Current' }));
  expect(focus()).toEqual({ lat: 52.1, lng: -8.2, zoom: 17 });
  fireEvent.click(screen.getByRole('radio', { name: 'Longitude: take Current' }));
  expect(focus()).toEqual({ lat: 52.1, lng: -9.5, zoom: 17 });
  fireEvent.click(screen.getByRole('radio', { name: 'Latitude: take Suggested' }));
  expect(focus()).toEqual({ lat: 53.4, lng: -9.5, zoom: 17 });
  expect(pin()).toEqual({ lat: 53.4, lng: -9.5 });
});

test('out-of-range typing does not move the map and asks the geocoder nothing', async () => {
  renderScreen();
  fireEvent.change(merged('Latitude'), { target: { value: '53.2' } });
  await waitFor(() => expect(geocoded()).toEqual(['53.2,-9.5']));
  const before = focus();

  fireEvent.change(merged('Latitude'), { target: { value: '95' } });
  expect(merged('Latitude').value).toBe('95');
  expect(focus()).toEqual(before);
  fireEvent.change(merged('Longitude'), { target: { value: '-200' } });
  expect(focus()).toEqual(before);
  // Past the geocoding delay (600 ms), still only the first point was looked up.
  await new Promise((resolve) => setTimeout(resolve, 900));
  expect(geocoded()).toEqual(['53.2,-9.5']);
  expect(merged('Address').value).toBe('Typed Road, Galway');
});

test('a click on the merged map places the pin there and geocodes it', async () => {
  renderScreen();
  fireEvent.click(screen.getByRole('button', { name: 'Click the map at 51.5, -0.12' }));
  expect(merged('Latitude').value).toBe('51.5');
  expect(merged('Longitude').value).toBe('-0.12');
  expect(pin()).toEqual({ lat: 51.5, lng: -0.12 });
  await waitFor(() => expect(merged('Address').value).toBe('Clicked Street, London'));
  expect(merged('Region').value).toBe('England');
  expect(screen.getByTestId('merged-dms')).toHaveTextContent(`51°30'00.0"N 0°07'12.0"W`);
});

test('a drag writes the coordinates, then Address and Region follow', async () => {
  renderScreen();
  expect(merged('Address').value).toBe('1 Farm Lane');
  expect(merged('Region').value).toBe('Munster');
  fireEvent.click(screen.getByRole('button', { name: 'Drag the pin to 53.35, -6.26' }));
  expect(merged('Latitude').value).toBe('53.35');
  expect(merged('Longitude').value).toBe('-6.26');
  await waitFor(() => expect(merged('Address').value).toBe('Dragged Quay, Dublin'));
  expect(merged('Region').value).toBe('Leinster');
  expect(geocoded()).toEqual(['53.35,-6.26']);
});

test('Site Description and Landing advice carry their hints in the merged column (spec part 3 §2)', async () => {
  renderScreen();
  await screen.findByTestId('merge-screen');
  const hints = (key: string) =>
    [...document.querySelectorAll(`#merge-row-${key} .merge-merged .merge-hint`)].map((hint) => hint.textContent);
  expect(hints('site_information')).toEqual(['No technical landing information here: landing advice is for that.']);
  expect(hints('landing_advice')).toEqual([
    'Technical landing information only.',
    'e.g. approach, obstacles, surface, PPR.',
  ]);
  expect(hints('name')).toEqual([]);
});
