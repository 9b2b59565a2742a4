import { AxiosError, AxiosHeaders } from 'axios';
import { applyServerError } from './serverErrors';

jest.mock('@pads/shared', () => ({ ...jest.requireActual('@pads/shared'), notifyError: jest.fn() }));
const { notifyError } = jest.requireMock('@pads/shared') as { notifyError: jest.Mock };

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

test('field errors land on the form (contacts and HISC included); the rest becomes the alert', () => {
  const setErrors = jest.fn();
  const alert = applyServerError(
    refusal(422, {
      message: 'The hisc has already been taken.',
      errors: {
        hisc: ['The hisc has already been taken.'],
        'contacts.0.email': ['Please enter a valid email!'],
        data: ['Broken'],
      },
    }),
    setErrors,
  );
  expect(setErrors).toHaveBeenCalledWith({
    hisc: 'The hisc has already been taken.',
    contacts: [{ email: 'Please enter a valid email!' }],
  });
  expect(alert).toBe('Broken');
  expect(notifyError).toHaveBeenCalled();
});

test('an error without fields is the global alert with the server message', () => {
  const setErrors = jest.fn();
  expect(applyServerError(refusal(500, { message: 'Server error.', code: 'internal_error' }), setErrors)).toBe(
    'Server error.',
  );
  expect(setErrors).not.toHaveBeenCalled();
});
