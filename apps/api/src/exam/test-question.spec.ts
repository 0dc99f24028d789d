import type { Flag } from '@portal/contracts';
import type { QuestionEntity } from './question.entity';
import { testQuestionsJson, toTestQuestion } from './test-question';

const question = (id: number, image: string | null): QuestionEntity =>
  ({
    id,
    textLt: `Klausimas ${id} „ąž“`,
    textRu: `Вопрос ${id}`,
    textEn: `Question ${id} "quoted"`,
    answers: [
      { lt: 'Taip', ru: 'Да', en: 'Yes' },
      { lt: 'Ne', ru: 'Нет', en: 'No' },
    ],
    correct: [1],
    weight: 2,
    image,
  }) as QuestionEntity;

describe('testQuestionsJson', () => {
  const questions = [question(1, 'a.png'), question(2, null)];
  const ticks: Flag[][] = [
    ['1', '0'],
    ['0', '0'],
  ];

  it('is the JSON of toTestQuestion for each question, with the ticks given, never the key', () => {
    for (const language of ['lt', 'ru', 'en'] as const) {
      const url = (file: string) => `/ket/img/${file}`;
      const parsed = JSON.parse(testQuestionsJson(questions, url, language, ticks)) as unknown[];
      expect(parsed).toEqual(questions.map((q, i) => toTestQuestion(q, url, language, ticks[i])));
      expect(JSON.stringify(parsed)).not.toMatch(/correct/);
    }
  });

  it('reuses a question object’s text but not across image addresses or ticks', () => {
    testQuestionsJson(questions, (f) => `/ket/img/${f}`, 'lt', ticks);
    const other = JSON.parse(
      testQuestionsJson(questions, (f) => `/hidro/img/${f}`, 'lt', [
        ['0', '1'],
        ['1', '0'],
      ]),
    ) as { image: string | null; checkai: Flag[] }[];
    expect(other[0]).toMatchObject({ image: '/hidro/img/a.png', checkai: ['0', '1'] });
    expect(other[1].checkai).toEqual(['1', '0']);
  });
});
