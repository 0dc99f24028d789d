import {
  EXAM_FAMILIES,
  activateEnrollmentSchema,
  createAccountSchema,
  rejectEnrollmentSchema,
  replyLearnerQuestionSchema,
  handleActivationRequestSchema,
  staffPasswordResetSchema,
  staffRoleSchema,
  DATE_FORMAT_MESSAGE_LT,
  DATE_PATTERN,
  fieldRule,
} from '@portal/contracts';
import * as z from 'zod';
import { pageQuery } from '../common/paging';
import { queryText } from '../common/query-fields';
import { zodDto } from '../common/zod-schema';

// Bodies use the shared schemas of libs/contracts/src/validation; the queries are the staff lists' own.

export class CreateAccountDto extends zodDto(createAccountSchema()) {}

export class SetDisabledDto extends zodDto(z.strictObject({ disabled: z.boolean() })) {}

export class ActivateDto extends zodDto(activateEnrollmentSchema()) {}

export class RejectDto extends zodDto(rejectEnrollmentSchema()) {}

export class ReplyDto extends zodDto(replyLearnerQuestionSchema()) {}

const family = () => z.enum(EXAM_FAMILIES).optional();
const trueOrFalse = () => z.enum(['true', 'false']).optional();

export class EnrollmentQueryDto extends zodDto(
  pageQuery({
    family: family(),
    status: z
      .string()
      .regex(
        /^(pending|active|rejected|-?\d{1,4})$/,
        fieldRule('range', 'Būsena: pending, active, rejected arba skaičius'),
      )
      .optional()
      .describe('pending | active | rejected, or a status number such as -7'),
  }),
) {}

export const familyQuerySchema = () => pageQuery({ family: family() });

export class FamilyQueryDto extends zodDto(familyQuerySchema()) {}

export class QuestionsQueryDto extends zodDto(pageQuery({ family: family(), answered: trueOrFalse() })) {}

export class RequestsQueryDto extends zodDto(
  pageQuery({ family: family(), handled: trueOrFalse().describe('false (default): the open requests') }),
) {}

export class AccountQueryDto extends zodDto(
  pageQuery({
    q: queryText(100).optional().describe('Part of the name, username or e-mail'),
    family: family(),
    status: z.enum(['pending', 'active', 'rejected', 'none']).optional(),
    role: z.enum(['learner', 'staff']).optional(),
    disabled: trueOrFalse(),
  }),
) {}

const auditDate = () => z.string().regex(DATE_PATTERN, fieldRule('date', DATE_FORMAT_MESSAGE_LT)).optional();

export class AuditQueryDto extends zodDto(
  pageQuery({
    action: queryText(60)
      .optional()
      .describe("An action (account.disable), or a group ending in '.' (account.)"),
    actor: queryText(200).optional().describe("The actor's account id, or part of the name"),
    target: queryText(120).optional().describe("A target (account:12), or a kind ending in ':' (account:)"),
    from: auditDate(),
    to: auditDate(),
  }),
) {}

export class PasswordResetDto extends zodDto(staffPasswordResetSchema()) {}

export class StaffRoleDto extends zodDto(staffRoleSchema()) {}

export class HandleRequestDto extends zodDto(handleActivationRequestSchema()) {}
