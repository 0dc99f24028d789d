import type { FamilyDefinition } from './family-definition';
import { COMPETITION } from './definitions/competition';
import { EXAMINER } from './definitions/examiner';
import { HIDRO } from './definitions/hidro';
import { KET } from './definitions/ket';
import { KODAS } from './definitions/kodas';
import { KRAUTUVAI } from './definitions/krautuvai';
import { TRACTOR } from './definitions/tractor';

export { COMPETITION, EXAMINER, HIDRO, KET, KODAS, KRAUTUVAI, TRACTOR };

/**
 * Every family the portal knows, in login-screen order. Adding a family adds its definition file and one entry here
 * (`npm run new-family -- <id>` does both); everything else reads this list.
 */
export const FAMILY_DEFINITIONS = [KET, KODAS, TRACTOR, KRAUTUVAI, HIDRO, COMPETITION, EXAMINER] as const;

type Definitions = (typeof FAMILY_DEFINITIONS)[number];
export type FamilyId = Definitions['id'];
/** The enrolled exam families: registration, activation by staff, tests counted. */
export type ExamFamilyId = Extract<Definitions, { kind: 'enrolled' }>['id'];
/** The modes: competition and examiner. */
export type ModeFamilyId = Exclude<FamilyId, ExamFamilyId>;

export const FAMILY_IDS: readonly FamilyId[] = FAMILY_DEFINITIONS.map((d) => d.id);
export const EXAM_FAMILIES: readonly ExamFamilyId[] = FAMILY_DEFINITIONS.filter(
  (d): d is Extract<Definitions, { kind: 'enrolled' }> => d.kind === 'enrolled',
).map((d) => d.id);
export const MODE_FAMILIES: readonly ModeFamilyId[] = FAMILY_IDS.filter(
  (id): id is ModeFamilyId => !(EXAM_FAMILIES as readonly string[]).includes(id),
);

/** Families that own a question bank: every enrolled family, and the examiner mode (its ADR bank). */
export type BankFamilyId = ExamFamilyId | 'examiner';
export const BANK_FAMILIES: readonly BankFamilyId[] = [...EXAM_FAMILIES, 'examiner'];

export function isFamilyId(id: string): id is FamilyId {
  return (FAMILY_IDS as readonly string[]).includes(id);
}

export function isExamFamily(id: string): id is ExamFamilyId {
  return (EXAM_FAMILIES as readonly string[]).includes(id);
}

/** The definition of a family (typed by its id). */
export function familyDefinition<Id extends FamilyId>(
  id: Id,
): Extract<Definitions, { id: Id }> & FamilyDefinition {
  const found = FAMILY_DEFINITIONS.find((d) => d.id === id);
  if (!found) throw new Error(`unknown family ${id}`);
  return found as Extract<Definitions, { id: Id }> & FamilyDefinition;
}
