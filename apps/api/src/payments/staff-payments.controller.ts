import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Page, PriceEntry, SetPriceRequest, StaffOrder } from '@portal/contracts';
import { IdParamPipe } from '../common/api-validation.pipe';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import { APP_CONFIG, type AppConfig, offeredExamFamilies } from '../config/app-config';
import { OrdersService } from './orders.service';
import { OrderQueryDto, RefundDto, SetPriceDto } from './payments.dto';
import { PriceListService } from './price-list.service';

/** Staff: every order (paged), the price list, refunds. Every change writes one audit row. */
@ApiTags('staff')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/payments')
export class StaffPaymentsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prices: PriceListService,
    private readonly orders: OrdersService,
  ) {}

  @Get('orders')
  list(@Query() query: OrderQueryDto): Promise<Page<StaffOrder>> {
    return this.orders.staffList(query);
  }

  @Post('orders/:id/refund')
  @HttpCode(200)
  refund(
    @CurrentUser() user: RequestUser,
    @Param('id', IdParamPipe) id: number,
    @Body() body: RefundDto,
  ): Promise<StaffOrder> {
    return this.orders.refund(id, body.reason, { id: user.id });
  }

  @Get('prices')
  priceList(): Promise<PriceEntry[]> {
    return this.prices.list(offeredExamFamilies(this.config));
  }

  @Put('prices')
  setPrice(@CurrentUser() user: RequestUser, @Body() body: SetPriceDto): Promise<PriceEntry> {
    // Any text of a family name passes the schema; set() refuses one the deployment does not offer (400).
    return this.prices.set(body as SetPriceRequest, { id: user.id });
  }
}
