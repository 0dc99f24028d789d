import { lazy, Suspense } from 'react';
import { FamilyClientProvider } from '@portal/api-client';
import { COMPETITION } from '@portal/contracts';
import type { FamilyRemote } from '@portal/federation';
import { ensureFamilyKitI18n, LoadingBar } from '@portal/family-kit';
import { competitionResources } from './i18n';

if (typeof __PORTAL_BUILD_ID__ === 'string' && __PORTAL_BUILD_ID__)
  document.documentElement.setAttribute('data-build-competition', __PORTAL_BUILD_ID__);

// The start screen and the test are chunks of their own: the runner's code loads only on /k.
const StartScreen = lazy(() => import(/* webpackChunkName: "start" */ './app/start-screen'));
const ContestRunner = lazy(() => import(/* webpackChunkName: "runner" */ './app/contest-runner'));

function Landing() {
  ensureFamilyKitI18n();
  return (
    <FamilyClientProvider family={COMPETITION.id}>
      <Suspense fallback={<LoadingBar />}>
        <StartScreen />
      </Suspense>
    </FamilyClientProvider>
  );
}

function Runner() {
  ensureFamilyKitI18n();
  return (
    <FamilyClientProvider family={COMPETITION.id}>
      <Suspense fallback={<LoadingBar />}>
        <ContestRunner />
      </Suspense>
    </FamilyClientProvider>
  );
}

/** The competition remote (exposed as `competition/family`): the start screen at /konkursas, the test at /k. */
const remote: FamilyRemote = {
  family: COMPETITION.id,
  Landing,
  Runner,
  i18n: competitionResources,
};
export default remote;
