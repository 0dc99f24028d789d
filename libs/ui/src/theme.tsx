import type { ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useAppStyle from 'antd/es/app/style';
import type { ThemeConfig } from 'antd/es/config-provider';
import ltLT from 'antd/es/locale/lt_LT';
import ruRU from 'antd/es/locale/ru_RU';
import enGB from 'antd/es/locale/en_GB';
import { NoticeProvider } from './use-notice';

/** The one portal theme; the shell wraps everything in it, so remotes inherit it. */
export const portalTheme: ThemeConfig = {
  token: { colorPrimary: '#1f6fb2', borderRadius: 6, fontSize: 14 },
};

const locales = { lt: ltLT, ru: ruRU, en: enGB } as const;

/**
 * What antd's `<App>` renders around the page (a `.ant-app` element with the theme's text colour, font and line
 * height), without its message / notification / modal holders, which load on first use (NoticeProvider): they
 * would put the Modal's code on every screen.
 */
function AppFrame({ children }: { children: ReactNode }) {
  const { getPrefixCls, className, style } = useComponentConfig('app');
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  const classes = [className, hashId, prefixCls, cssVarCls].filter(Boolean).join(' ');
  return (
    <div className={classes} style={style}>
      <NoticeProvider>{children}</NoticeProvider>
    </div>
  );
}

export function PortalThemeProvider({
  language,
  children,
}: {
  language: 'lt' | 'ru' | 'en';
  children: ReactNode;
}) {
  return (
    <ConfigProvider theme={portalTheme} locale={locales[language]}>
      <AppFrame>{children}</AppFrame>
    </ConfigProvider>
  );
}
