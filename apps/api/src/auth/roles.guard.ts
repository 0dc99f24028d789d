import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@portal/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { ApiError } from '../common/api-error';
import type { RequestUser } from '../common/current-user.decorator';
import { ROLES } from '../common/roles.decorator';

/**
 * Global guard after JwtAuthGuard: a route marked `@Roles('staff')` answers 403 to anyone else. The roles are
 * the database's, not the token's, so a staff member who is demoted or disabled loses access at once rather
 * than when the token expires (JwtAuthGuard read them already, unless the route opted out of that read).
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: RequestUser }>().user;
    const account = !user
      ? null
      : user.rolesFromDatabase
        ? { disabled: false, roles: user.roles }
        : await this.accounts.accessOf(user.id);
    if (!account || account.disabled || !roles.some((role) => account.roles.includes(role))) {
      throw new ApiError(403, 'staff-only', 'Tik darbuotojams');
    }
    return true;
  }
}
