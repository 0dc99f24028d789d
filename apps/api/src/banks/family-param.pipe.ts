import { Injectable, type PipeTransform } from '@nestjs/common';
import { BANK_FAMILIES, type BankFamilyId } from '@portal/contracts';
import { FieldValidationError } from '../common/api-error';

/** `:family` of a staff route: an exam family of the registry, else 400 naming `family`. */
@Injectable()
export class FamilyParamPipe implements PipeTransform<string, BankFamilyId> {
  transform(value: string): BankFamilyId {
    if (!(BANK_FAMILIES as readonly string[]).includes(value))
      throw FieldValidationError.of('family', 'range', `family: one of ${BANK_FAMILIES.join(', ')}`);
    return value as BankFamilyId;
  }
}
