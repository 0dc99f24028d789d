import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  ExaminerExamRecord,
  ExaminerExamSummary,
  ExaminerRosterEntry,
  ExaminerSubTopicMapping,
  Page,
} from '@portal/contracts';
import { IdParamPipe } from '../common/api-validation.pipe';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { PageQueryDto } from '../common/paging';
import { Roles } from '../common/roles.decorator';
import { ExaminerExamsQueryDto, ExaminerMappingDto, ExaminerRosterDto } from './examiner.dto';
import { ExaminerQuestionsService } from './examiner-questions.service';
import { ExaminerStaffService } from './examiner-staff.service';

/** Staff's examiner work: the roster, the sub-topic → category mapping, the exam records. Learners get 403. */
@ApiTags('staff')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/examiner')
export class ExaminerStaffController {
  constructor(
    private readonly staff: ExaminerStaffService,
    private readonly questions: ExaminerQuestionsService,
  ) {}

  @Get('roster')
  roster(@Query() query: PageQueryDto): Promise<Page<ExaminerRosterEntry>> {
    return this.staff.listRoster(query);
  }

  @Post('roster')
  add(@CurrentUser() user: RequestUser, @Body() body: ExaminerRosterDto): Promise<ExaminerRosterEntry> {
    return this.staff.addToRoster(body, user);
  }

  @Delete('roster/:id')
  @HttpCode(204)
  remove(@CurrentUser() user: RequestUser, @Param('id', IdParamPipe) id: number): Promise<void> {
    return this.staff.removeFromRoster(id, user);
  }

  @Get('sub-topics')
  subTopics(): Promise<ExaminerSubTopicMapping[]> {
    return this.questions.list();
  }

  @Put('sub-topics')
  setSubTopic(
    @CurrentUser() user: RequestUser,
    @Body() body: ExaminerMappingDto,
  ): Promise<ExaminerSubTopicMapping> {
    return this.questions.set(body.sub, body.categories, user);
  }

  @Get('exams')
  exams(@Query() query: ExaminerExamsQueryDto): Promise<Page<ExaminerExamSummary>> {
    const egzamin = query.egzamin === undefined ? undefined : query.egzamin === 'true';
    return this.staff.listExams({ page: query.page, pageSize: query.pageSize, egzamin });
  }

  @Get('exams/:id')
  exam(@Param('id', IdParamPipe) id: number): Promise<ExaminerExamRecord> {
    return this.staff.record(id);
  }
}
