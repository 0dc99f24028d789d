import { BRANCHES, type Branch, type RegistrationRecord } from '@portal/contracts';
import type { RegistrationValues } from './registration';

// What the landing needs of the registration form without its rules: the rules bring the validation library
// (zod), which only the form itself (a lazy chunk) should load.

/** Branches offered: all of BRANCHES, or only the given ids in the given order (kodas: 15 and 10). */
export function branchOptions(ids?: readonly number[] | null): Branch[] {
  if (!ids || ids.length === 0) return BRANCHES;
  return ids.map((id) => BRANCHES.find((b) => b.id === id)).filter((b): b is Branch => Boolean(b));
}

/** Rejected with -1 / -4: the form prefilled with the stored details (consent must be given again). */
export function prefillFromRecord(
  user: RegistrationRecord | null | undefined,
  allowedBranchIds?: readonly number[] | null,
): RegistrationValues {
  if (!user) return {};
  const branchOk = branchOptions(allowedBranchIds).some((b) => b.id === Number(user.filialas));
  return {
    vardas: user.vardas ?? '',
    pavarde: user.pavarde ?? '',
    gdata: user.gdata ?? '',
    telefonas: user.telefonas ?? '',
    email: user.email ?? '',
    filialas: branchOk ? Number(user.filialas) : null,
    agree: false,
  };
}
