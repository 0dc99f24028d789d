import { examinerMappingSchema, examinerRosterSchema, examinerStartSchema } from '@portal/contracts';
import * as z from 'zod';
import { pageQuery } from '../common/paging';
import { zodDto } from '../common/zod-schema';

// Bodies are checked by the shared schemas (libs/contracts/src/validation/examiner.ts).

export class ExaminerStartDto extends zodDto(examinerStartSchema()) {}

export class ExaminerRosterDto extends zodDto(examinerRosterSchema()) {}

export class ExaminerMappingDto extends zodDto(examinerMappingSchema()) {}

export const examinerExamsQuerySchema = () =>
  pageQuery({
    egzamin: z.enum(['true', 'false']).optional().describe('only exams (true) or only training (false)'),
  });

export class ExaminerExamsQueryDto extends zodDto(examinerExamsQuerySchema()) {}
