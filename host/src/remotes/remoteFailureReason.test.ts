/**
 * @jest-environment node
 */
import { remoteFailureReason } from './remoteFailureReason';

it('keeps the gist of a Module Federation runtime error', () => {
  const error = new Error(
    '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"http://localhost:8085/mf-manifest.json"}\nView the docs to see how to solve: https://x\nOriginal Error Message:\n TypeError: Failed to fetch',
  );
  expect(remoteFailureReason(error)).toBe('Failed to get manifest. #RUNTIME-003 (TypeError: Failed to fetch)');
  expect(remoteFailureReason(new Error('remote bug'))).toBe('remote bug');
});
