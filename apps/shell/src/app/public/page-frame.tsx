import type { ReactNode } from 'react';
import { useTranslation } from '@portal/i18n';
import { useStartup } from '../navigation';
import { LOGIN_ROUTE, PRIVACY_ROUTE, staffRoute } from '../routes';
import { SCHOOL_SITE_URL } from '../config';
import { LanguageSwitch } from './language-switch';
import { LogoIcon } from './icons';
import { ShellLink } from './shell-link';

/**
 * Frame of the shell's own pages: brand and language on top; school site, privacy policy and (when the API names a
 * staff console) the staff console's sign-in below.
 */
export function PageFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('shell');
  const { staff, families } = useStartup();
  const staffPath = staffRoute(staff, families);
  return (
    <div className="shell-page">
      <header className="shell-top">
        <ShellLink to={LOGIN_ROUTE} className="shell-brand">
          <LogoIcon size={36} inverted />
          <span className="shell-brand__text">
            <span className="shell-brand__title">{t('title')}</span>
            <span className="shell-brand__tagline">{t('tagline')}</span>
          </span>
        </ShellLink>
        <LanguageSwitch />
      </header>
      <main className={wide ? 'shell-main shell-main--wide' : 'shell-main'}>{children}</main>
      <footer className="shell-footer">
        <a href={SCHOOL_SITE_URL} target="_blank" rel="noopener noreferrer">
          {t('links.school')}
        </a>
        <span aria-hidden="true">·</span>
        <ShellLink to={PRIVACY_ROUTE}>{t('links.privacy')}</ShellLink>
        {staffPath && (
          <>
            <span aria-hidden="true">·</span>
            <ShellLink to={staffPath} data-testid="staff-link">
              {t('links.staff')}
            </ShellLink>
          </>
        )}
      </footer>
    </div>
  );
}
