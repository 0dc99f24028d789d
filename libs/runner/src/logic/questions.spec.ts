import { KET, TRACTOR, type DemoQuestion, type DemoSet, type TestQuestion } from '@portal/contracts';
import { defaultDemoPolicy, demoQuestions, localize, normalizeTicks, parseQuestions } from './questions';

const q: TestQuestion = {
  id: 1,
  klausimas: 'Kas?',
  klausimas_lt: 'Kas?',
  klausimas_ru: 'Что?',
  klausimas_en: 'What?',
  klausimas_uk: 'Що?',
  klausimas_pl: 'Co?',
  image: null,
  atsakymai: ['a', 'b'],
  atsakymai_lt: ['a', 'b'],
  atsakymai_ru: ['а', 'б'],
  atsakymai_en: ['A', 'B'],
  atsakymai_uk: ['а', 'б'],
  atsakymai_pl: ['a', 'b'],
  checkai: ['0', '1'],
  svoris: 1,
  comments: 0,
};

describe('questions', () => {
  it('switching language switches question and answer texts (klausimas_<lang>, atsakymai_<lang>)', () => {
    expect(localize(q, 'ru')).toEqual({ text: 'Что?', answers: ['а', 'б'] });
    expect(localize(q, 'en')).toEqual({ text: 'What?', answers: ['A', 'B'] });
    expect(localize({ ...q, klausimas_en: '' }, 'en').text).toBe('Kas?');
  });

  it('parses the JSON text of the load response and normalizes ticks to one flag per answer', () => {
    const [p] = parseQuestions(JSON.stringify([{ ...q, checkai: [1] }]));
    expect(p.checkai).toEqual(['1', '0']);
    expect(normalizeTicks(undefined, 3)).toEqual(['0', '0', '0']);
    expect(() => parseQuestions('{}')).toThrow();
  });

  it('demo: built-in questions start unticked; default policy 1800 s, share 80 %', () => {
    const { checkai: _c, comments: _m, klausimas: _k, atsakymai: _a, ...base } = q;
    const set: DemoSet = { family: 'tractor', questions: [base as DemoQuestion], key: [{ ats: ['1', '0'] }] };
    expect(demoQuestions(set)[0]).toMatchObject({ klausimas: 'Kas?', checkai: ['0', '0'] });
    expect(defaultDemoPolicy('tractor', 20, TRACTOR)).toMatchObject({
      family: 'tractor',
      questionCount: 20,
      timeLimitSeconds: 1800,
      answerMode: 'single',
      scoring: { kind: 'share', passPercent: 80 },
    });
    expect(defaultDemoPolicy('ket', 20, KET).answerMode).toBe('multi');
    // without the family's rules: the core spec's defaults
    expect(defaultDemoPolicy('tractor', 20)).toMatchObject({
      timeLimitSeconds: 1800,
      answerMode: 'multi',
      scoring: { kind: 'share', passPercent: 80 },
    });
  });
});
