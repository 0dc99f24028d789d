import type { QuestionBank } from '../exam';
import { bankProblems, questionBankSchema } from './question-bank';
import { demoSetProblems } from './demo-set';
import { LANGUAGES } from '../families/family-definition';
import { perLanguage } from '../families/languages';
import { bankTranslationProblems, demoTranslationProblems } from './translation-problems';

const text = (s: string) => perLanguage((l) => `${s} ${l}`);
function bank(family: QuestionBank['family'] = 'ket'): QuestionBank {
  return {
    family,
    categories: [{ value: 'A', type: 'A', labels: text('A') }],
    questions: [0, 1].map((i) => ({
      ref: `q${i}`,
      categories: ['A'],
      text: text(`Q${i}`),
      answers: [text('a'), text('b'), text('c')],
      correct: [0],
      weight: 1,
      image: i ? 'x.png' : null,
    })),
  };
}

describe('question bank schema: what the seed loads and the checker checks', () => {
  it("takes only the family's topics (issue 26); a question may name none", () => {
    const b = bank('ket');
    b.questions[0].topic = 'priority';
    expect(bankProblems(b, 'ket')).toEqual([]);
    b.questions[1].topic = 'sankryžos';
    expect(bankProblems(b, 'ket')).toEqual([
      "question #2 (q1) topic: topic must be one of ket's topics (risks, conduct, priority, special-roads, safe-driving, signs, environment, general)",
    ]);
  });

  it('a good bank has no problems', () => {
    expect(bankProblems(bank())).toEqual([]);
    expect(bankProblems(bank('tractor'), 'tractor')).toEqual([]);
  });

  it('names each problem by question and field', () => {
    const b = bank();
    b.questions[1].correct = [7];
    b.questions[0].text.lt = ' ';
    b.questions[0].weight = 3;
    b.questions[1].categories = ['Z'];
    b.questions[1].image = 'img/x.png';
    expect(bankProblems(b)).toEqual([
      'question #1 (q0) text.lt: lt must not be empty',
      'question #1 (q0) weight: weight must be 1 or 2',
      'question #2 (q1) image: image must be a plain file name',
      'question #2 (q1) correct: correct must list valid answer indexes (0-based, below 3)',
    ]);
  });

  it('an explanation is optional, and when given it has its Lithuanian text', () => {
    const b = bank();
    b.questions[0].explanation = text('Why');
    expect(bankProblems(b)).toEqual([]);
    b.questions[1].explanation = { ...text('Why'), lt: '' };
    expect(bankProblems(b)).toEqual(['question #2 (q1) explanation.lt: lt must not be empty']);
  });

  it('only Lithuanian is required: a bank may lack a language (it reads as empty: untranslated)', () => {
    const b = bank() as unknown as { questions: { text: Record<string, string> }[] };
    delete b.questions[0].text.uk;
    b.questions[0].text.pl = '';
    expect(bankProblems(b)).toEqual([]);
    const parsed = questionBankSchema().parse(b);
    expect(parsed.questions[0].text).toEqual({ ...text('Q0'), uk: '', pl: '' });
  });

  it('bank-wide: duplicate refs, unknown categories, family, answer count 2–5, unknown fields', () => {
    const b = bank();
    b.questions[1].ref = 'q0';
    b.questions[1].categories = ['Z'];
    expect(bankProblems(b)).toEqual([
      'question #2 (q0) ref: duplicate ref',
      "question #2 (q0) categories: categories must name the bank's categories (unknown: Z)",
    ]);
    expect(bankProblems(bank(), 'kodas')).toEqual(["family: family must be 'kodas'"]);
    const many = bank();
    many.questions[0].answers = Array.from({ length: 6 }, () => text('x'));
    expect(bankProblems(many)).toEqual(['question #1 (q0) answers: 2-5 answers']);
    expect(bankProblems({ ...bank(), extra: 1 })).toEqual(['extra: unknown field']);
    expect(bankProblems('nope')).toHaveLength(1);
  });

  it("single-answer families (the definition's answer mode) need exactly one correct answer", () => {
    const b = bank('tractor');
    b.questions[0].correct = [0, 1];
    expect(bankProblems(b, 'tractor')).toEqual([
      'question #1 (q0) correct: exactly one correct answer in this family (tractor takes one answer per question)',
    ]);
    const multi = bank('ket');
    multi.questions[0].correct = [0, 1];
    expect(bankProblems(multi, 'ket')).toEqual([]);
  });
});

