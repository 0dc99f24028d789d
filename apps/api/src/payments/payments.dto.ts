import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES } from '@portal/contracts';
import type {
  Language,
  CreateOrderRequest,
  ExamFamilyId,
  OrderState,
  PurchaseDuration,
  RefundRequest,
  SetPriceRequest,
} from '@portal/contracts';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../common/paging';
import { ZodSchema } from '../common/zod-schema';
import { ORDER_STATES, PURCHASE_DURATIONS } from './payment-constants';
import { createOrderSchema, refundSchema, setPriceSchema } from './payments.schemas';

@ZodSchema(createOrderSchema())
export class CreateOrderDto implements CreateOrderRequest {
  @ApiProperty({ example: 'ket' })
  family!: ExamFamilyId;

  @ApiProperty({ enum: PURCHASE_DURATIONS, example: '7d' })
  duration!: PurchaseDuration;

  @ApiPropertyOptional({ enum: LANGUAGES })
  language?: Language;
}

@ZodSchema(setPriceSchema())
export class SetPriceDto implements SetPriceRequest {
  @ApiProperty({ example: 'ket' })
  family!: ExamFamilyId;

  @ApiProperty({ enum: PURCHASE_DURATIONS })
  duration!: PurchaseDuration;

  @ApiProperty({ example: 600, description: 'Price in cents, VAT included' })
  amountCents!: number;

  @ApiProperty({ example: 7 })
  days!: number;

  @ApiProperty({ example: 100 })
  tests!: number;
}

@ZodSchema(refundSchema())
export class RefundDto implements RefundRequest {
  @ApiProperty({ example: 'Learner asked within 14 days' })
  reason!: string;
}

export class OrderQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATES })
  @IsOptional()
  @IsIn(ORDER_STATES)
  state?: OrderState;
}
