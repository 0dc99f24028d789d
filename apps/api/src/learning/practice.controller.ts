import { Body, HttpCode, Inject, Post, Req, Res, Controller, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FamilyDefinition, PracticeAnswerResponse } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonCompressed } from '../common/compressed-answer';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { FAMILY_POLICY } from '../exam/exam-family.controller';
import type { FamilyPolicy } from '../exam/family-policy';
import { PracticeAnswerDto, PracticeStartDto } from './practice.dto';
import { PracticeService } from './practice.service';
import { TestLoadResponseDto } from '../common/response-schemas';

/**
 * A family's practice and review sessions under `/api/<family>/practice` (issue 26). Not routed itself:
 * practiceController makes one subclass per family, with the family's topic ids.
 */
@ApiBearerAuth()
export class PracticeController {
  /** The family definition's topic ids (set by the subclass). */
  protected readonly topicIds: readonly string[] = [];

  constructor(
    @Inject(FAMILY_POLICY) protected readonly policy: FamilyPolicy,
    protected readonly practice: PracticeService,
  ) {}

  /** Starts a session (the test-load answer), or resumes the open one that asks for the same. */
  @Post('practice')
  @HttpCode(200)
  @ApiOkResponse({ type: TestLoadResponseDto })
  async start(
    @CurrentUser() user: RequestUser,
    @Body() body: PracticeStartDto,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const answer = await this.practice.start(user, this.policy, this.topicIds, body);
    await sendJsonCompressed(req, res, answer.toJson());
  }

  /** Checks one answer of the session at once: the verdict, the key and the explanation. */
  @Post('practice/answer')
  @HttpCode(200)
  answer(@CurrentUser() user: RequestUser, @Body() body: PracticeAnswerDto): Promise<PracticeAnswerResponse> {
    return this.practice.answer(user, this.policy, body);
  }
}

/** The practice controller of one family: `<Id>PracticeController` under `@Controller('<id>')`. */
export function practiceController(def: FamilyDefinition): Type<PracticeController> {
  const name = `${def.id.charAt(0).toUpperCase()}${def.id.slice(1)}PracticeController`;
  const topicIds = def.topics.map((t) => t.id);
  const cls = {
    [name]: class extends PracticeController {
      protected override readonly topicIds = topicIds;
    },
  }[name];
  ApiTags(def.id)(cls);
  Controller(def.id)(cls);
  return cls;
}
