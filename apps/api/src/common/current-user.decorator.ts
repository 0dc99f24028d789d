import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@portal/contracts';

/** What the JWT guard puts on the request: the signed access token's account, and its roles. */
export interface RequestUser {
  id: number;
  roles: Role[];
  /** The account's token version the access token was signed with (0 in tokens signed before there was one). */
  tokenVersion: number;
  /** The roles were read from the database by this request's guard (else they are the token's). */
  rolesFromDatabase?: boolean;
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): RequestUser =>
    ctx.switchToHttp().getRequest<{ user: RequestUser }>().user,
);
