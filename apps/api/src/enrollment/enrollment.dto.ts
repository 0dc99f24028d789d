import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACTIVATION_REQUEST_KINDS,
  NAME_MAX_LENGTH,
  activationRequestSchema,
  registrationFormSchema,
  type ActivationRequestBody,
  type RegistrationForm,
} from '@portal/contracts';
import { ZodSchema } from '../common/zod-schema';

// The rules are the shared schemas of libs/contracts/src/validation; these classes name the bodies for the routes
// and the OpenAPI document.

/**
 * Registration form, core spec section 5. The pipe checks the shape (any branch, a real date since 1900); the
 * service checks again with the family's branches and today's date.
 */
@ZodSchema(registrationFormSchema())
export class RegisterDto implements RegistrationForm {
  @ApiProperty({ example: 'Jonas', maxLength: NAME_MAX_LENGTH })
  vardas!: string;

  @ApiProperty({ example: 'Žemaitis', maxLength: NAME_MAX_LENGTH })
  pavarde!: string;

  @ApiProperty({ example: '1990-05-17' })
  gdata!: string;

  @ApiProperty({ example: '+37060000000' })
  telefonas!: string;

  @ApiProperty({ example: 'jonas@example.com' })
  email!: string;

  @ApiProperty({ example: 6, description: 'Branch id (BRANCHES); the code family takes only 15 or 10' })
  filialas!: number;

  @ApiProperty({ example: true })
  agree!: boolean;
}

@ZodSchema(activationRequestSchema())
export class ActivationRequestDto implements ActivationRequestBody {
  @ApiProperty()
  text!: string;

  @ApiPropertyOptional({ enum: ACTIVATION_REQUEST_KINDS })
  kind?: 'activation' | 'more-tests';
}
