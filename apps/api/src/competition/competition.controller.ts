import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type {
  CompetitionEndResponse,
  FamilyDefinition,
  Leaderboard,
  PublicContest,
  SaveTestResponse,
  ServerStatus,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../common/api-error';
import { Public } from '../common/public.decorator';
import { sendJsonCompressed } from '../common/compressed-answer';
import { SaveTestDto, TestTextsDto } from '../exam/exam.dto';
import { SwitchesService } from '../switches/switches.service';
import { CompetitionStartDto, LeaderboardQueryDto } from './competition.dto';
import { personKey } from './competition-person';
import { ContestEntriesService } from './contest-entries.service';
import { ContestRateLimit } from './contest-rate-limit';
import { ContestsService } from './contests.service';
import { TestLoadResponseDto } from '../common/response-schemas';

/**
 * The competition's public routes under `/api/<family>/`: the server check, the current contest, the leaderboard,
 * and an entrant's test (no account: the person is a name and a birth date, the test token names the entry).
 */
export class CompetitionController {
  constructor(
    protected readonly family: string,
    protected readonly switches: SwitchesService,
    protected readonly contests: ContestsService,
    protected readonly entries: ContestEntriesService,
    protected readonly limit: ContestRateLimit,
  ) {}

  /** The spec's "check competition server": on only while both its server switch and the family are on. */
  protected async serverOn(): Promise<boolean> {
    return (
      (await this.switches.isEnabled('competition-server')) &&
      (await this.switches.enabledFamilies()).includes('competition')
    );
  }

  @Get('status')
  async status(): Promise<ServerStatus> {
    return { server: await this.serverOn() };
  }

  @Get('contest')
  async contest(): Promise<PublicContest | null> {
    const contest = await this.contests.current();
    return contest ? this.contests.toPublic(contest) : null;
  }

  @Get('leaderboard')
  leaderboard(@Query() query: LeaderboardQueryDto): Promise<Leaderboard> {
    return this.entries.leaderboard(query.difficulty ?? 'ordinary', query.entry);
  }

  @Post('tests')
  @HttpCode(200)
  @ApiOkResponse({ type: TestLoadResponseDto })
  async start(
    @Req() req: FastifyRequest,
    @Body() body: CompetitionStartDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    if (!(await this.serverOn())) throw new ApiError(503, 'competition-off', 'Konkursas šiuo metu išjungtas');
    await this.limit.take(req.ip ?? 'unknown', personKey(body.person));
    // Written as the bytes the answer made (exam/test-load-answer.ts), as every start's.
    const answer = await this.entries.start(body);
    await res.status(200).type('application/json; charset=utf-8').send(answer.toJson());
  }

  @Post('tests/save')
  @HttpCode(200)
  save(@Body() body: SaveTestDto): Promise<SaveTestResponse> {
    return this.entries.save(body);
  }

  /** The running test's questions in other languages (a start carries the test's language only; issue 30). */
  @Post('tests/texts')
  @HttpCode(200)
  @ApiOkResponse({ description: 'TestTextsResponse (libs/contracts/src/exam.ts)' })
  async texts(
    @Req() req: FastifyRequest,
    @Body() body: TestTextsDto,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await sendJsonCompressed(req, res, await this.entries.texts(body));
  }

  @Post('tests/end')
  @HttpCode(200)
  end(@Body() body: SaveTestDto): Promise<CompetitionEndResponse> {
    return this.entries.end(body);
  }
}

/** The controller routed at `/api/<def.id>/`, public (no account). */
export function competitionController(def: FamilyDefinition): Type<CompetitionController> {
  @ApiTags(def.id)
  @Public()
  @Controller(def.id)
  class FamilyCompetitionController extends CompetitionController {
    constructor(
      switches: SwitchesService,
      contests: ContestsService,
      entries: ContestEntriesService,
      limit: ContestRateLimit,
    ) {
      super(def.id, switches, contests, entries, limit);
    }
  }
  return FamilyCompetitionController;
}
