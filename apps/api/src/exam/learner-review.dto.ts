import { askAboutAttemptSchema, ATTEMPT_PAGE_SIZE_MAX, fieldRule } from '@portal/contracts';
import * as z from 'zod';
import { zodDto } from '../common/zod-schema';

const PAGE_MESSAGE = 'Puslapis: teigiamas sveikasis skaičius';
const SIZE_MESSAGE = 'Dydis: teigiamas sveikasis skaičius';

/** `GET attempts?page=&size=`: whole positive numbers (the page size is capped by the service). */
export const attemptPageQuerySchema = () =>
  z.strictObject({
    page: z
      .string({ error: PAGE_MESSAGE })
      .regex(/^[1-9]\d{0,5}$/, fieldRule('type', PAGE_MESSAGE))
      .optional()
      .describe('1-based page'),
    size: z
      .string({ error: SIZE_MESSAGE })
      .regex(/^[1-9]\d{0,2}$/, fieldRule('type', SIZE_MESSAGE))
      .optional()
      .describe(`Items per page (at most ${ATTEMPT_PAGE_SIZE_MAX})`),
  });

export class AttemptPageQueryDto extends zodDto(attemptPageQuerySchema()) {}

/** The rules are the shared schema (libs/contracts/src/validation/ask-question.ts). */
export class AskAboutAttemptDto extends zodDto(askAboutAttemptSchema()) {}
