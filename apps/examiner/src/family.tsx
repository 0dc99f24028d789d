import { lazy, Suspense } from 'react';
import { FamilyClientProvider } from '@portal/api-client';
import { EXAMINER } from '@portal/contracts';
import type { FamilyRemote } from '@portal/federation';
import { ensureFamilyKitI18n, LoadingBar } from '@portal/family-kit';
import { examinerResources } from './i18n';

// This build's id on <html data-build-examiner> when PORTAL_BUILD_ID was set (tools/webpack/README.md).
if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-examiner', __PORTAL_BUILD_ID__);

// The start screen and the test screen are chunks of their own: the runner's code loads only on /t.
const StartScreen = lazy(() => import(/* webpackChunkName: "start" */ './start-screen'));
const TestScreen = lazy(() => import(/* webpackChunkName: "test" */ './test-screen'));

function Scoped({ children }: { children: React.ReactNode }) {
  ensureFamilyKitI18n();
  return (
    <FamilyClientProvider family={EXAMINER.id}>
      <Suspense fallback={<LoadingBar />}>{children}</Suspense>
    </FamilyClientProvider>
  );
}

/** The examiner remote (exposed as `examiner/family`): /m is its Landing, /t its Runner. */
const examinerRemote: FamilyRemote = {
  family: EXAMINER.id,
  Landing: () => (
    <Scoped>
      <StartScreen />
    </Scoped>
  ),
  Runner: () => (
    <Scoped>
      <TestScreen />
    </Scoped>
  ),
  i18n: examinerResources,
};

export default examinerRemote;
