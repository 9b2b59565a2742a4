import { describeDevice } from './device.js';

test('browsers and systems by name and major version; anything else as sent', () => {
  expect(
    describeDevice(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    ),
  ).toBe('Chrome 130 on Linux');
  expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe(
    'Firefox 121 on Windows 10',
  );
  expect(
    describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari 17 on iOS 17.1 (mobile)');
  expect(describeDevice('curl/8.0')).toBe('curl/8.0');
  expect(describeDevice(`x${'y'.repeat(100)}`)).toBe(`x${'y'.repeat(59)}…`);
  expect(describeDevice(null)).toBe('Unknown device');
});
