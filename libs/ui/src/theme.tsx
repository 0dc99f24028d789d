import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import App from 'antd/es/app';
import type { ThemeConfig } from 'antd/es/config-provider';
import ltLT from 'antd/es/locale/lt_LT';
import ruRU from 'antd/es/locale/ru_RU';
import enGB from 'antd/es/locale/en_GB';

/** The one portal theme; the shell wraps everything in it, so remotes inherit it. */
export const portalTheme: ThemeConfig = {
  token: { colorPrimary: '#1f6fb2', borderRadius: 6, fontSize: 14 },
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
