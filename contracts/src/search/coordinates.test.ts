import { formatCoordinate, parseCoordinate } from './coordinates.ts';

test.each([
  ['52.127, 0.956', 52.127, 0.956],
  ['52.127,0.956', 52.127, 0.956],
  ['52.127 0.956', 52.127, 0.956],
  ['-33.9, 151.2', -33.9, 151.2],
  ['  51.5;-0.12 ', 51.5, -0.12],
  ['52, 1', 52, 1],
  ['52.127N 0.956E', 52.127, 0.956],
  ['33.9 S, 151.2 E', -33.9, 151.2],
  ['0.956E 52.127N', 52.127, 0.956],
  [`52°07'37"N 0°57'22"E`, 52.126944, 0.956111],
  [`52° 7' 37.2" N, 0° 57' 21.6" E`, 52.127, 0.956],
  [`N52°07'37" E000°57'22"`, 52.126944, 0.956111],
  [`52°07′37″N 0°57′22″W`, 52.126944, -0.956111],
  [`N 51° 28.669' W 000° 00.089'`, 51.477817, -0.001483],
  ['40:26:46N, 79:58:56W', 40.446111, -79.982222],
  ['S33 54 00 E151 12 00', -33.9, 151.2],
  ['51.4778°N, 0.0015°W', 51.4778, -0.0015],
])('%s is a point', (text, latitude, longitude) => {
  expect(parseCoordinate(text)).toEqual({ latitude, longitude });
});

test.each([
  'Wattisham',
  'EGUW',
  '4412',
  '#9001',
  '12 34',
  'Oak Manor 12',
  '91, 0',
  '52.127, 190',
  "52°61'N 1°E",
  "52.5°30'N 1°E",
  '52.1N 0.9N',
  'N52 S1',
  '-52N, 1E',
  'user@example.com',
  '',
])('%s is not a point', (text) => {
  expect(parseCoordinate(text)).toBeNull();
});

test('the point the box shows is rounded to five decimals', () => {
  expect(formatCoordinate({ latitude: 52.1269444, longitude: -0.9561111 })).toBe('52.12694, -0.95611');
});
