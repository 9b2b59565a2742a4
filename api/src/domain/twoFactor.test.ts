import {
  acceptedStep,
  currentCode,
  enrolmentOf,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
} from './twoFactor.js';

const T = Date.UTC(2026, 0, 1, 12, 0, 0);

test('the current code is accepted once; a step early or late is allowed, older steps are not', () => {
  const secret = newTotpSecret();
  const step = acceptedStep(secret, currentCode(secret, T), 0, T)!;
  expect(step).toBe(Math.floor(T / 30_000));
  // The same code again (a replay) is refused.
  expect(acceptedStep(secret, currentCode(secret, T), step, T)).toBeNull();
  expect(acceptedStep(secret, currentCode(secret, T - 30_000), 0, T)).toBe(step - 1);
  expect(acceptedStep(secret, currentCode(secret, T + 30_000), 0, T)).toBe(step + 1);
  expect(acceptedStep(secret, currentCode(secret, T - 90_000), 0, T)).toBeNull();
  expect(acceptedStep(secret, ` ${currentCode(secret, T).slice(0, 3)} ${currentCode(secret, T).slice(3)} `, 0, T)).toBe(
    step,
  );
  expect(acceptedStep(secret, 'abcdef', 0, T)).toBeNull();
  expect(acceptedStep(newTotpSecret(), currentCode(secret, T), 0, T)).toBeNull();
});

test('the enrolment gives the secret, an otpauth URI and a QR code drawn locally', async () => {
  const secret = newTotpSecret();
  const enrolment = await enrolmentOf(secret, 'admin@pads.test');
  expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(enrolment.otpauth_url).toBe(
    `otpauth://totp/Pads%20admin:admin%40pads.test?issuer=Pads%20admin&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
  );
  expect(enrolment.qr_code).toMatch(/^data:image\/png;base64,/);
});

test('ten distinct recovery codes; their hash ignores case and separators', () => {
  const { codes, hashes } = newRecoveryCodes();
  expect(codes).toHaveLength(10);
  expect(new Set(codes).size).toBe(10);
  for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
  expect(recoveryCodeHash(codes[0]!.toLowerCase().replace(/-/g, ' '))).toBe(hashes[0]);
});
