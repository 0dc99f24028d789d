import { loadLanguage } from '@portal/i18n';
import { loadPortalLocale, preloadOverlays } from '@portal/ui';
import { LANGUAGES } from '@portal/contracts';
import { SideDrawer } from './lazy-side-drawer';

/**
 * Loads now the code of everything a running test can show later: the dialogs (the save failure's notice, the end
 * confirmation, the score), the results view, the side drawer with its language select, the comments dialog,
 * antd's and the portal's texts in each language. Fetched only when first shown, a part wanted after the network dropped fails to load and the portal's
 * boundary replaces the whole test (issue 25 item 6). The results chart is not among them: it is large, and it
 * shows only after the end call reached the server. A failed preload is tried again when the part is shown.
 */
export function preloadTestParts(): Promise<void> {
  return Promise.all([
    preloadOverlays(),
    SideDrawer.preload(),
    import(/* webpackChunkName: "runner-results" */ './results-view').then((m) => m.CommentsDialog.preload()),
    ...LANGUAGES.map((language) => loadPortalLocale(language)),
    ...LANGUAGES.map((language) => loadLanguage(language)),
  ]).then(
    () => undefined,
    () => undefined,
  );
}
