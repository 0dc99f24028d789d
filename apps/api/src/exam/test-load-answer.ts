import type { TestLoadResponse } from '@portal/contracts';

const QUESTIONS_FIELD = Buffer.from('{"questions":');

/**
 * A start's or resume's answer as the route writes it: JSON bytes whose `questions` string is joined from each
 * question's cached bytes (testQuestionsJsonString), not stringified, escaped and encoded whole on every start.
 */
export class TestLoadAnswer {
  constructor(
    readonly fields: Omit<TestLoadResponse, 'questions'>,
    private readonly questionsJsonString: Buffer[],
  ) {}

  /** `{"questions":"[…]", …the other fields}`: the same JSON as the TestLoadResponse it stands for. */
  toJson(): Buffer {
    const others = JSON.stringify(this.fields).slice(1);
    return Buffer.concat([QUESTIONS_FIELD, ...this.questionsJsonString, Buffer.from(`,${others}`)]);
  }
}
