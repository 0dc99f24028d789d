/** Every family the portal knows. The first five are exam families with enrollment; the last two are modes. */
export const EXAM_FAMILIES = ['ket', 'kodas', 'tractor', 'krautuvai', 'hidro'] as const;
export const MODE_FAMILIES = ['competition', 'examiner'] as const;
export const FAMILY_IDS = [...EXAM_FAMILIES, ...MODE_FAMILIES] as const;

export type ExamFamilyId = (typeof EXAM_FAMILIES)[number];
export type ModeFamilyId = (typeof MODE_FAMILIES)[number];
export type FamilyId = (typeof FAMILY_IDS)[number];

export const LANGUAGES = ['lt', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'lt';

export type LocalizedText = Record<Language, string>;

/** Where a family is offered on the login screen: the main row, or the 'more' group. */
export type FamilyGroup = 'main' | 'more' | 'mode';

/** One entry of `GET /api/families`: the manifest the shell reads before it renders. */
export interface FamilyManifestEntry {
  id: FamilyId;
  /** Whether this deployment offers the family (the FAMILIES setting). */
  enabled: boolean;
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

export interface FamiliesResponse {
  families: FamilyManifestEntry[];
  staff: StaffConsoleManifest;
}

export function isExamFamily(id: string): id is ExamFamilyId {
  return (EXAM_FAMILIES as readonly string[]).includes(id);
}

export function isFamilyId(id: string): id is FamilyId {
  return (FAMILY_IDS as readonly string[]).includes(id);
}
