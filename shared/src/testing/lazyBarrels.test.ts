// Unit tests load 'antd' and '@ant-design/icons' through lazy barrels (jest/lazy-barrel.cjs): each export
// must be there, and be the very component the real index exports.
import * as antd from 'antd';
import * as icons from '@ant-design/icons';

const realAntd = jest.requireActual<Record<string, unknown>>(require.resolve('antd/lib/index.js'));
const realIcons = jest.requireActual<Record<string, unknown>>(require.resolve('@ant-design/icons/lib'));

it.each([
  ['antd', antd as Record<string, unknown>, realAntd],
  ['@ant-design/icons', icons as Record<string, unknown>, realIcons],
])('%s exports every name of its index, each the same value', (_name, lazy, real) => {
  expect(Object.keys(lazy).sort()).toEqual(Object.keys(real).sort());
  for (const key of Object.keys(real)) {
    // A function the index defines itself (antd's unstableSetRender) is evaluated again: the same code.
    if (typeof real[key] === 'function' && lazy[key] !== real[key]) expect(String(lazy[key])).toBe(String(real[key]));
    else expect(lazy[key]).toBe(real[key]);
  }
});
