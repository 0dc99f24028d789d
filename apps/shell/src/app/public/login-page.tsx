import { useEffect, useState } from 'react';
import type { FamilyId } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import {
  clearLoginNotice,
  peekLoginNotice,
  useNavigation,
  useStartup,
  type LoginNotice,
} from '../navigation';
import { defaultFamily, demoRunnerState } from '../routes';
import { FamilyChoice } from './family-choice';
import { HelpDialog } from './help-dialog';
import { PageFrame } from './page-frame';
import { PlayIcon } from './icons';
import { SignInPanel } from './sign-in-panel';
import { clearForFamilyChoice } from './sign-in';

/**
 * The login screen `/` (core spec section 2 "Login screen"): Demo button, language selector, toggle between
 * Google, Facebook and account sign-in, choice of test family (main row + 'more'), the "Can't sign in?" help,
 * links to the driving school's site and the privacy policy. Plain elements and CSS: this is the page learners
 * open first, so it loads no antd, no Redux, no router, no remote.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const { families, providers, error } = useStartup();
  const { go, pending } = useNavigation();
  const [familyId, setFamilyId] = useState<FamilyId | undefined>(() => defaultFamily(families)?.id);
  const [helpOpen, setHelpOpen] = useState(false);
  const [notice] = useState<LoginNotice | null>(() => peekLoginNotice());
  useEffect(() => clearLoginNotice(notice), [notice]);
  const family = families.find((f) => f.id === familyId);

  useEffect(() => {
    document.title = t('shell:title');
  }, [t, i18n.language]);

  const choose = (id: FamilyId) => {
    if (id === familyId) return;
    setFamilyId(id);
    void clearForFamilyChoice();
  };

  const startDemo = () => {
    if (family) go(family.runnerRoute, demoRunnerState(i18n.language));
  };

  return (
    <PageFrame>
      <section className="shell-card" aria-labelledby="shell-login-heading">
        <h1 id="shell-login-heading" className="shell-card__title">
          {t('shell:login.heading')}
        </h1>
        <p className="shell-muted shell-card__intro">{t('shell:login.intro')}</p>

        {notice && (
          <p
            className={notice.kind === 'error' ? 'shell-error' : 'shell-info'}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.text}
          </p>
        )}
        {error && (
          <div className="shell-error" role="alert">
            <p>{t('shell:login.manifestError')}</p>
            <button type="button" className="shell-btn" onClick={() => window.location.reload()}>
              {t('shell:login.reload')}
            </button>
          </div>
        )}
        {!error && !families.length && <p className="shell-note">{t('shell:login.noFamilies')}</p>}

        <FamilyChoice families={families} selected={familyId} onSelect={choose} />
        {families.length > 0 && <SignInPanel providers={providers} family={family} />}

        {families.length > 0 && (
          <>
            <div className="shell-or" aria-hidden="true">
              <span>{t('shell:or')}</span>
            </div>
            <button
              type="button"
              className="shell-btn shell-btn--demo shell-btn--block"
              onClick={startDemo}
              disabled={!family || pending}
              aria-busy={pending || undefined}
            >
              <PlayIcon />
              <span>
                {t('shell:demo.button')}
                <small>{t('shell:demo.hint')}</small>
              </span>
            </button>
          </>
        )}

        <p className="shell-card__help">
          <button
            type="button"
            className="shell-linkbtn"
            onClick={() => setHelpOpen(true)}
            aria-haspopup="dialog"
          >
            {t('shell:help.link')}
          </button>
        </p>
      </section>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </PageFrame>
  );
}
