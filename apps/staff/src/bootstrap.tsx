// Standalone development entry of the staff console (`nx run staff:serve`, http://localhost:4206): the console in
// a store and theme of its own, as the shell mounts it. The console has its own sign-in form, so nothing else is
// needed; the dev server proxies /api to the API on :3000.
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { portalApi } from '@portal/api-client';
import type { Language } from '@portal/contracts';
import { createPortalStore, RemoteBoundary } from '@portal/federation';
import { initI18n, useTranslation } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import StaffConsole from './console';

function Themed({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <PortalThemeProvider language={(i18n.language as Language) || 'lt'}>{children}</PortalThemeProvider>;
}

async function start() {
  await initI18n();
  const store = await createPortalStore({ apis: [portalApi], devTools: true });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={store}>
      <Themed>
        <RemoteBoundary name="staff">
          <StaffConsole />
        </RemoteBoundary>
      </Themed>
    </Provider>,
  );
}

void start();
