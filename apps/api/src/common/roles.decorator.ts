import { SetMetadata } from '@nestjs/common';
import type { Role } from '@portal/contracts';

export const ROLES = 'roles';
/** The caller needs one of these roles (checked by RolesGuard after the JWT guard). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
