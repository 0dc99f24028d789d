import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerFamilyRemotes, registerStaffConsole } from '@portal/federation';
import { addNamespace, getStoredLanguage, i18n, initI18n } from '@portal/i18n';
import { familyOffAt, noticeFamilyOff } from './app/family-off';
import { shellResources, SHELL_NS } from './app/i18n';
import { setLoginNotice } from './app/navigation';
import { Root } from './app/root';
import { leaveUnknownPath } from './app/routes';
import { loadStartupData } from './app/startup';

/**
 * Start-up (design section 2): fetch the families manifest (and the sign-in methods) with plain fetch before
 * React renders, register the offered families' remotes and the staff console's with the federation runtime,
 * initialise i18n in the remembered language, then render. The Redux store, router and antd theme come with the
 * first screen that needs them (see app/root.tsx).
 */
async function start() {
  const [startup] = await Promise.all([loadStartupData(), initI18n(getStoredLanguage())]);
  addNamespace(SHELL_NS, shellResources);
  registerFamilyRemotes(startup.families);
  registerStaffConsole(startup.staff);

  // a reload on the screens of a family switched off meanwhile: the login screen says it is not offered now (the
  // session store comes with the API client, loaded only in this rare case: the login screen does not carry it)
  const off = familyOffAt(window.location.pathname, startup.notOffered ?? []);
  if (off) {
    const { getSession } = await import('@portal/api-client');
    if (getSession(off.id)) noticeFamilyOff(off);
  }
  // signed out by the portal for a reason (staff disabled the account): the login screen says it, once
  if (new URLSearchParams(window.location.search).get('signedOut') === 'disabled') {
    setLoginNotice({ kind: 'error', text: i18n.t('account.disabled', { ns: SHELL_NS }) });
    window.history.replaceState(null, '', '/');
  }
  // an address that is neither the shell's, an offered family's nor the staff console's goes to the login screen
  leaveUnknownPath(startup.families, window.location, window.history, startup.staff);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <StrictMode>
      <Root startup={startup} />
    </StrictMode>,
  );
}

void start();
