import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { sessionEnded } from '../auth/account-check';
import { TokenService, type TestTokenClaims } from '../auth/token.service';
import { findOneRow } from '../database/find-one-row';
import { ApiError } from '../common/api-error';
import { invalidTestToken } from '../attempts/test-rules';
import type { RequestUser } from '../common/current-user.decorator';
import { AttemptEntity } from './attempt.entity';
import type { FamilyPolicy } from './family-policy';

/** The attempt a test token names (for save, end and a question to staff), or one of the caller's by id. */
@Injectable()
export class AttemptLookupService {
  constructor(
    @InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>,
    private readonly tokens: TokenService,
  ) {}

  /** The token's claims, if it is valid, the caller's and for this family; else 403 (`field` names the token). */
  claims(user: RequestUser, policy: FamilyPolicy, token: string, field: 'test' | 'jwt'): TestTokenClaims {
    const claims = this.tokens.verifyTest(token);
    if (!claims) throw invalidTestToken(`Netinkamas testo raktas (${field})`);
    if (claims.accountId !== user.id)
      throw new ApiError(403, 'foreign-test-token', 'Šis testas priklauso kitam vartotojui');
    // A test token from before a password reset is from a session that ended, as its access token is (the
    // access token's version is checked against the account by the guard or the route's own statement).
    if (claims.tokenVersion !== user.tokenVersion) throw sessionEnded();
    if (claims.family !== policy.family)
      throw new ApiError(403, 'wrong-family', 'Testas priklauso kitai testų rūšiai');
    return claims;
  }

  /** The attempt the token names, under the same rules as claims(). */
  async byToken(
    user: RequestUser,
    policy: FamilyPolicy,
    token: string,
    field: 'test' | 'jwt',
    claims = this.claims(user, policy, token, field),
  ): Promise<AttemptEntity> {
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
