import { Injectable } from '@nestjs/common';
import type { AuthUser, Language, LoginResponse } from '@portal/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { passwordMatches } from '../accounts/password-hash';
import { ApiError } from '../common/api-error';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly tokens: TokenService,
  ) {}

  // Compared against when the username is unknown, so both failures take about the same time.
  private dummyHash?: Promise<string>;

  async login(username: string, password: string): Promise<LoginResponse> {
    const account = await this.accounts.findForLogin(username);
    this.dummyHash ??= this.accounts.hashPassword('not-a-password');
    const ok = await passwordMatches(password, account?.passwordHash ?? (await this.dummyHash));
    if (!account || !account.passwordHash || !ok) {
      throw new ApiError(401, 'bad-credentials', 'Neteisingas prisijungimo vardas arba slaptažodis');
    }
    // Said only to someone who knows the password: a wrong one stays the generic answer above.
    if (account.disabled) {
      throw new ApiError(403, 'account-disabled', 'Paskyra išjungta. Kreipkitės į vairavimo mokyklą.');
    }
    await this.tokens.signedIn(account.id);
    return {
      accessToken: this.tokens.signAccess(account),
      user: this.accounts.toAuthUser(account),
    };
  }

  /** The account, its exam language (one the school no longer offers reads as not chosen) and the school's. */
  async me(accountId: number, examLanguages: Language[]): Promise<AuthUser> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new ApiError(401, 'unauthorized', 'Reikia prisijungti');
    const chosen = account.examLanguage;
    return {
      ...this.accounts.toAuthUser(account),
      examLanguage: chosen && examLanguages.includes(chosen) ? chosen : null,
      examLanguages,
    };
  }
}
