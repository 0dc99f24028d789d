import { SetMetadata } from '@nestjs/common';
import { ApiError } from '../common/api-error';

export const ACCOUNT_CHECKED_BY_HANDLER = 'accountCheckedByHandler';

/**
 * Opts a route out of JwtAuthGuard's account lookup (one primary-key read per request that refuses a disabled
 * account with 403 `account-disabled`, and a token whose session ended with 401). Only for handlers that deal with
 * both themselves (sessionEnded(), the token version), and say how: the save folds the check into its one UPDATE, the start into its first read (exam/start-gate.ts); `check`
 * answers `token: 'logout'` (spec).
 */
export const AccountCheckedByHandler = (how: string) => SetMetadata(ACCOUNT_CHECKED_BY_HANDLER, how);

/**
 * What a token signed before the account's password was reset or changed gets (its `tv` is not the account's
 * token version any more): the session ended, as for a token that was never valid.
 */
export function sessionEnded(): ApiError {
  return new ApiError(401, 'unauthorized', 'Reikia prisijungti');
}

/** What every learner action answers once the account is disabled. */
export function accountDisabled(): ApiError {
  return new ApiError(403, 'account-disabled', 'Paskyra išjungta');
}
