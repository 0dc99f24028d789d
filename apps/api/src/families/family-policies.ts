import { EXAM_FAMILIES, familyDefinition, type ExamFamilyId } from '@portal/contracts';
import { policyFromDefinition, type FamilyPolicy } from '../exam/family-policy';

/** Each enrolled exam family's policy, read from its definition (for code that has a family id, not a module). */
export const FAMILY_POLICIES = Object.fromEntries(
  EXAM_FAMILIES.map((id) => [id, policyFromDefinition(familyDefinition(id))]),
) as Record<ExamFamilyId, FamilyPolicy>;
