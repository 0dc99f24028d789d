import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from '../common/api-error';
import { IS_PUBLIC } from '../common/public.decorator';
import type { RequestUser } from '../common/current-user.decorator';
import { TokenService } from './token.service';

/**
 * Global guard (NestJS recipe: everything needs a Bearer access token unless marked `@Public()`).
 * Verified here with JwtService rather than a passport-jwt strategy: passport keeps strategies in one
 * process-wide registry, and tests run several applications, each with its own database, in one process.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]))
      return true;
    const req = context.switchToHttp().getRequest<Request & { user?: RequestUser }>();
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const user = match ? this.tokens.verifyAccess(match[1]) : null;
    if (!user) throw new ApiError(401, 'unauthorized', 'Reikia prisijungti');
    req.user = user;
    return true;
  }
}
