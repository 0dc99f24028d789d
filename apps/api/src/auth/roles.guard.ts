import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@portal/contracts';
import { ApiError } from '../common/api-error';
import type { RequestUser } from '../common/current-user.decorator';
import { ROLES } from '../common/roles.decorator';

/** Global guard after JwtAuthGuard: a route marked `@Roles('staff')` answers 403 to anyone else. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: RequestUser }>().user;
    if (!user || !roles.some((role) => user.roles.includes(role))) {
      throw new ApiError(403, 'staff-only', 'Tik darbuotojams');
    }
    return true;
  }
}
