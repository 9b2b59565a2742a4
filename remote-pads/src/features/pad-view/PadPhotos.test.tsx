// The pad's photos against the fake API: a dragged photo's order is saved after the delay, a refused save
// says 'Uploads Order Error!' (spec part 2 §8), and while an upload runs the photos cannot be dragged.
import { findNotification, keyboardDrag, mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PadUpload } from './api/padDetail';
import { ORDER_SAVE_DELAY_MS, PadPhotos } from './PadPhotos';
import { padRoutes, testPad } from './testPad';

jest.setTimeout(120_000);
// A shared 2-core machine: antd renders can take seconds; the assertions stay strict.
configure({ asyncUtilTimeout: 15_000 });

const photo = (id: number, order: number): PadUpload => ({
  id,
  title: null,
  file_url: `/files/${id}.png`,
  thumb_url: null,
  direction: 'north',
  order,
  created_at: '2025-01-02T10:00:00Z',
  user: { id: 1, role: 1, role_name: 'admin' },
});
const pad = testPad({ uploads: { admin: [photo(1, 0), photo(2, 1)], owner: [], pilot: [] } });

const ORDER = 'POST /uploads/add-upload-order';
let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  routes = { ...padRoutes(pad), [ORDER]: { data: null } };
  api = mockApi(routes);
});
afterEach(() => api.restore());

const orderSaves = () => api.calls.filter((c) => `${c.method} ${c.url}` === ORDER);
const dragFirstPhoto = async () =>
  keyboardDrag(await screen.findByLabelText('Drag photo 1', { selector: 'div' }), 1, 'right');
const afterTheDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, ORDER_SAVE_DELAY_MS + 300)));

test("a refused order save says 'Uploads Order Error!'", async () => {
  routes[ORDER] = { status: 500, data: { message: 'Server Error' } };
  renderWithProviders(<PadPhotos pad={pad} disabled={false} />);
  await dragFirstPhoto();
  expect(await findNotification('Error')).toHaveTextContent('Uploads Order Error!');
  expect(orderSaves()[0]!.body).toEqual([
    { id: 2, order: 0 },
    { id: 1, order: 1 },
  ]);
});

test('while an upload runs the photos cannot be dragged; once it ends they can', async () => {
  let finish: (reply: { data: unknown }) => void = () => undefined;
  routes['POST /uploads/pads/5'] = () => new Promise((resolve) => (finish = resolve));
  renderWithProviders(<PadPhotos pad={pad} disabled={false} />);
  const picker = screen.getByTestId('pad-photos').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [new File(['png'], 'new.png', { type: 'image/png' })] } });
  expect(await screen.findByTestId('photo-progress')).toBeInTheDocument();
  expect(screen.getByTestId('photo-upload')).toBeDisabled();

  await dragFirstPhoto();
  await afterTheDelay();
  expect(orderSaves()).toHaveLength(0);

  act(() => finish({ data: { data: photo(3, 2) } }));
  await waitFor(() => expect(screen.queryByTestId('photo-progress')).toBeNull());
  await dragFirstPhoto();
  await waitFor(() => expect(orderSaves()).toHaveLength(1));
});
