import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { StaffBankSummary } from '@portal/contracts';
import { Roles } from '../common/roles.decorator';
import { BankQuestionsService } from './bank-questions.service';

/** `GET /api/staff/banks`: every bank with its question count and translation coverage (docs/api.md). */
@ApiTags('staff banks')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/banks')
export class BankListController {
  constructor(private readonly questions: BankQuestionsService) {}

  @Get()
  list(): Promise<StaffBankSummary[]> {
    return this.questions.summaries();
  }
}
