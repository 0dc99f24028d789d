import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BIRTH_DATE_PATTERN,
  BRANCHES,
  EMAIL_FORMAT_MESSAGE_LT,
  NAME_PATTERN,
  PHONE_PATTERN,
  type ActivationRequestBody,
  type RegistrationForm,
} from '@portal/contracts';
import {
  Equals,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { IsNotBlank } from '../common/validation';

const NAME_RULE = { context: { code: 'pattern', message: 'Leidžiamos tik raidės, brūkšnelis ir tarpas' } };

/** Registration form, core spec section 5. The real-date and branch-per-family checks are in EnrollmentService. */
export class RegisterDto implements RegistrationForm {
  @ApiProperty({ example: 'Jonas' })
  @IsDefined()
  @IsString()
  @IsNotBlank()
  @MaxLength(100)
  @Matches(NAME_PATTERN, NAME_RULE)
  vardas!: string;

  @ApiProperty({ example: 'Žemaitis' })
  @IsDefined()
  @IsString()
  @IsNotBlank()
  @MaxLength(100)
  @Matches(NAME_PATTERN, NAME_RULE)
  pavarde!: string;

  @ApiProperty({ example: '1990-05-17' })
  @IsDefined()
  @IsString()
  @IsNotBlank()
  @Matches(BIRTH_DATE_PATTERN, { context: { code: 'date', message: 'Data turi būti formatu YYYY-MM-DD' } })
  gdata!: string;

  @ApiProperty({ example: '+37060000000' })
  @IsDefined()
  @IsString()
  @IsNotBlank()
  @MaxLength(25)
  @Matches(PHONE_PATTERN, { context: { code: 'pattern', message: 'Netinkamas telefono numeris' } })
  telefonas!: string;

  @ApiProperty({ example: 'jonas@example.com' })
  @IsDefined()
  @IsString()
  @IsNotBlank()
  @MaxLength(254, { context: { code: 'email', message: EMAIL_FORMAT_MESSAGE_LT } })
  @IsEmail({}, { context: { code: 'email', message: EMAIL_FORMAT_MESSAGE_LT } })
  email!: string;

  @ApiProperty({ example: 6, description: 'Branch id (BRANCHES); the code family takes only 15 or 10' })
  @IsDefined()
  @IsInt()
  @IsIn(BRANCHES.map((b) => b.id), { context: { code: 'range', message: 'Pasirinkite filialą iš sąrašo' } })
  filialas!: number;

  @ApiProperty({ example: true })
  @IsDefined({ context: { code: 'consent', message: 'Būtina sutikti su privatumo politika' } })
  @IsBoolean()
  @Equals(true, { context: { code: 'consent', message: 'Būtina sutikti su privatumo politika' } })
  agree!: boolean;
}

export class ActivationRequestDto implements ActivationRequestBody {
  @ApiProperty()
  @IsDefined()
  @IsString()
  @Matches(/\S/, { context: { code: 'required', message: 'Privalomas laukas' } })
  @MaxLength(2000)
  text!: string;

  @ApiPropertyOptional({ enum: ['activation', 'more-tests'] })
  @IsOptional()
  @IsIn(['activation', 'more-tests'])
  kind?: 'activation' | 'more-tests';
}
