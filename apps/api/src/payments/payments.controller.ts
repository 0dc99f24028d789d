import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Redirect,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CreateOrderResponse, LearnerOrder, PaymentOffer } from '@portal/contracts';
import { IdParamPipe } from '../common/api-validation.pipe';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OrdersService } from './orders.service';
import { CreateOrderDto } from './payments.dto';
import { PayseraCallbackService } from './paysera-callback.service';
import { PriceListService } from './price-list.service';

/** The learner's side of payments and the provider's callback. */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prices: PriceListService,
    private readonly orders: OrdersService,
    private readonly callback: PayseraCallbackService,
  ) {}

  /** What the payment page offers; `available: false` without payment configuration. */
  @Public()
  @Get('offer')
  async offer(): Promise<PaymentOffer> {
    if (!this.config.paysera) return { available: false, families: [], prices: [], test: false };
    const families = await this.prices.sellableFamilies();
    return {
      available: true,
      families,
      prices: await this.prices.list(families),
      test: this.config.paysera.test,
    };
  }

  /** Priced by the server from its list; a body with an amount (or anything else unknown) answers 400. */
  @ApiBearerAuth()
  @Post('orders')
  @HttpCode(201)
  create(
    @CurrentUser() user: RequestUser,
    @Body() body: CreateOrderDto,
    @Headers('origin') origin?: string,
  ): Promise<CreateOrderResponse> {
    return this.orders.create(user.id, body, origin);
  }

  /**
   * The provider's cancel address: records the cancel (no session needed: the address is signed) and sends the
   * learner on to the payment page of the same origin, which shows it.
   */
  @Public()
  @Get('orders/:id/cancelled')
  @Redirect('/moketi', 303)
  async cancelled(
    @Param('id', IdParamPipe) id: number,
    @Query('sig') signature: unknown,
  ): Promise<{ url: string; statusCode: number }> {
    await this.orders.cancelReturn(id, typeof signature === 'string' ? signature : '');
    return { url: `/moketi?order=${id}&result=cancel`, statusCode: 303 };
  }

  @ApiBearerAuth()
  @Get('orders')
  mine(@CurrentUser() user: RequestUser): Promise<LearnerOrder[]> {
    return this.orders.mine(user.id);
  }

  @ApiBearerAuth()
  @Get('orders/:id')
  one(@CurrentUser() user: RequestUser, @Param('id', IdParamPipe) id: number): Promise<LearnerOrder> {
    return this.orders.one(user.id, id);
  }

  @ApiBearerAuth()
  @Post('orders/:id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: RequestUser, @Param('id', IdParamPipe) id: number): Promise<LearnerOrder> {
    return this.orders.cancel(user.id, id);
  }

  /** The provider's callback (GET with a query, or a form POST); answers exactly `OK` once taken. */
  @Public()
  @Get('paysera/callback')
  callbackGet(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<string> {
    return this.answer(this.callback.handle(query), res);
  }

  @Public()
  @Post('paysera/callback')
  @HttpCode(200)
  callbackPost(
    @Query() query: Record<string, unknown>,
    @Body() body: Record<string, unknown> | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<string> {
    return this.answer(this.callback.handle({ ...query, ...(body ?? {}) }), res);
  }

  /** `OK` as plain text once taken (errors stay JSON like every other answer). */
  private async answer(result: Promise<'OK'>, res: FastifyReply): Promise<string> {
    const text = await result;
    void res.type('text/plain').header('Cache-Control', 'no-store');
    return text;
  }
}