describe('demo set schema', () => {
  const question = (id: number): Record<string, unknown> & { image: string | null } => ({
    id,
    ...Object.fromEntries(LANGUAGES.map((l) => [`klausimas_${l}`, `K ${l}`])),
    image: id === 1 ? '/ket/img/sign.svg' : null,
    ...Object.fromEntries(LANGUAGES.map((l) => [`atsakymai_${l}`, [`a ${l}`, `b ${l}`]])),
    svoris: 1,
  });
  const set = () => ({
    family: 'hidro' as const,
    questions: [question(1), question(2)],
    key: [{ ats: ['1', '0'] }, { ats: ['0', '1'] }],
  });

  it('a good set has no problems', () => expect(demoSetProblems(set(), 'hidro')).toEqual([]));

  it('key and answers must agree; single-answer families one correct; image under a family folder', () => {
    const s = set();
    s.key[0].ats = ['1', '1'];
    s.key[1].ats = ['0', '0', '1'];
    s.questions[1].atsakymai_ru = ['a'];
    s.questions[0].image = '/moon/img/x.png';
    expect(demoSetProblems(s, 'hidro')).toEqual([
      expect.stringMatching(/^question #1 image: image folder must be one of ket, kodas/),
      'question #2 atsakymai_ru: 2-5 answers',
      'question #2 atsakymai_lt: answer counts differ across languages (lt 2, ru 1, en 2, uk 2, pl 2)',
      'key #1 ats: marks 2 answers correct; hidro is a single-answer family (exactly one)',
      'key #2 ats: has 3 flags but question #2 has 2 answers',
    ]);
    s.questions[1].atsakymai_ru = ['a ru', 'b ru'];
    s.questions[0].image = null;
    expect(demoSetProblems(s, 'hidro')).toEqual([
      'key #1 ats: marks 2 answers correct; hidro is a single-answer family (exactly one)',
      'key #2 ats: has 3 flags but question #2 has 2 answers',
    ]);
  });
});

describe('translations of our own banks and demo sets (the bank checker)', () => {
  it('a bank in every language has no problems', () => expect(bankTranslationProblems(bank())).toEqual([]));

  it('names each text left empty, missing, or the same as the Lithuanian one; numbers and codes may be', () => {
    const b = bank();
    // A code reads the same in every language; a sentence does not.
    b.categories[0].labels = { ...b.categories[0].labels, lt: 'CE', uk: 'CE', pl: 'CE' };
    b.questions[0].text.uk = '';
    delete (b.questions[0].answers[1] as Partial<Record<string, string>>).pl;
    b.questions[1].answers[2] = { ...b.questions[1].answers[2], lt: 'Sustoti', pl: 'Sustoti' };
    b.questions[1].explanation = { ...text('Why'), ru: ' ' };
    expect(bankTranslationProblems(b)).toEqual([
      'question #1 (q0) text.uk: not translated (empty or missing)',
      'question #1 (q0) answers[1].pl: not translated (empty or missing)',
      'question #2 (q1) answers[2].pl: not translated (the same as lt)',
      'question #2 (q1) explanation.ru: not translated (empty or missing)',
    ]);
  });

  it('a demo set: every klausimas_* and atsakymai_* of every language', () => {
    const q = {
      ...Object.fromEntries(LANGUAGES.map((l) => [`klausimas_${l}`, `Klausimas ${l}`])),
      ...Object.fromEntries(LANGUAGES.map((l) => [`atsakymai_${l}`, [`Taip ${l}`, `Ne ${l}`]])),
    } as Record<string, unknown>;
    expect(demoTranslationProblems({ questions: [q] })).toEqual([]);
    q.klausimas_uk = 'Klausimas lt';
    q.atsakymai_pl = ['Taip pl'];
    expect(demoTranslationProblems({ questions: [q] })).toEqual([
      'question #1 klausimas_uk: not translated (the same as lt)',
      'question #1 atsakymai_pl[1]: not translated (empty or missing)',
    ]);
  });
});
