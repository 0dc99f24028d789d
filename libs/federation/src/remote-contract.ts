import type { ComponentType } from 'react';
import type { FamilyId } from '@portal/contracts';
import type { NamespaceResources } from '@portal/i18n';

/**
 * What every family remote exposes as `./family` (loaded with `loadRemote('<family>/family')`).
 * The shell mounts `Landing` at the manifest's homeRoute and `Runner` at its runnerRoute; a remote has
 * no router of its own. Landing and Runner should be React.lazy inside the remote, so that the runner's
 * chunk (and charts) load only when shown.
 */
export interface FamilyRemote {
  family: FamilyId;
  Landing: ComponentType;
  Runner: ComponentType;
  /**
   * The practice and review screen (issue 26), mounted at the manifest's practiceRoute. Optional: an older remote
   * has none (the shell then shows its Landing there).
   */
  Practice?: ComponentType;
  /** The remote's own strings (namespace = family id), registered by the shell before first render. */
  i18n?: NamespaceResources;
  /**
   * Loads the Landing's code now, before it is shown: the shell calls it while the learner's sign-in is on its way,
   * so the landing's files do not wait for the sign-in's answer (issue 30). Optional: an older remote has none.
   */
  preloadLanding?: () => Promise<unknown>;
}

export interface FamilyRemoteModule {
  default: FamilyRemote;
}

/**
 * Parameters of the runner route (core spec section 2: usr, kate, provider, language), carried in the
 * router's location state so they stay hidden from the visible address.
 */
export interface RunnerParams {
  usr: string;
  kate: string;
  provider: string;
  language: string;
}
