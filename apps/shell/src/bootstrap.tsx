import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerFamilyRemotes, registerStaffConsole } from '@portal/federation';
import { addNamespace, getStoredLanguage, i18n, initI18n } from '@portal/i18n';
import { shellResources, SHELL_NS } from './app/i18n';
import { setLoginNotice } from './app/navigation';
import { Root } from './app/root';
import { leaveUnknownPath, normalizePath } from './app/routes';
import { loadStartupData } from './app/startup';

/**
 * Start-up (design section 2): fetch the families manifest (and the sign-in methods) with plain fetch before
 * React renders, register the offered families' remotes and the staff console's with the federation runtime,
 * initialise i18n in the remembered language, then render. The Redux store, router and antd theme come with the
 * first screen that needs them (see app/root.tsx).
 */
async function start() {
  // the shell's strings are registered first, so the shown language's file loads beside the common one
  void addNamespace(SHELL_NS, shellResources);
  const [startup] = await Promise.all([loadStartupData(), initI18n(getStoredLanguage())]);
  registerFamilyRemotes(startup.families);
  registerStaffConsole(startup.staff);

  // The login screen says why the learner is there: a family switched off meanwhile (its address, or its landing
  // sent the learner here: `?notOffered=<family>`), or staff disabled the account (`?signedOut=disabled`).
  const query = new URLSearchParams(window.location.search);
  const path = normalizePath(window.location.pathname);
  const off = startup.notOffered?.find(
    (f) => f.id === query.get('notOffered') || [f.homeRoute, f.runnerRoute, f.practiceRoute].includes(path),
  );
  if (off) (await import('./app/family-off')).noticeFamilyOff(off);
  if (query.get('signedOut') === 'disabled')
    setLoginNotice({ kind: 'error', text: i18n.t('account.disabled', { ns: SHELL_NS }) });
  if (query.has('notOffered') || query.has('signedOut')) window.history.replaceState(null, '', '/');
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
