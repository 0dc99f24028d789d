import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { sessionEnded } from '../auth/account-check';
import { findOneRow } from '../database/find-one-row';
import { ApiError } from '../common/api-error';
import { invalidTestToken } from '../attempts/test-rules';
import { TestTokenCodec, type TestTokenClaims } from '../attempts/test-token';
import type { RequestUser } from '../common/current-user.decorator';
import { AttemptEntity } from './attempt.entity';
import type { FamilyPolicy } from './family-policy';

/** Refuses (403) a valid enrolled test token that is not this learner's, this session's and this family's. */
export function checkEnrolledClaims(claims: TestTokenClaims, user: RequestUser, family: string): void {
  if (claims.accountId !== user.id)
    throw new ApiError(403, 'foreign-test-token', 'Šis testas priklauso kitam vartotojui');
  // A test token from before a password reset is from a session that ended, as its access token is (the
  // access token's version is checked against the account by the guard or the route's own statement).
  if (claims.tokenVersion !== user.tokenVersion) throw sessionEnded();
  if (claims.family !== family)
    throw new ApiError(403, 'wrong-family', 'Testas priklauso kitai testų rūšiai');
}

/** The attempt a test token names (for a question to staff), or one of the caller's by id. Reads only. */
@Injectable()
export class AttemptLookupService {
  constructor(
    @InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>,
    private readonly codec: TestTokenCodec,
  ) {}

  /** The attempt the token names, if it is valid, the caller's and for this family; else 403 (`field` names it). */
  async byToken(
    user: RequestUser,
    policy: FamilyPolicy,
    token: string,
    field: 'test' | 'jwt',
  ): Promise<AttemptEntity> {
    const claims = this.codec.verify(token, 'enrolled');
    if (!claims) throw invalidTestToken(`Netinkamas testo raktas (${field})`);
    checkEnrolledClaims(claims, user, policy.family);
    const attempt = await findOneRow(this.attempts, 'id = ?', [claims.attemptId]);
    if (!attempt || attempt.accountId !== user.id) throw invalidTestToken('Testas nerastas');
    return attempt;
  }

  /** The caller's own attempt in this family; 404 for anyone else's (so ids reveal nothing) or none. */
  async ownById(user: RequestUser, policy: FamilyPolicy, id: number): Promise<AttemptEntity> {
    const attempt = await this.attempts.findOneBy({ id, accountId: user.id, family: policy.family });
    if (!attempt) throw new ApiError(404, 'attempt-not-found', 'Testas nerastas');
    return attempt;
  }
}
