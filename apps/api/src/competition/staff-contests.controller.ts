import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ExamFamilyId, LocalizedText, Page, StaffContest, StaffContestEntry } from '@portal/contracts';
import { IdParamPipe } from '../common/api-validation.pipe';
import { PageQueryDto } from '../common/paging';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import { CreateContestDto, ModerateEntryDto } from './competition.dto';
import { ContestsService } from './contests.service';

/** Staff run contests: create (sets frozen), open, close, see entries, hide or disqualify one. All audited. */
@ApiTags('staff')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/contests')
export class StaffContestsController {
  constructor(private readonly contests: ContestsService) {}

  @Get()
  list(@Query() query: PageQueryDto): Promise<Page<StaffContest>> {
    return this.contests.list(query);
  }

  /** The families and categories a new contest may draw its questions from. */
  @Get('sources')
  sources(): Promise<{ family: ExamFamilyId; categories: { value: string; label: LocalizedText }[] }[]> {
    return this.contests.sources();
  }

  @Post()
  create(@CurrentUser() user: RequestUser, @Body() body: CreateContestDto): Promise<StaffContest> {
    return this.contests.create(body, { id: user.id });
  }

  @Post(':id/open')
  @HttpCode(200)
  open(@CurrentUser() user: RequestUser, @Param('id', IdParamPipe) id: number): Promise<StaffContest> {
    return this.contests.setStatus(id, 'open', { id: user.id });
  }

  @Post(':id/close')
  @HttpCode(200)
  close(@CurrentUser() user: RequestUser, @Param('id', IdParamPipe) id: number): Promise<StaffContest> {
    return this.contests.setStatus(id, 'closed', { id: user.id });
  }

  @Get(':id/entries')
  entries(
    @Param('id', IdParamPipe) id: number,
    @Query() query: PageQueryDto,
  ): Promise<Page<StaffContestEntry>> {
    return this.contests.entriesOf(id, query);
  }

  @Post(':id/entries/:entryId')
  @HttpCode(200)
  moderate(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Param('entryId', IdParamPipe) entryId: number,
    @Body() body: ModerateEntryDto,
  ): Promise<StaffContestEntry> {
    return this.contests.moderate(id, entryId, body, { id: user.id });
  }
}
