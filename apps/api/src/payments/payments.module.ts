import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { urlencoded } from 'express';
import { FulfilmentService } from './fulfilment.service';
import { OrdersService } from './orders.service';
import { PaymentsController } from './payments.controller';
import { PayseraCallbackService } from './paysera-callback.service';
import { PriceListService } from './price-list.service';
import { StaffPaymentsController } from './staff-payments.controller';

/** Orders, the price list, the provider's callback and exactly-once fulfilment (docs/payments.md). */
@Module({
  controllers: [PaymentsController, StaffPaymentsController],
  providers: [PriceListService, OrdersService, FulfilmentService, PayseraCallbackService],
  exports: [OrdersService],
})
export class PaymentsModule implements NestModule {
  /** The provider may post the callback as a form; only that route reads form bodies. */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }))
      .forRoutes({ path: 'payments/paysera/callback', method: RequestMethod.POST });
  }
}
