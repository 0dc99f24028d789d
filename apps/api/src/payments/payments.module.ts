import { Module } from '@nestjs/common';
import { FulfilmentService } from './fulfilment.service';
import { OrdersService } from './orders.service';
import { PaymentsController } from './payments.controller';
import { PayseraCallbackService } from './paysera-callback.service';
import { PriceListService } from './price-list.service';
import { StaffPaymentsController } from './staff-payments.controller';

/**
 * Orders, the price list, the provider's callback and exactly-once fulfilment (docs/payments.md). The provider may
 * post the callback as a form: only that route reads form bodies (common/json-body.ts).
 */
@Module({
  controllers: [PaymentsController, StaffPaymentsController],
  providers: [PriceListService, OrdersService, FulfilmentService, PayseraCallbackService],
  exports: [OrdersService],
})
export class PaymentsModule {}
