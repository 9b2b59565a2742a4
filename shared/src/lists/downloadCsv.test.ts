import { pads } from '@pads/contracts/endpoints';
import { errorMessage } from '@pads/core';
import { mockApi } from '../testing';
import { downloadCsv, fileNameFromDisposition } from './downloadCsv';

it('takes the file name from Content-Disposition', () => {
  expect(fileNameFromDisposition('attachment; filename="pads-2024-01-01.csv"')).toBe('pads-2024-01-01.csv');
  expect(fileNameFromDisposition("attachment; filename*=UTF-8''pads%20list.csv")).toBe('pads list.csv');
  expect(fileNameFromDisposition(undefined)).toBeNull();
});

it('downloads through the api client with the list params', async () => {
  const api = mockApi({
    'GET /admin/pads/download-csv': {
      data: new Blob(['ID\n1\n']),
      headers: { 'content-disposition': 'attachment; filename="pads.csv"' },
    },
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await expect(downloadCsv(pads.listCsv, { type: 'moderated' }, 'fallback.csv')).resolves.toBe('pads.csv');
  expect(api.calls).toEqual([
    expect.objectContaining({ url: '/admin/pads/download-csv', params: { type: 'moderated' } }),
  ]);
  expect(click).toHaveBeenCalled();
  api.restore();
  click.mockRestore();
});

it('reads the server message out of a failed blob response', async () => {
  const api = mockApi({
    'GET /admin/pads/download-csv': {
      status: 422,
      data: new Blob([JSON.stringify({ message: 'Bad filter', code: 'validation_failed' })]),
    },
  });
  const error = await downloadCsv(pads.listCsv, {}, 'x.csv').catch((e: unknown) => e);
  expect(errorMessage(error)).toBe('Bad filter');
  api.restore();
});
