import { activationRequestSchema, registrationFormSchema } from '@portal/contracts';
import { zodDto } from '../common/zod-schema';

// The rules are the shared schemas of libs/contracts/src/validation; these classes name the bodies for the routes
// and the OpenAPI document.

/**
 * Registration form, core spec section 5. The pipe checks the shape (any branch, a real date since 1900); the
 * service checks again with the family's branches and today's date.
 */
export class RegisterDto extends zodDto(registrationFormSchema()) {}

export class ActivationRequestDto extends zodDto(activationRequestSchema()) {}
