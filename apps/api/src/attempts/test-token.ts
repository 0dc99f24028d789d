import { Injectable } from '@nestjs/common';
import { TokenService } from '../auth/token.service';
import { ACCOUNT_KINDS, type AttemptKind } from './attempt-kind';

/** What a test token says: which kind of test, which one, and the facts the save needs without a read. */
export interface TestTokenClaims {
  kind: AttemptKind;
  attemptId: number;
  /** The enrolled learner's account (0 for tests taken without an account). */
  accountId: number;
  /** The family the test belongs to (an enrolled family, `competition`, `examiner`). */
  family: string;
  /** The account's token version when it was signed (0 without an account, and in tokens signed before). */
  tokenVersion: number;
  /**
   * The test's fixed facts the save needs, so it reads nothing before its one UPDATE: the number of answers of each
   * question (one base-36 digit each) and the deadline (epoch ms). Absent from tokens signed before.
   */
  shape?: string;
  deadlineAt?: number;
}

/** A test token stays valid a week after its deadline: long enough to ask staff about the ended test. */
const AFTER_DEADLINE_SECONDS = 7 * 86400;

interface Payload {
  knd?: unknown;
  sub?: unknown;
  tv?: unknown;
  att?: unknown;
  fam?: unknown;
  shp?: unknown;
  dl?: unknown;
}

/**
 * The one test token of every kind of test: claims signed with the server's key (HS256, `typ: 'test'`), naming the
 * kind, so a contest's token is no examiner's and neither is a learner's. Nothing that grants access is stored: the
 * signature is the proof. Signed without an issue time, so a resumed test gets its own token again.
 */
@Injectable()
export class TestTokenCodec {
  constructor(private readonly tokens: TokenService) {}

  sign(claims: TestTokenClaims, deadlineAt: number): string {
    return this.tokens.signFixed(
      'test',
      {
        // Enrolled tokens signed before there were other kinds carry no `knd`: they stay valid as they are.
        knd: claims.kind === 'enrolled' ? undefined : claims.kind,
        sub: ACCOUNT_KINDS.has(claims.kind) ? claims.accountId : undefined,
        tv: claims.tokenVersion || undefined,
        att: claims.attemptId,
        fam: claims.family,
        shp: claims.shape,
        dl: deadlineAt,
      },
      Math.ceil(deadlineAt / 1000) + AFTER_DEADLINE_SECONDS,
    );
  }

  /** The token's claims if it is a valid test token of `kind`, else null. */
  verify(token: string, kind: AttemptKind): TestTokenClaims | null {
    const p = this.tokens.verifyTyped<Payload>(token, 'test');
    if (!p || typeof p.att !== 'number' || typeof p.fam !== 'string') return null;
    const tokenKind = typeof p.knd === 'string' ? p.knd : 'enrolled';
    if (tokenKind !== kind) return null;
    if (ACCOUNT_KINDS.has(kind) && typeof p.sub !== 'number') return null;
    return {
      kind,
      attemptId: p.att,
      accountId: typeof p.sub === 'number' ? p.sub : 0,
      family: p.fam,
      tokenVersion: typeof p.tv === 'number' ? p.tv : 0,
      shape: typeof p.shp === 'string' ? p.shp : undefined,
      deadlineAt: typeof p.dl === 'number' ? p.dl : undefined,
    };
  }
}
