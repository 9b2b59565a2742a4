import { render } from '@testing-library/react';
import { ConfigProvider, Tag, theme } from 'antd';
import { padsTheme } from './theme';

// This file reads the CSS antd generates: the unit tests' zero-runtime mode (shared/jest/setup-jsdom.ts) is off here.
jest.unmock('antd/lib/config-provider/hooks/useTheme');

const PRESET_COLORS = [
  'red',
  'volcano',
  'orange',
  'gold',
  'yellow',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
  'magenta',
] as const;

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const tokens = theme.getDesignToken(padsTheme) as unknown as Record<string, string>;
const tagTokens = (padsTheme.components?.Tag ?? {}) as Record<string, string>;

it.each(PRESET_COLORS)('a %s tag writes its text at 4.5:1 or more on its light fill', (color) => {
  const text = tagTokens[`${color}7`] ?? tokens[`${color}7`]!;
  expect(contrast(text, tokens[`${color}1`]!)).toBeGreaterThanOrEqual(4.5);
});

it('antd draws a coloured tag with the darker text', () => {
  render(
    <ConfigProvider theme={padsTheme}>
      <Tag color="green">Published</Tag>
      <Tag color="orange">Archived</Tag>
    </ConfigProvider>,
  );
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');
  // A filled tag writes its text in the 7th shade's variable, which the tag's own scope redefines.
  expect(css).toMatch(/\.ant-tag-green:not\(\.ant-tag-disabled\)\.ant-tag-filled\{[^}]*color:var\(--ant-green-7\)/);
  const tagScope = css.match(/\.css-var-[^{ ]*\.ant-tag\{([^}]*)\}/)?.[1] ?? '';
  expect(tagScope).toContain('--ant-green-7:#237804');
  expect(tagScope).toContain('--ant-orange-7:#ad4e00');
});

it("an off switch's white label reads at 4.5:1 or more on its track, idle and hovered", () => {
  const switchTokens = (padsTheme.components?.Switch ?? {}) as Record<string, string>;
  for (const track of [switchTokens.colorTextQuaternary, switchTokens.colorTextTertiary]) {
    // rgba(0, 0, 0, a) over white is grey 255·(1 − a).
    const alpha = Number(/rgba\(0, 0, 0, ([\d.]+)\)/.exec(track ?? '')?.[1]);
    const grey = Math.round(255 * (1 - alpha))
      .toString(16)
      .padStart(2, '0');
    expect(contrast('#ffffff', `#${grey}${grey}${grey}`)).toBeGreaterThanOrEqual(4.5);
  }
});
