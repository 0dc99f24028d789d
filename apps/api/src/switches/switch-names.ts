import { FAMILY_IDS, type FamilyId } from '@portal/contracts';

/** The spec's "server check" of each mode: its start screen and API work only while it is on. */
export const SERVER_SWITCHES = ['competition-server', 'examiner-server'] as const;
export type ServerSwitchName = (typeof SERVER_SWITCHES)[number];
export type SwitchName = FamilyId | ServerSwitchName;

export const SWITCH_NAMES: readonly SwitchName[] = [...FAMILY_IDS, ...SERVER_SWITCHES];

export function isSwitchName(name: string): name is SwitchName {
  return (SWITCH_NAMES as readonly string[]).includes(name);
}
