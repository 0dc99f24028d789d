import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  AuthUser,
  StaffActivationRequest,
  StaffEnrollment,
  StaffLearnerQuestion,
} from '@portal/contracts';
import { AccountsService } from '../accounts/accounts.service';
import { IdParamPipe } from '../common/api-validation.pipe';
import { Roles } from '../common/roles.decorator';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { LearnerQuestionsService } from '../exam/learner-questions.service';
import {
  ActivateDto,
  CreateAccountDto,
  EnrollmentQueryDto,
  FamilyQueryDto,
  QuestionsQueryDto,
  RejectDto,
  ReplyDto,
  SetDisabledDto,
} from './staff.dto';

const STATUS_NAMES: Record<string, number | 'rejected'> = { pending: 0, active: 1, rejected: 'rejected' };

/** Staff work: accounts, the activation queue, activation requests, learners' questions. Learners get 403. */
@ApiTags('staff')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff')
export class StaffController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly enrollment: EnrollmentService,
    private readonly learnerQuestions: LearnerQuestionsService,
  ) {}

  @Post('accounts')
  async createAccount(@Body() body: CreateAccountDto): Promise<AuthUser> {
    const account = await this.accounts.createLocal({
      ...body,
      name: body.name.trim(),
      email: body.email ?? null,
    });
    return this.accounts.toAuthUser(account);
  }

  /** Disabling makes the account's next `check` answer token 'logout' (spec) and refuses sign-in and tests. */
  @Post('accounts/:id/disabled')
  @HttpCode(200)
  async setDisabled(@Param('id', IdParamPipe) id: number, @Body() body: SetDisabledDto): Promise<AuthUser> {
    return this.accounts.toAuthUser(await this.accounts.setDisabled(id, body.disabled));
  }

  @Get('enrollments')
  enrollments(@Query() query: EnrollmentQueryDto): Promise<StaffEnrollment[]> {
    const status =
      query.status === undefined ? undefined : (STATUS_NAMES[query.status] ?? Number(query.status));
    return this.enrollment.list(query.family, status);
  }

  @Post('enrollments/:id/activate')
  @HttpCode(200)
  activate(@Param('id', IdParamPipe) id: number, @Body() body: ActivateDto): Promise<StaffEnrollment> {
    return this.enrollment.activate(id, body.validFrom, body.validTo, body.tests, body.info);
  }

  @Post('enrollments/:id/reject')
  @HttpCode(200)
  reject(@Param('id', IdParamPipe) id: number, @Body() body: RejectDto): Promise<StaffEnrollment> {
    return this.enrollment.reject(id, body.valid, body.text);
  }

  @Get('activation-requests')
  activationRequests(@Query() query: FamilyQueryDto): Promise<StaffActivationRequest[]> {
    return this.enrollment.listRequests(query.family);
  }

  @Get('questions')
  questions(@Query() query: QuestionsQueryDto): Promise<StaffLearnerQuestion[]> {
    return this.learnerQuestions.list(
      query.family,
      query.answered === undefined ? undefined : query.answered === 'true',
    );
  }

  @Post('questions/:id/reply')
  @HttpCode(200)
  reply(@Param('id', IdParamPipe) id: number, @Body() body: ReplyDto): Promise<StaffLearnerQuestion> {
    return this.learnerQuestions.reply(id, body.text);
  }
}
