import { Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../common/api-error';
import { IdParamPipe } from '../common/api-validation.pipe';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import { dataPage } from './data-page';
import { type ErasureView, PrivacyService, toErasureView } from './privacy.service';

/** The signed-in person's own data: download it, ask for its erasure, cancel that in the grace period. */
@ApiTags('privacy')
@ApiBearerAuth()
@Controller('me')
export class MyDataController {
  constructor(private readonly privacy: PrivacyService) {}

  /** `format=json` (default): a JSON file; `format=html`: a readable page. Sent as a download either way. */
  @Get('data')
  async data(
    @CurrentUser() user: RequestUser,
    @Query('format') format: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<string> {
    if (format !== undefined && format !== 'json' && format !== 'html')
      throw new ApiError(400, 'bad-format', 'format must be json or html');
    const data = await this.privacy.exportData(user.id);
    const day = data.exportedAt.slice(0, 10);
    void res.header('Cache-Control', 'no-store');
    if (format === 'html') {
      void res
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('Content-Disposition', `attachment; filename="my-data-${day}.html"`);
      return dataPage(data);
    }
    void res
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="my-data-${day}.json"`);
    return JSON.stringify(data, null, 2);
  }

  /** The pending erasure request, if any. */
  @Get('erasure')
  async state(@CurrentUser() user: RequestUser): Promise<{ request: ErasureView | null }> {
    const pending = await this.privacy.current(user.id);
    return { request: pending ? toErasureView(pending) : null };
  }

  /** Asks for erasure after the grace period (ERASURE_GRACE_DAYS); signing in again cancels it. */
  @Post('erasure')
  @HttpCode(200)
  async request(@CurrentUser() user: RequestUser): Promise<{ request: ErasureView }> {
    return { request: toErasureView(await this.privacy.request(user.id)) };
  }

  @Delete('erasure')
  async cancel(@CurrentUser() user: RequestUser): Promise<{ cancelled: boolean }> {
    return { cancelled: await this.privacy.cancel(user.id, 'request') };
  }
}

/** Staff see erasure requests and their state, and may carry one out before its grace period ends. */
@ApiTags('staff')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/erasure-requests')
export class StaffErasureController {
  constructor(private readonly privacy: PrivacyService) {}

  @Get()
  async list(@Query('state') state?: string): Promise<{ items: ErasureView[] }> {
    return { items: (await this.privacy.list(state)).map(toErasureView) };
  }

  @Post(':id/erase')
  @HttpCode(200)
  async erase(@CurrentUser() user: RequestUser, @Param('id', IdParamPipe) id: number): Promise<ErasureView> {
    return toErasureView(await this.privacy.erase(id, { id: user.id }));
  }
}
