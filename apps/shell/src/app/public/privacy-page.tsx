import { useEffect } from 'react';
import { useTranslation } from '@portal/i18n';
import { LOGIN_ROUTE } from '../routes';
import { PageFrame } from './page-frame';
import { ShellLink } from './shell-link';

const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

/** The privacy policy linked from the login screen (`/privacy`), in lt, ru and en. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('shell');
  useEffect(() => {
    document.title = `${t('privacy.title')} · ${t('title')}`;
  }, [t, i18n.language]);
  return (
    <PageFrame wide>
      <article className="shell-card shell-prose">
        <h1 className="shell-card__title">{t('privacy.title')}</h1>
        <p>{t('privacy.intro')}</p>
        {SECTIONS.map((s) => (
          <section key={s}>
            <h2>{t(`privacy.${s}h`)}</h2>
            <p>{t(`privacy.${s}p`)}</p>
          </section>
        ))}
        <p>
          <ShellLink to={LOGIN_ROUTE}>← {t('privacy.back')}</ShellLink>
        </p>
      </article>
    </PageFrame>
  );
}
