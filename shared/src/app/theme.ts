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
