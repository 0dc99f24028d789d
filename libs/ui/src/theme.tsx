import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import App from 'antd/es/app';
import type { ThemeConfig } from 'antd/es/config-provider';
import ltLT from 'antd/es/locale/lt_LT';
import ruRU from 'antd/es/locale/ru_RU';
import enGB from 'antd/es/locale/en_GB';

/** The one portal theme; the shell wraps everything in it, so remotes inherit it. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6fb2',
    // WCAG AA text contrast (4.5:1 on white): antd derives links from its own blue (4.1:1) and greys its
    // secondary, tertiary and placeholder text below that; these are the darkest greys that still look secondary.
    colorLink: '#1f6fb2',
    // antd's red (#ff4d4f, 3.3:1) writes errors and danger buttons; a deeper red reads at 5.9:1
    colorError: '#cf1322',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 6,
    fontSize: 14,
  },
};

const locales = { lt: ltLT, ru: ruRU, en: enGB } as const;

export function PortalThemeProvider({
  language,
  children,
}: {
  language: 'lt' | 'ru' | 'en';
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={portalTheme} locale={locales[language]}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
