import { askQuestionSchema, startTestSchema, testAnswersSchema, testTextsSchema } from '@portal/contracts';
import { zodDto } from '../common/zod-schema';

/**
 * The rules are the shared schema (libs/contracts/src/validation/test-answers.ts): a class starting together
 * sends a hundred of these at once (class-validator once cost a tenth of a start's CPU; zod is the one validator).
 */
export class StartTestDto extends zodDto(startTestSchema()) {}

/** The rules are the shared schema (libs/contracts/src/validation/test-answers.ts). */
export class SaveTestDto extends zodDto(testAnswersSchema()) {}

/** The rules are the shared schema (libs/contracts/src/validation/test-answers.ts). */
export class TestTextsDto extends zodDto(testTextsSchema()) {}

/** The rules are the shared schema (libs/contracts/src/validation/ask-question.ts). */
export class AskQuestionDto extends zodDto(askQuestionSchema()) {}
