import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { EndTestResponse, ExaminerStatus, SaveTestResponse } from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/public.decorator';
import { sendJsonCompressed } from '../common/compressed-answer';
import { SaveTestDto, TestTextsDto } from '../exam/exam.dto';
import { ExaminerStartDto } from './examiner.dto';
import { ExaminerTestsService } from './examiner-tests.service';
import { TestLoadResponseDto } from '../common/response-schemas';

/**
 * Examiner mode's public calls (second spec section 7: check server, get examiner test, save, end). No account:
 * a training test is anyone's; an exam is a rostered candidate's (registration number and birth date).
 */
@ApiTags('examiner')
@Public()
@Controller('examiner')
export class ExaminerController {
  constructor(private readonly tests: ExaminerTestsService) {}

  @Get('status')
  async status(): Promise<ExaminerStatus> {
    return { server: await this.tests.serverOn() };
  }

  /** Starts a test, or resumes the candidate's open exam (or this browser's open training test). */
  @Post('tests')
  @HttpCode(200)
  @ApiOkResponse({ type: TestLoadResponseDto })
  async start(
    @Body() body: ExaminerStartDto,
    @Ip() address: string,
    @Res() res: FastifyReply,
  ): Promise<void> {
    // Written as the bytes the answer made (exam/test-load-answer.ts), as every start's.
    const answer = await this.tests.start(body, address);
    await res.status(200).type('application/json; charset=utf-8').send(answer.toJson());
  }

  @Post('tests/save')
  @HttpCode(200)
  save(@Body() body: SaveTestDto): Promise<SaveTestResponse> {
    return this.tests.save(body);
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
    await sendJsonCompressed(req, res, await this.tests.texts(body));
  }

  @Post('tests/end')
  @HttpCode(200)
  end(@Body() body: SaveTestDto): Promise<EndTestResponse> {
    return this.tests.end(body);
  }
}
