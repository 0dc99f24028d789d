import { lazy, useEffect, type ComponentType } from 'react';
import { FamilyClientProvider } from '@portal/api-client';
import type { DemoSet } from '@portal/contracts';
import type { FamilyRemote } from '@portal/federation';
import { whenStringsLoaded, type NamespaceResources } from '@portal/i18n';
import { TestRunner } from '@portal/runner';
import { ensureFamilyKitI18n } from '../i18n';
import { demoPolicyFor } from './demo-policy';
import type { ExamFamilyDefinition } from './exam-family-definition';
import type { DemoRunnerProps } from './family-runner-route';

export interface FamilyRemoteOptions {
  /** The remote's own strings (namespace = family id): at least `title` and `runnerLoading`. */
  i18n: NamespaceResources;
  /** The built-in demo set, loaded only when the demo starts: `() => import('./demo/demo-set.json')`. */
  loadDemo: () => Promise<{ default: unknown }>;
  /** Family-specific content on the active dashboard. */
  DashboardExtra?: ComponentType;
}

// The landing and the runner are chunks of their own: the runner's code loads only on the runner route.
// Each waits for the strings its code registered (the runner's, in the language shown), so a Ukrainian learner never
// sees a Lithuanian flash while the language's chunk arrives.
const loadLanding = () =>
  import(/* webpackChunkName: "landing" */ './family-landing-route').then(afterStrings);
const loadRunner = () => import(/* webpackChunkName: "runner" */ './family-runner-route').then(afterStrings);
// Practice and review (issue 26): a chunk of its own with its strings, off the way to a test's first question.
const loadPractice = () =>
  import(/* webpackChunkName: "practice" */ './family-practice-route').then(async (module) => {
    await Promise.all([whenStringsLoaded(), module.loadPracticeStrings()]);
    return module;
  });
const FamilyLandingRoute = lazy(loadLanding);
const FamilyPracticeRoute = lazy(loadPractice);
const FamilyRunnerRoute = lazy(loadRunner);

async function afterStrings<T>(module: T): Promise<T> {
  await whenStringsLoaded();
  return module;
}

/**
 * The runner's code loads while the landing is on view (issue 30): "Begin" then waits only for the test's start
 * call, not for the runner's files first. A failed load is tried again when the runner is shown.
 */
function usePreloadRunner() {
  useEffect(() => {
    const timer = setTimeout(
      () =>
        void loadRunner()
          .then((m) => m.preloadScreen())
          .catch(() => undefined),
      0,
    );
    return () => clearTimeout(timer);
  }, []);
}

/**
 * Turns a family's definition into the module a remote exposes as `./family`: its Landing and Runner, each bound to
 * the family's own client (session, tokens and calls of this family only).
 */
export function createFamilyRemote(
  definition: ExamFamilyDefinition,
  options: FamilyRemoteOptions,
): FamilyRemote {
  const { id } = definition;
  // registered with the remote's module, so the shell's wait for the remote's strings includes the kit's
  ensureFamilyKitI18n();
  const DemoRunner = lazy(async (): Promise<{ default: ComponentType<DemoRunnerProps> }> => {
    const set = (await options.loadDemo()).default as DemoSet;
    const policy = demoPolicyFor(definition, set);
    return {
      default: ({ params, onHome }) => (
        <TestRunner params={params} demo={set} demoPolicy={policy} rules={definition} onHome={onHome} />
      ),
    };
  });

  // the kit's strings are registered here, so that they are in this chunk, not copied into the landing's and the
  // runner's (both use them)
  const Landing = () => {
    ensureFamilyKitI18n();
    usePreloadRunner();
    return (
      <FamilyClientProvider family={id}>
        <FamilyLandingRoute definition={definition} DashboardExtra={options.DashboardExtra} />
      </FamilyClientProvider>
    );
  };
  const Runner = () => {
    ensureFamilyKitI18n();
    return (
      <FamilyClientProvider family={id}>
        <FamilyRunnerRoute definition={definition} DemoRunner={DemoRunner} />
      </FamilyClientProvider>
    );
  };
  const Practice = () => {
    ensureFamilyKitI18n();
    return (
      <FamilyClientProvider family={id}>
        <FamilyPracticeRoute definition={definition} />
      </FamilyClientProvider>
    );
  };
  return { family: id, Landing, Runner, Practice, i18n: options.i18n, preloadLanding: loadLanding };
}
