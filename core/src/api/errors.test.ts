import { describeError, errorMessage, UNKNOWN_ERROR } from './errors';

/** An axios-like rejection carrying the API's error body. */
function apiError(status: number, body: { message?: string; errors?: Record<string, string[]> }) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: body },
  });
}

describe('error messages', () => {
  it('prefers per-field errors, then the server message, then the error message', () => {
    expect(
      describeError(
        apiError(422, { message: 'Invalid', errors: { email: ['These credentials do not match our records.'] } }),
      ),
    ).toEqual(['These credentials do not match our records.']);
    expect(describeError(apiError(500, { message: 'Boom' }))).toEqual(['Boom']);
    expect(describeError(new Error('Network Error'))).toEqual(['Network Error']);
    expect(errorMessage(undefined)).toBe(UNKNOWN_ERROR);
    expect(errorMessage({})).toBe('Unknown error');
  });
});
