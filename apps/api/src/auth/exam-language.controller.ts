import { Body, Controller, Inject, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { examLanguageSchema, type ExamLanguageResponse } from '@portal/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { FieldValidationError } from '../common/api-error';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import { zodDto } from '../common/zod-schema';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export class ExamLanguageDto extends zodDto(examLanguageSchema()) {}

/** The language the learner will sit the theory exam in (docs/decisions.md "The exam language"). */
@ApiTags('auth')
@ApiBearerAuth()
@Roles('learner')
@Controller('me')
export class ExamLanguageController {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Put('exam-language')
  async set(@CurrentUser() user: RequestUser, @Body() body: ExamLanguageDto): Promise<ExamLanguageResponse> {
    const { examLanguages } = this.config;
    if (body.language !== null && !examLanguages.includes(body.language))
      throw FieldValidationError.of(
        'language',
        'range',
        `Mokykla siūlo egzaminą šiomis kalbomis: ${examLanguages.join(', ')}`,
      );
    return { examLanguage: await this.accounts.setExamLanguage(user.id, body.language) };
  }
}
