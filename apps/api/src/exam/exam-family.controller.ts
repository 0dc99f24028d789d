import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Req,
  Res,
  type Type,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  ActivationRecord,
  ActivationRequestResponse,
  AskQuestionResponse,
  AttemptPage,
  AttemptReview,
  Category,
  EndTestResponse,
  FamilyDefinition,
  MyQuestion,
  MyQuestionsResponse,
  SaveTestResponse,
} from '@portal/contracts';
import { AccountCheckedByHandler } from '../auth/account-check';
import { sendJsonCompressed } from '../common/compressed-answer';
import { IdParamPipe } from '../common/api-validation.pipe';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { ActivationRequestDto, RegisterDto } from '../enrollment/enrollment.dto';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { AttemptsService } from './attempts.service';
import { ExamStatisticsService } from './exam-statistics.service';
import { AskQuestionDto, SaveTestDto, StartTestDto, TestTextsDto } from './exam.dto';
import type { FamilyPolicy } from './family-policy';
import { LearnerQuestionsService } from './learner-questions.service';
import { AskAboutAttemptDto, AttemptPageQueryDto } from './learner-review.dto';
import { LearnerReviewService } from './learner-review.service';
import { QuestionDrawService } from './question-draw.service';
import { EndTestResponseDto, SaveTestResponseDto, TestLoadResponseDto } from '../common/response-schemas';

/** The policy of the family whose module provides it (see ExamFamilyModule.forFamily). */
export const FAMILY_POLICY = Symbol('FAMILY_POLICY');

/**
 * Every exam family's routes under `/api/<family>/`: enrollment (check, register, activation-requests) and the
 * test (categories, tests, tests/save, tests/end, questions), and the learner's past: attempts (history, review,
 * a question from the review) and my-questions (with the replies' read state). Always the caller's own. Not routed itself: examFamilyController makes one
 * subclass per family; the services do the work.
 */
@ApiBearerAuth()
export class ExamFamilyController {
  constructor(
    @Inject(FAMILY_POLICY) protected readonly policy: FamilyPolicy,
    protected readonly attempts: AttemptsService,
    protected readonly draws: QuestionDrawService,
    protected readonly statistics: ExamStatisticsService,
    protected readonly learnerQuestions: LearnerQuestionsService,
    protected readonly enrollment: EnrollmentService,
    protected readonly reviews: LearnerReviewService,
  ) {}

  /**
   * The spec's `check`: activation record with statistics; ends a timed-out attempt first. A disabled account
   * gets its record with `token: 'logout'` (the spec's forced sign-out) and nothing else happens.
   */
  @Post('check')
  @HttpCode(200)
  @AccountCheckedByHandler("answers token 'logout' to a disabled account; 401 to a session that ended")
  async check(@CurrentUser() user: RequestUser): Promise<ActivationRecord> {
    if (await this.enrollment.isEnabled(user)) await this.attempts.finishExpired(user.id, this.policy);
    return this.record(user);
  }

  @Post('register')
  @HttpCode(200)
  async register(@CurrentUser() user: RequestUser, @Body() body: RegisterDto): Promise<ActivationRecord> {
    await this.enrollment.register(user.id, this.policy, body);
    return this.record(user);
  }

  @Post('activation-requests')
  @HttpCode(200)
  async requestActivation(
    @CurrentUser() user: RequestUser,
    @Body() body: ActivationRequestDto,
  ): Promise<ActivationRequestResponse> {
    return { result: await this.enrollment.requestActivation(user.id, this.policy.family, body) };
  }

  @Get('categories')
  categories(): Promise<Category[]> {
    return this.draws.listCategories(this.policy.family);
  }

  /** Starts a test in a category, or resumes the open one (status 'RESUMED', time left by the server's deadline). */
  @Post('tests')
  @HttpCode(200)
  @AccountCheckedByHandler('its first read takes the account with the enrollment and the open attempt')
  @ApiOkResponse({ type: TestLoadResponseDto })
  async start(
    @CurrentUser() user: RequestUser,
    @Body() body: StartTestDto,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    // Written as the bytes the answer made (test-load-answer.ts), not through JSON.stringify again, and compressed
    // off the event loop when the client accepts it (the start answer's 20 KB budget on the wire, issue 30).
    const answer = await this.attempts.start(user, this.policy, body);
    await sendJsonCompressed(req, res, answer.toJson());
  }

