import { Injectable, type PipeTransform } from '@nestjs/common';
import { EXAM_FAMILIES, type ExamFamilyId } from '@portal/contracts';
import { FieldValidationError } from '../common/api-error';

/** `:family` of a staff route: an exam family of the registry, else 400 naming `family`. */
@Injectable()
export class FamilyParamPipe implements PipeTransform<string, ExamFamilyId> {
  transform(value: string): ExamFamilyId {
    if (!(EXAM_FAMILIES as readonly string[]).includes(value))
      throw FieldValidationError.of('family', 'range', `family: one of ${EXAM_FAMILIES.join(', ')}`);
    return value as ExamFamilyId;
  }
}
