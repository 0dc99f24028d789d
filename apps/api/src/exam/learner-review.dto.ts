import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ASK_QUESTION_TEXT_MAX,
  askAboutAttemptSchema,
  ATTEMPT_PAGE_SIZE_MAX,
  type AskAboutAttemptRequest,
} from '@portal/contracts';
import { IsOptional, Matches } from 'class-validator';
import { ZodSchema } from '../common/zod-schema';

/** `GET attempts?page=&size=`: whole positive numbers (the page size is capped by the service). */
export class AttemptPageQueryDto {
  @ApiPropertyOptional({ description: '1-based page', example: '1' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,5}$/, { context: { code: 'type', message: 'Puslapis: teigiamas sveikasis skaičius' } })
  page?: string;

  @ApiPropertyOptional({ description: `Items per page (at most ${ATTEMPT_PAGE_SIZE_MAX})`, example: '10' })
  @IsOptional()
  @Matches(/^[1-9]\d{0,2}$/, { context: { code: 'type', message: 'Dydis: teigiamas sveikasis skaičius' } })
  size?: string;
}

/** The rules are the shared schema (libs/contracts/src/validation/ask-question.ts). */
@ZodSchema(askAboutAttemptSchema())
export class AskAboutAttemptDto implements AskAboutAttemptRequest {
  @ApiProperty({ description: "The question's id" })
  id!: number;

  @ApiProperty({ maxLength: ASK_QUESTION_TEXT_MAX })
  klausimas!: string;
}
