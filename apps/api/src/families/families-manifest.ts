import {
  FAMILY_DEFINITIONS,
  practiceRoute,
  type FamilyId,
  type FamilyManifestEntry,
  type StaffConsoleManifest,
} from '@portal/contracts';
import type { AppConfig } from '../config/app-config';

/** The manifest; `enabled` lists the families offered now (the run-time switches, SwitchesService.enabledFamilies). */
export function familiesManifest(config: AppConfig, enabled: readonly FamilyId[]): FamilyManifestEntry[] {
  return FAMILY_DEFINITIONS.map(({ id, kind, group, labels, routes }) => ({
    id,
    kind,
    group,
    labels,
    enabled: enabled.includes(id),
    remoteEntry: config.remoteUrls[id],
    remoteName: id,
    homeRoute: routes.home,
    runnerRoute: routes.runner,
    ...(kind === 'enrolled' ? { practiceRoute: practiceRoute({ id, kind }) } : {}),
  }));
}

/** Where the shell mounts the staff console (a remote of its own, not a family: FAMILIES does not switch it). */
export const STAFF_CONSOLE_ROUTE = '/staff';

export function staffConsoleManifest(config: AppConfig): StaffConsoleManifest {
  return { remoteEntry: config.staffRemoteUrl, remoteName: 'staff', route: STAFF_CONSOLE_ROUTE };
}