  @Post('tests/save')
  @HttpCode(200)
  @ApiOkResponse({ type: SaveTestResponseDto })
  @AccountCheckedByHandler('its one UPDATE requires the account enabled')
  save(@CurrentUser() user: RequestUser, @Body() body: SaveTestDto): Promise<SaveTestResponse> {
    return this.attempts.save(user, this.policy, body);
  }

  /**
   * The running test's questions in other languages (the start carries the test's language only; issue 30): the
   * runner asks when the learner switches language, and for the rest in the background for offline use.
   */
  @Post('tests/texts')
  @HttpCode(200)
  @ApiOkResponse({ description: 'TestTextsResponse (libs/contracts/src/exam.ts)' })
  async texts(
    @CurrentUser() user: RequestUser,
    @Body() body: TestTextsDto,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await sendJsonCompressed(req, res, await this.attempts.texts(user, this.policy, body));
  }

  @Post('tests/end')
  @HttpCode(200)
  @ApiOkResponse({ type: EndTestResponseDto })
  @AccountCheckedByHandler('its recording UPDATE requires the account enabled; every other answer asks first')
  end(@CurrentUser() user: RequestUser, @Body() body: SaveTestDto): Promise<EndTestResponse> {
    return this.attempts.end(user, this.policy, body);
  }

  @Post('questions')
  @HttpCode(200)
  ask(@CurrentUser() user: RequestUser, @Body() body: AskQuestionDto): Promise<AskQuestionResponse> {
    return this.learnerQuestions.ask(user, this.policy, body);
  }

  // ---- the learner's past tests and questions (issue 13) ----

  /** Own ended attempts, newest first, paged (`page` 1-based, `size` at most ATTEMPT_PAGE_SIZE_MAX). */
  @Get('attempts')
  history(@CurrentUser() user: RequestUser, @Query() query: AttemptPageQueryDto): Promise<AttemptPage> {
    const size = query.size === undefined ? undefined : Number(query.size);
    return this.reviews.history(user, this.policy, Number(query.page ?? 1), size);
  }

  /** An own ENDED attempt with ticks, key, explanations and comments; 409 while open, 404 if not one's own. */
  @Get('attempts/:id/review')
  review(@CurrentUser() user: RequestUser, @Param('id', IdParamPipe) id: number): Promise<AttemptReview> {
    return this.reviews.review(user, this.policy, id);
  }

  /** Ask staff from the review (the one question per attempt, as `questions` with the test token). */
  @Post('attempts/:id/question')
  @HttpCode(200)
  askAbout(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: AskAboutAttemptDto,
  ): Promise<AskQuestionResponse> {
    return this.learnerQuestions.askAbout(user, this.policy, id, body);
  }

  @Get('my-questions')
  myQuestions(@CurrentUser() user: RequestUser): Promise<MyQuestionsResponse> {
    return this.learnerQuestions.mine(user.id, this.policy.family);
  }

  @Post('my-questions/:id/read')
  @HttpCode(200)
  markRead(@CurrentUser() user: RequestUser, @Param('id', IdParamPipe) id: number): Promise<MyQuestion> {
    return this.learnerQuestions.markRead(user.id, this.policy.family, id);
  }

  private async record(user: RequestUser): Promise<ActivationRecord> {
    const stats = await this.statistics.stats(user.id, this.policy);
    return this.enrollment.record(user.id, this.policy.family, stats);
  }
}

/**
 * The controller of one family: `@Controller('<id>')` and `@ApiTags('<id>')` on a subclass of its own, named
 * `<Id>Controller` (Nest routes by class, and Swagger names operations and Nest tells dynamic modules apart by
 * class name). The constructor and the routes are inherited.
 */
export function examFamilyController(def: FamilyDefinition): Type<ExamFamilyController> {
  const name = `${def.id.charAt(0).toUpperCase()}${def.id.slice(1)}Controller`;
  const cls = { [name]: class extends ExamFamilyController {} }[name];
  ApiTags(def.id)(cls);
  Controller(def.id)(cls);
  return cls;
}
