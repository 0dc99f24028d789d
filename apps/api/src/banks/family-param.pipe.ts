import { Injectable, type PipeTransform } from '@nestjs/common';
import { BANK_FAMILIES, type BankFamilyId } from '@portal/contracts';
import * as z from 'zod';
import { FieldValidationError } from '../common/api-error';

/** `:family` of a staff route: an exam family of the registry. */
export const familyParamSchema = () => z.enum(BANK_FAMILIES as readonly [BankFamilyId, ...BankFamilyId[]]);

const FAMILY_PARAM = familyParamSchema();

/** `@Param('family', FamilyParamPipe)`: a family of the registry, else 400 naming `family`. */
@Injectable()
export class FamilyParamPipe implements PipeTransform<unknown, BankFamilyId> {
  transform(value: unknown): BankFamilyId {
    const result = FAMILY_PARAM.safeParse(value);
    if (!result.success)
      throw FieldValidationError.of('family', 'range', `family: one of ${BANK_FAMILIES.join(', ')}`);
    return result.data;
  }
}
