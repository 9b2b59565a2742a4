// The typed call: the request it makes from a declaration and its input, and how it reads each kind of answer.
// The @ts-expect-error lines are part of the test: `tsc` (pnpm typecheck) fails if one of them compiles.
import { endpointCaller, pathOf, type HttpRequest } from './endpoint.ts';
import { padNotes, pads, padState, surveys, users } from './endpoints.ts';

function fakeClient(answer: { data: unknown; headers?: Record<string, string> }) {
  const requests: HttpRequest[] = [];
  const client = {
    request: async (config: HttpRequest & { signal?: AbortSignal }) => {
      requests.push(config);
      return answer;
    },
  };
  return { call: endpointCaller<{ signal?: AbortSignal }>(client), requests };
}

it('fills the path parameters, encoded, and refuses a missing one', () => {
  expect(pathOf(padNotes.list, { id: 12 })).toBe('/admin/pads/get-notes/12');
  expect(pathOf(padNotes.list, { id: 'a/b' })).toBe('/admin/pads/get-notes/a%2Fb');
  expect(() => pathOf(padNotes.list, {})).toThrow('GET /admin/pads/get-notes/:id: no id');
});

it('sends the method, path, query and body, and unwraps a { data } answer', async () => {
  const { call, requests } = fakeClient({ data: { data: { id: 3, body: 'Hi' } } });
  const note = await call(padNotes.add, { params: { id: 7 }, body: { note: 'Hi' } });
  expect(note).toEqual({ id: 3, body: 'Hi' });
  expect(requests).toEqual([
    expect.objectContaining({ method: 'POST', url: '/admin/pads/add-note/7', data: { note: 'Hi' } }),
  ]);
  await call(padState.link, { params: { id: 7 }, query: { device: 'web' } });
  expect(requests[1]).toEqual(
    expect.objectContaining({ method: 'GET', url: '/admin/pads/generate-link/7', params: { device: 'web' } }),
  );
});

it('answers a whole-body route as it is, with the call options passed through', async () => {
  const page = { data: [], columns: [], filterable: [], entity: 'pads', meta: {} };
  const { call, requests } = fakeClient({ data: page });
  const signal = new AbortController().signal;
  expect(await call(pads.list, { query: { type: 'moderated' } }, { signal })).toBe(page);
  expect(requests[0]).toEqual(expect.objectContaining({ signal, params: { type: 'moderated' } }));
});

it('reads a file route as a Blob with the name the server gave it', async () => {
  const blob = new Blob(['%PDF']);
  const { call, requests } = fakeClient({
    data: blob,
    headers: { 'content-disposition': 'attachment; filename="Survey_Hilltop.pdf"' },
  });
  expect(await call(surveys.pdf, { params: { id: 4 } })).toEqual({ blob, fileName: 'Survey_Hilltop.pdf' });
  expect(requests[0]).toEqual(expect.objectContaining({ url: '/surveys/download-pdf/4', responseType: 'blob' }));
});

it('types the input and the answer from the declaration', async () => {
  const { call } = fakeClient({ data: { data: [] } });
  const notes = await call(padNotes.list, { params: { id: 1 } });
  expect(notes.map((n) => n.body)).toEqual([]);
  const mistakes = async () => {
    // @ts-expect-error the path parameter is required
    await call(padNotes.list);
    // @ts-expect-error a path parameter the path does not have
    await call(padNotes.list, { params: { padId: 1 } });
    // @ts-expect-error this route takes no body
    await call(padNotes.list, { params: { id: 1 }, body: { note: 'x' } });
    // @ts-expect-error a query parameter the route does not declare
    await call(padState.link, { params: { id: 1 }, query: { platform: 'web' } });
    // @ts-expect-error a quick filter the pad list does not have
    await call(pads.list, { query: { type: 'deleted' } });
    // @ts-expect-error a body field the schema does not have
    await call(users.mapToggle, { body: { is_map_on: true } });
    const [note] = await call(padNotes.list, { params: { id: 1 } });
    // @ts-expect-error an answer field the schema does not have
    return note?.text;
  };
  expect(mistakes).toBeInstanceOf(Function);
});
