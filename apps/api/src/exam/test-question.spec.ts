import type { Flag } from '@portal/contracts';
import type { QuestionEntity } from './question.entity';
import { TestLoadAnswer } from './test-load-answer';
import { testQuestionsJson, testQuestionsJsonString, testTexts, toTestQuestion } from './test-question';

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

const questions = [question(1, 'a.png'), question(2, null)];
const ticks: Flag[][] = [
  ['1', '0'],
  ['0', '0'],
];

describe('testQuestionsJson', () => {
  it('is the JSON of toTestQuestion for each question, with the ticks given, never the key', () => {
    for (const language of ['lt', 'ru', 'en'] as const) {
      const url = (file: string) => `/ket/img/${file}`;
      const parsed = JSON.parse(testQuestionsJson(questions, url, language, ticks)) as unknown[];
      expect(parsed).toEqual(questions.map((q, i) => toTestQuestion(q, url, language, ticks[i])));
      expect(JSON.stringify(parsed)).not.toMatch(/correct/);
    }
  });

  it('reuses a question object’s text and a tick pattern’s bytes, but not across image addresses or ticks', () => {
    const url = (file: string) => `/ket/img/${file}`;
    const first = JSON.parse(
      Buffer.concat(testQuestionsJsonString(questions, url, 'en', ticks)).toString(),
    ) as string;
    const flipped: Flag[][] = [ticks[1], ticks[0]];
    const second = JSON.parse(
      Buffer.concat(testQuestionsJsonString(questions, url, 'en', flipped)).toString(),
    ) as string;
    expect((JSON.parse(first) as { checkai: Flag[] }[]).map((q) => q.checkai)).toEqual(ticks);
    expect((JSON.parse(second) as { checkai: Flag[] }[]).map((q) => q.checkai)).toEqual(flipped);
    const untouched = JSON.parse(
      Buffer.concat(testQuestionsJsonString(questions, url, 'en', [])).toString(),
    ) as string;
    expect((JSON.parse(untouched) as { checkai: Flag[] }[]).map((q) => q.checkai)).toEqual([
      ['0', '0'],
      ['0', '0'],
    ]);

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

  it('as the bytes of a JSON string, holds the same text (quotes, „ąž“, Cyrillic escaped or encoded rightly)', () => {
    const url = (file: string) => `/ket/img/${file}`;
    for (const language of ['lt', 'ru', 'en'] as const) {
      const bytes = Buffer.concat(testQuestionsJsonString(questions, url, language, ticks));
      expect(JSON.parse(bytes.toString('utf8'))).toBe(testQuestionsJson(questions, url, language, ticks));
    }
  });
});

describe('TestLoadAnswer', () => {
  it('writes the JSON of the TestLoadResponse it stands for', () => {
    const url = (file: string) => `/ket/img/${file}`;
    const fields = {
      status: 'NEW' as const,
      time: 1800,
      jwt: 'a.b.c',
      deadline: '2026-03-10T09:30:00.000Z',
      serverNow: 1773133200000,
      policy: { answerMode: 'single' } as never,
    };
    const answer = new TestLoadAnswer(fields, testQuestionsJsonString(questions, url, 'ru', ticks));
    expect(JSON.parse(answer.toJson().toString('utf8'))).toEqual({
      ...fields,
      questions: testQuestionsJson(questions, url, 'ru', ticks),
    });
  });
});

describe('a question in every language of LANGUAGES (issue 28)', () => {
  const url = (file: string) => `/ket/img/${file}`;
  const full = {
    ...question(3, null),
    textUk: 'Запитання 3',
    textPl: 'Pytanie 3',
    answers: [
      { lt: 'Taip', ru: 'Да', en: 'Yes', uk: 'Так', pl: 'Tak' },
      { lt: 'Ne', ru: 'Нет', en: 'No', uk: 'Ні', pl: 'Nie' },
    ],
  } as QuestionEntity;

  it('a start sends the test’s language only (issue 30); tests/texts the others; nothing untranslated', () => {
    const q = toTestQuestion(full, url, 'uk', undefined);
    expect(q).toMatchObject({
      klausimas: 'Запитання 3',
      klausimas_uk: 'Запитання 3',
      atsakymai: ['Так', 'Ні'],
      atsakymai_uk: ['Так', 'Ні'],
    });
    for (const l of ['lt', 'ru', 'en', 'pl']) {
      expect(q).not.toHaveProperty(`klausimas_${l}`);
      expect(q).not.toHaveProperty(`atsakymai_${l}`);
    }
    expect(q).not.toHaveProperty('untranslated');
    // the other languages, in the order of LANGUAGES whatever the order asked, never the key
    expect(testTexts([full], ['pl', 'lt'])).toEqual([
      {
        id: 3,
        klausimas_lt: 'Klausimas 3 „ąž“',
        atsakymai_lt: ['Taip', 'Ne'],
        klausimas_pl: 'Pytanie 3',
        atsakymai_pl: ['Tak', 'Nie'],
      },
    ]);
  });

  it('a language the bank lacks (its text, or one answer) carries the Lithuanian texts and is listed', () => {
    const lacking = {
      ...full,
      textPl: null,
      answers: [full.answers[0], { ...full.answers[1], uk: '' }],
    } as QuestionEntity;
    const q = toTestQuestion(lacking, url, 'pl', undefined);
    // every language the bank lacks is listed, also those the start does not carry
    expect(q.untranslated).toEqual(['uk', 'pl']);
    expect(q).toMatchObject({
      klausimas: 'Klausimas 3 „ąž“',
      klausimas_pl: 'Klausimas 3 „ąž“',
      atsakymai_pl: ['Taip', 'Ne'],
    });
    // The whole question falls back together: text and answers in one language, never half translated.
    expect(testTexts([lacking], ['ru', 'uk'])[0]).toEqual({
      id: 3,
      klausimas_ru: 'Вопрос 3',
      atsakymai_ru: ['Да', 'Нет'],
      klausimas_uk: 'Klausimas 3 „ąž“',
      atsakymai_uk: ['Taip', 'Ne'],
    });
    // Never an empty text, and `checkai` stays last in the cached JSON.
    const json = testQuestionsJson([lacking], url, 'pl', [['0', '1']]);
    expect(JSON.parse(json)).toEqual([toTestQuestion(lacking, url, 'pl', ['0', '1'])]);
    expect(json).not.toMatch(/[:,[]""/);
    expect(json.endsWith('"checkai":["0","1"]}]')).toBe(true);
  });
});
