import type { FamilyGroup, FamilyKind, LocalizedText } from './family-definition';
import type { FamilyId } from './registry';

/** One entry of `GET /api/families`: the manifest the shell reads before it renders. */
export interface FamilyManifestEntry {
  id: FamilyId;
  /** Whether this deployment offers the family (the FAMILIES setting). */
  enabled: boolean;
  kind: FamilyKind;
  group: FamilyGroup;
  labels: LocalizedText;
  /** URL of the remote's `remoteEntry.js` (absolute, or relative to the portal's origin). */
  remoteEntry: string;
  /** Module Federation name of the remote (its container name). */
  remoteName: string;
  /** Landing route of the family in the shell, e.g. `/home` for KET or `/kodas`. */
  homeRoute: string;
  /** Runner route of the family, e.g. `/testai` or `/testai-kodas`. */
  runnerRoute: string;
  /** Practice and review route of an enrolled family (issue 26), e.g. `/mokytis-ket`; absent for the others. */
  practiceRoute?: string;
}

/**
 * The staff console (`GET /api/families` `staff`): not an exam family (it is not in FAMILY_IDS and the FAMILIES
 * switch does not touch it), a remote of its own that the shell mounts at `route`.
 */
export interface StaffConsoleManifest {
  /** URL of the staff remote's `remoteEntry.js` (REMOTE_URL_STAFF; default `/remotes/staff/remoteEntry.js`). */
  remoteEntry: string;
  /** Module Federation name of the remote: 'staff'. */
  remoteName: string;
  /** Where the shell mounts the console: '/staff'. */
  route: string;
}

/**
 * The driving school's own pages, from the API's configuration (SCHOOL_SITE_URL, SCHOOL_REVIEWS_URL,
 * SCHOOL_INFO_URL); an absent one keeps the family definition's default link.
 */
export interface SchoolLinks {
  site?: string;
  reviews?: string;
  info?: string;
}

export interface FamiliesResponse {
  families: FamilyManifestEntry[];
  staff: StaffConsoleManifest;
  /** The school's links (an older API sends none). */
  school?: SchoolLinks;
}
