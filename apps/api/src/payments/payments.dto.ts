import * as z from 'zod';
import { pageQuery } from '../common/paging';
import { zodDto } from '../common/zod-schema';
import { ORDER_STATES } from './payment-constants';
import { createOrderSchema, refundSchema, setPriceSchema } from './payments.schemas';

export class CreateOrderDto extends zodDto(createOrderSchema()) {}

export class SetPriceDto extends zodDto(setPriceSchema()) {}

export class RefundDto extends zodDto(refundSchema()) {}

export class OrderQueryDto extends zodDto(pageQuery({ state: z.enum(ORDER_STATES).optional() })) {}
