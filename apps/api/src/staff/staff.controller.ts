import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  AuditEntry,
  AuthUser,
  Page,
  StaffAccountDetail,
  StaffAccountSummary,
  StaffActivationRequest,
  StaffEnrollment,
  StaffLearnerQuestion,
  StaffPasswordResetResponse,
} from '@portal/contracts';
import { IdParamPipe } from '../common/api-validation.pipe';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { LearnerQuestionsService } from '../exam/learner-questions.service';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffAuditService } from './staff-audit.service';
import {
  AccountQueryDto,
  ActivateDto,
  AuditQueryDto,
  CreateAccountDto,
  EnrollmentQueryDto,
  HandleRequestDto,
  PasswordResetDto,
  QuestionsQueryDto,
  RejectDto,
  ReplyDto,
  RequestsQueryDto,
  SetDisabledDto,
  StaffRoleDto,
} from './staff.dto';

const STATUS_NAMES: Record<string, number | 'rejected'> = { pending: 0, active: 1, rejected: 'rejected' };

const asBoolean = (value: 'true' | 'false' | undefined) =>
  value === undefined ? undefined : value === 'true';

/**
 * Staff work: accounts, the activation queue, activation requests, learners' questions, the audit trail. Learners
 * get 403. Every list is paged (`page`, `pageSize`; the answer is a Page with the total); every change writes one
 * audit row (the acting staff account is the request's user).
 */
@ApiTags('staff')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff')
export class StaffController {
  constructor(
    private readonly accounts: StaffAccountsService,
    private readonly enrollment: EnrollmentService,
    private readonly learnerQuestions: LearnerQuestionsService,
    private readonly audit: StaffAuditService,
  ) {}

  // ---- accounts ----

  @Get('accounts')
  listAccounts(@Query() query: AccountQueryDto): Promise<Page<StaffAccountSummary>> {
    return this.accounts.list({ ...query, disabled: asBoolean(query.disabled) }, query);
  }

  @Get('accounts/:id')
  account(@Param('id', IdParamPipe) id: number): Promise<StaffAccountDetail> {
    return this.accounts.detail(id);
  }

  @Post('accounts')
  createAccount(@CurrentUser() user: RequestUser, @Body() body: CreateAccountDto): Promise<AuthUser> {
    return this.accounts.create(user, { ...body, name: body.name.trim(), email: body.email ?? null });
  }

  /** Disabling makes the account's next `check` answer token 'logout' (spec) and refuses sign-in and tests. */
  @Post('accounts/:id/disabled')
  @HttpCode(200)
  setDisabled(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SetDisabledDto,
  ): Promise<AuthUser> {
    return this.accounts.setDisabled(user, id, body.disabled);
  }

  @Post('accounts/:id/password-reset')
  @HttpCode(200)
  resetPassword(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: PasswordResetDto,
  ): Promise<StaffPasswordResetResponse> {
    return this.accounts.resetPassword(user, id, body.mode);
  }

  @Post('accounts/:id/staff-role')
  @HttpCode(200)
  setStaffRole(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: StaffRoleDto,
  ): Promise<AuthUser> {
    return this.accounts.setStaffRole(user, id, body.staff);
  }

  // ---- registrations ----

  @Get('enrollments')
  enrollments(@Query() query: EnrollmentQueryDto): Promise<Page<StaffEnrollment>> {
    const status =
      query.status === undefined ? undefined : (STATUS_NAMES[query.status] ?? Number(query.status));
    return this.enrollment.list({ family: query.family, status }, query);
  }

  @Post('enrollments/:id/activate')
  @HttpCode(200)
  activate(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ActivateDto,
  ): Promise<StaffEnrollment> {
    return this.enrollment.activate(user, id, body.validFrom, body.validTo, body.tests, body.info);
  }

  @Post('enrollments/:id/reject')
  @HttpCode(200)
  reject(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: RejectDto,
  ): Promise<StaffEnrollment> {
    return this.enrollment.reject(user, id, body.valid, body.text);
  }

  // ---- learners' requests ----

  /** The open requests by default (`handled=true`: the handled ones), each with the learner's current standing. */
  @Get('activation-requests')
  activationRequests(@Query() query: RequestsQueryDto): Promise<Page<StaffActivationRequest>> {
    return this.enrollment.listRequests(
      { family: query.family, handled: asBoolean(query.handled) ?? false },
      query,
    );
  }

  /** Grant (tests and days ADDED to the current ones) or dismiss; either way the request is handled. */
  @Post('activation-requests/:id/handle')
  @HttpCode(200)
  handleRequest(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: HandleRequestDto,
  ): Promise<StaffActivationRequest> {
    return this.enrollment.handleRequest(user, id, body);
  }

  // ---- learners' questions ----

  @Get('questions')
  questions(@Query() query: QuestionsQueryDto): Promise<Page<StaffLearnerQuestion>> {
    return this.learnerQuestions.list({ family: query.family, answered: asBoolean(query.answered) }, query);
  }

  @Post('questions/:id/reply')
  @HttpCode(200)
  reply(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: ReplyDto,
  ): Promise<StaffLearnerQuestion> {
    return this.learnerQuestions.reply(user, id, body.text);
  }

  // ---- audit trail ----

  @Get('audit')
  auditTrail(@Query() query: AuditQueryDto): Promise<Page<AuditEntry>> {
    return this.audit.list(query, query);
  }
}
