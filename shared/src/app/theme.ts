import type { ThemeConfig } from 'antd';

export const padsTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1677ff',
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#001529', bodyBg: '#f5f7fa' },
  },
};

/** The same theme without antd's motion, for people whose system asks for reduced motion. */
export const padsThemeWithoutMotion: ThemeConfig = { ...padsTheme, token: { ...padsTheme.token, motion: false } };
