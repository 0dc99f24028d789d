import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@portal/contracts';

/** What the JWT guard puts on the request: only what the signed access token says. */
export interface RequestUser {
  id: number;
  roles: Role[];
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): RequestUser =>
    ctx.switchToHttp().getRequest<{ user: RequestUser }>().user,
);
