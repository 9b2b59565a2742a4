/**
 * @jest-environment node
 */
import { AxiosError, AxiosHeaders } from 'axios';
import { applyServerErrors, serverFieldErrors } from './applyServerErrors';

jest.mock('@pads/core', () => ({ ...jest.requireActual('@pads/core'), notifyError: jest.fn() }));
const { notifyError } = jest.requireMock('@pads/core') as { notifyError: jest.Mock };

function refusal(status: number, body: object) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: body,
  });
}

const form = { hisc: '', contacts: [{ email: '' }, { email: '' }], location: { address: '' } };

beforeEach(() => notifyError.mockClear());

test('field errors land on the fields (list and nested paths included); the rest becomes the alert', () => {
  const setErrors = jest.fn();
  const alert = applyServerErrors(
    refusal(422, {
      message: 'The hisc has already been taken.',
      errors: {
        hisc: ['The hisc has already been taken.'],
        'contacts.1.email': ['Please enter a valid email!'],
        'location.address': ['Required'],
        data: ['Broken'],
      },
    }),
    setErrors,
    form,
  );
  expect(setErrors).toHaveBeenCalledWith({
    hisc: 'The hisc has already been taken.',
    contacts: [undefined, { email: 'Please enter a valid email!' }],
    location: { address: 'Required' },
  });
  expect(alert).toBe('Broken');
  expect(notifyError).toHaveBeenCalledTimes(1);
});

test('an error without fields is the form alert with the server message, and one notification', () => {
  const setErrors = jest.fn();
  expect(applyServerErrors(refusal(500, { message: 'Server error.', code: 'internal_error' }), setErrors, form)).toBe(
    'Server error.',
  );
  expect(setErrors).not.toHaveBeenCalled();
  expect(notifyError).toHaveBeenCalledTimes(1);
});

test('serverFieldErrors lists each path with its messages, and is null for a refusal that names no field', () => {
  expect(
    serverFieldErrors(
      refusal(422, { message: 'Invalid', errors: { name: 'Required', 'location#latitude': ['A', 'B'] } }),
    ),
  ).toEqual({ name: ['Required'], 'location#latitude': ['A', 'B'] });
  expect(serverFieldErrors(refusal(422, { message: 'Invalid', errors: {} }))).toBeNull();
  expect(serverFieldErrors(refusal(409, { message: 'Changed by someone else' }))).toBeNull();
  expect(serverFieldErrors(new Error('offline'))).toBeNull();
});
