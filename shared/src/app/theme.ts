import type { ThemeConfig } from 'antd';

// Contrast (WCAG AA 4.5:1, checked by the e2e accessibility gate): antd's default blue #1677ff gives
// white text 4.1:1, its error red #ff4d4f 3.3:1 and its secondary/placeholder greys 1.8–3.4:1, so the
// primary is antd's blue-7 (hovered and pressed darker, not lighter), errors red-7, and the light greys
// are darkened (placeholders stay lighter than entered text). A coloured tag writes its text in the
// palette's 7th shade on the 1st: green, cyan, orange, volcano (3.3–4.4:1), gold, lime and yellow (2–2.8:1)
// fall short, so tags take those shades one or two steps darker (every preset tag ≥ 4.5:1).
export const padsTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    // Links derive from antd's info blue (#1677ff, 3.9:1 on a tinted row), not from the primary.
    colorLink: '#0958d9',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#001529', bodyBg: '#f5f7fa' },
    // An off switch writes its label ('Hidden') in white on antd's light grey track (1.8:1); the track
    // takes a darker grey (white on it 4.7:1), darker still when hovered.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
    Tag: {
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
    },
  },
};

/** The same theme without antd's motion, for people whose system asks for reduced motion. */
export const padsThemeWithoutMotion: ThemeConfig = { ...padsTheme, token: { ...padsTheme.token, motion: false } };
