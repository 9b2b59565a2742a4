import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadKey, parseKey, secretBox } from './secretBox.js';

const KEY = 'a'.repeat(64);

test('a sealed secret opens with the same key only, and never reads as the secret', () => {
  const box = secretBox(parseKey(KEY));
  const sealed = box.seal('JBSWY3DPEHPK3PXP');
  expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
  expect(sealed).not.toBe(box.seal('JBSWY3DPEHPK3PXP'));
  expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  expect(() => secretBox(parseKey('b'.repeat(64))).open(sealed)).toThrow();
  const [version, iv, tag, data] = sealed.split(':');
  const tampered = [version, iv, tag, Buffer.from('x' + data).toString('base64')].join(':');
  expect(() => box.open(tampered)).toThrow();
});

test('keys are 32 bytes in hex or base64; a bad one is refused with the reason', () => {
  expect(parseKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
  expect(() => parseKey('short')).toThrow(/TWO_FACTOR_KEY must be 32 bytes/);
});

test('without a configured key, one key file is made once and reused', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'));
  try {
    const file = path.join(dir, 'nested', 'two-factor.key');
    const first = loadKey(undefined, file);
    expect(loadKey(undefined, file)).toEqual(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadKey(KEY, file)).toEqual(parseKey(KEY));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
