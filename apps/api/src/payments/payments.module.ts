import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule } from '../accounts/accounts.module';
import { PaymentLedgerEntity } from './payment-ledger.entity';
import { PaymentOrderEntity } from './payment-order.entity';
import { PaymentPriceEntity } from './payment-price.entity';
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
export const PAYMENTS_ENTITIES = [PaymentOrderEntity, PaymentPriceEntity, PaymentLedgerEntity];

@Module({
  imports: [TypeOrmModule.forFeature(PAYMENTS_ENTITIES), AccountsModule],
  controllers: [PaymentsController, StaffPaymentsController],
  providers: [PriceListService, OrdersService, FulfilmentService, PayseraCallbackService],
  exports: [OrdersService],
})
export class PaymentsModule {}
