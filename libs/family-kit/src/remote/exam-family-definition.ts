import type { ExamFamilyId, FamilyDefinition } from '@portal/contracts';

/** The definition of an enrolled exam family: what createFamilyRemote turns into a remote. */
export type ExamFamilyDefinition = FamilyDefinition & { id: ExamFamilyId; kind: 'enrolled' };
