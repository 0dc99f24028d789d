import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { AccountsService } from '../accounts/accounts.service';
import { ApiError } from '../common/api-error';
import { IS_PUBLIC } from '../common/public.decorator';
import type { RequestUser } from '../common/current-user.decorator';
import { ACCOUNT_CHECKED_BY_HANDLER, accountDisabled, sessionEnded } from './account-check';
import { TokenService } from './token.service';

export type AuthedRequest = FastifyRequest & { user?: RequestUser };

/**
 * Global guard (NestJS recipe: everything needs a Bearer access token unless marked `@Public()`).
 * Verified here with JwtService rather than a passport-jwt strategy: passport keeps strategies in one
 * process-wide registry, and tests run several applications, each with its own database, in one process.
 *
 * An access token lives 12 h, so the account is read too (by primary key, on every request and every API
 * instance, no cache): a disabled account loses every action at once (403 `account-disabled`), a token signed
 * before the password was reset or changed is refused (401: its `tv` is not the account's token version), and
 * the roles on the request are the database's. Routes marked `@AccountCheckedByHandler()` do that check themselves.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly accounts: AccountsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? this.tokens.verifyAccess(match[1]) : null;
    if (!user) throw new ApiError(401, 'unauthorized', 'Reikia prisijungti');
    if (!this.reflector.getAllAndOverride<string>(ACCOUNT_CHECKED_BY_HANDLER, targets)) {
      const account = await this.accounts.accessOf(user.id);
      if (!account || account.tokenVersion !== user.tokenVersion) throw sessionEnded();
      if (account.disabled) throw accountDisabled();
      user.roles = account.roles;
      user.rolesFromDatabase = true;
    }
    req.user = user;
    return true;
  }
}
