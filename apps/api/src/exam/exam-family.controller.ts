import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type {
  ActivationRecord,
  ActivationRequestResponse,
  AskQuestionResponse,
  Category,
  EndTestResponse,
  SaveTestResponse,
  TestLoadResponse,
} from '@portal/contracts';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { ActivationRequestDto, RegisterDto } from '../enrollment/enrollment.dto';
import { EnrollmentService } from '../enrollment/enrollment.service';
import { AskQuestionDto, SaveTestDto, StartTestDto } from './exam.dto';
import { ExamEngineService } from './exam-engine.service';
import type { FamilyPolicy } from './family-policy';

/**
 * Every exam family's routes under `/api/<family>/`: enrollment (check, register, activation-requests) and the
 * test (categories, tests, tests/save, tests/end, questions). A family module subclasses this with its own
 * `@Controller('<family>')` and policy; the engine and the enrollment service do the work.
 */
@ApiBearerAuth()
export abstract class ExamFamilyController {
  protected constructor(
    protected readonly policy: FamilyPolicy,
    protected readonly engine: ExamEngineService,
    protected readonly enrollment: EnrollmentService,
  ) {}

  /** The spec's `check`: activation record with statistics; ends a timed-out attempt first. */
  @Post('check')
  @HttpCode(200)
  async check(@CurrentUser() user: RequestUser): Promise<ActivationRecord> {
    await this.engine.finishExpired(user.id, this.policy.family, this.policy);
    return this.enrollment.record(user.id, this.policy.family, await this.engine.stats(user.id, this.policy));
  }

  @Post('register')
  @HttpCode(200)
  async register(@CurrentUser() user: RequestUser, @Body() body: RegisterDto): Promise<ActivationRecord> {
    await this.enrollment.register(user.id, this.policy, body);
    return this.enrollment.record(user.id, this.policy.family, await this.engine.stats(user.id, this.policy));
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
    return this.engine.listCategories(this.policy.family);
  }

  /** Starts a test in a category, or resumes the open one (status 'RESUMED', time left by the server's deadline). */
  @Post('tests')
  @HttpCode(200)
  start(@CurrentUser() user: RequestUser, @Body() body: StartTestDto): Promise<TestLoadResponse> {
    return this.engine.start(user, this.policy, body);
  }

  @Post('tests/save')
  @HttpCode(200)
  save(@CurrentUser() user: RequestUser, @Body() body: SaveTestDto): Promise<SaveTestResponse> {
    return this.engine.save(user, this.policy, body);
  }

  @Post('tests/end')
  @HttpCode(200)
  end(@CurrentUser() user: RequestUser, @Body() body: SaveTestDto): Promise<EndTestResponse> {
    return this.engine.end(user, this.policy, body);
  }

  @Post('questions')
  @HttpCode(200)
  ask(@CurrentUser() user: RequestUser, @Body() body: AskQuestionDto): Promise<AskQuestionResponse> {
    return this.engine.ask(user, this.policy, body);
  }
}
