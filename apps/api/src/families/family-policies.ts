import type { ExamFamilyId } from '@portal/contracts';
import type { FamilyPolicy } from '../exam/family-policy';
import { HIDRO_POLICY } from './hidro/hidro.policy';
import { KET_POLICY } from './ket/ket.policy';
import { KODAS_POLICY } from './kodas/kodas.policy';
import { KRAUTUVAI_POLICY } from './krautuvai/krautuvai.policy';
import { TRACTOR_POLICY } from './tractor/tractor.policy';

export const FAMILY_POLICIES: Record<ExamFamilyId, FamilyPolicy> = {
  ket: KET_POLICY,
  kodas: KODAS_POLICY,
  tractor: TRACTOR_POLICY,
  krautuvai: KRAUTUVAI_POLICY,
  hidro: HIDRO_POLICY,
};
