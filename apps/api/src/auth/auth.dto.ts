import { ApiProperty } from '@nestjs/swagger';
import type { LoginRequest } from '@portal/contracts';
import { IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'learner-active' })
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  username!: string;

  @ApiProperty({ example: 'learner-pass' })
  @IsDefined()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password!: string;
}
