import { fieldGate } from '@portal/contracts';
import * as z from 'zod';
import { zodDto } from '../common/zod-schema';

/** Sign-in: the name and password as typed (not trimmed: a password may begin with a space). */
export const loginSchema = () =>
  z.strictObject({
    username: z
      .string()
      .refine((s) => s !== '', fieldGate('required'))
      .max(100)
      .meta({ example: 'learner-active' }),
    password: z
      .string()
      .refine((s) => s !== '', fieldGate('required'))
      .max(200)
      .meta({ example: 'learner-pass' }),
  });

export class LoginDto extends zodDto(loginSchema()) {}
