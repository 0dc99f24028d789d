import { useEffect, useState, type ReactNode } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import { useComponentConfig } from 'antd/es/config-provider/context';
import useAppStyle from 'antd/es/app/style';
import type { ThemeConfig } from 'antd/es/config-provider';
import type { Locale } from 'antd/es/locale';
import { NoticeProvider } from './use-notice';

/** The one portal theme; the shell wraps everything in it, so remotes inherit it. */
export const portalTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f6fb2',
    // WCAG AA text contrast (4.5:1 on white): antd derives links from its own blue (4.1:1) and greys its
    // secondary, tertiary and placeholder text below that; these are the darkest greys that still look secondary.
    colorLink: '#1f6fb2',
    // antd lightens the hovered button and link (#3f8abf: 3.75:1 with white text, or on white): darken them instead,
    // so the pointer resting on a button leaves it readable.
    colorPrimaryHover: '#185a91',
    colorLinkHover: '#185a91',
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

type Language = 'lt' | 'ru' | 'en' | 'uk' | 'pl';

// antd's texts (dialog buttons, empty lists...) in the current language only: each locale is a chunk of its own.
const localeLoaders: Record<Language, () => Promise<{ default: Locale }>> = {
  lt: () => import(/* webpackChunkName: "antd-locale-lt" */ 'antd/es/locale/lt_LT'),
  ru: () => import(/* webpackChunkName: "antd-locale-ru" */ 'antd/es/locale/ru_RU'),
  en: () => import(/* webpackChunkName: "antd-locale-en" */ 'antd/es/locale/en_GB'),
  uk: () => import(/* webpackChunkName: "antd-locale-uk" */ 'antd/es/locale/uk_UA'),
  pl: () => import(/* webpackChunkName: "antd-locale-pl" */ 'antd/es/locale/pl_PL'),
};
const loadedLocales: Partial<Record<Language, Locale>> = {};

/** Loads antd's locale of a language; the shell awaits it before the first themed screen renders. */
export async function loadPortalLocale(language: Language): Promise<Locale> {
  const locale = loadedLocales[language] ?? (await localeLoaders[language]()).default;
  loadedLocales[language] = locale;
  return locale;
}

/** The language's locale once loaded (loading it), the previous one meanwhile. */
function usePortalLocale(language: Language): Locale | undefined {
  const [shown, setShown] = useState<Locale | undefined>(loadedLocales[language]);
  useEffect(() => {
    let live = true;
    void loadPortalLocale(language).then((locale) => live && setShown(locale));
    return () => {
      live = false;
    };
  }, [language]);
  return loadedLocales[language] ?? shown;
}

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

export function PortalThemeProvider({ language, children }: { language: Language; children: ReactNode }) {
  const locale = usePortalLocale(language);
  return (
    <ConfigProvider theme={portalTheme} locale={locale}>
      <AppFrame>{children}</AppFrame>
    </ConfigProvider>
  );
}
