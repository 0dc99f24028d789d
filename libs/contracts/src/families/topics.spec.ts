import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { QuestionBank } from '../exam';
import { BANK_FAMILIES, EXAM_FAMILIES, FAMILY_DEFINITIONS, familyDefinition } from './registry';
import { LANGUAGES, testShape, type TopicQuotas } from './family-definition';

// Issue 26, item 1: every family's topics are labelled in every language, and every sample question names one topic
// of its family; item 5: KET's blueprint (Regitra: 30 in 30 minutes for B and AM, 35 in 35 for the others).

const BANKS = resolve(__dirname, '../../../../apps/api/src/seed/banks');
const bank = (family: string) =>
  JSON.parse(readFileSync(resolve(BANKS, `${family}.json`), 'utf8')) as QuestionBank;
const sum = (quotas: TopicQuotas) => Object.values(quotas).reduce((a, b) => a + b, 0);

describe('family topics', () => {
  it.each(FAMILY_DEFINITIONS.map((d) => [d.id, d] as const))(
    '%s: unique ids, a label in every language',
    (_, definition) => {
      const ids = definition.topics.map((t) => t.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const topic of definition.topics) {
        expect(topic.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        for (const language of LANGUAGES)
          expect([topic.id, language, topic.labels[language]?.trim()]).toEqual([
            topic.id,
            language,
            expect.stringMatching(/\S/),
          ]);
      }
    },
  );

  it('every family with a bank of its own lists 5–10 topics (KET: Regitra’s eight areas)', () => {
    // A family made by `npm run new-family` starts without topics (`[]`: its bank takes any) until it is given some;
    // the portal's own families all have theirs.
    for (const family of BANK_FAMILIES) {
      const count: number = familyDefinition(family).topics.length;
      expect([family, count === 0 || (count >= 5 && count <= 10)]).toEqual([family, true]);
    }
    for (const family of ['ket', 'kodas', 'tractor', 'krautuvai', 'hidro', 'examiner'] as const)
      expect([family, familyDefinition(family).topics.length > 0]).toEqual([family, true]);
    expect(familyDefinition('ket').topics.map((t) => t.id)).toEqual([
      'risks',
      'conduct',
      'priority',
      'special-roads',
      'safe-driving',
      'signs',
      'environment',
      'general',
    ]);
    // The competition draws from the enrolled families' banks (their questions carry their own topics).
    expect(familyDefinition('competition').topics).toEqual([]);
  });

  it.each(BANK_FAMILIES.filter((f) => familyDefinition(f).topics.length))(
    'every sample question of %s names one topic of its family',
    (family) => {
      const ids = new Set(familyDefinition(family).topics.map((t) => t.id));
      const questions = bank(family).questions;
      expect(questions.length).toBeGreaterThan(0);
      const wrong = questions.filter((q) => !q.topic || !ids.has(q.topic)).map((q) => `${q.ref}: ${q.topic}`);
      expect(wrong).toEqual([]);
      // Every topic has questions to practise.
      const used = new Set(questions.map((q) => q.topic));
      expect([...ids].filter((id) => !used.has(id))).toEqual([]);
    },
  );
});

describe("KET's blueprint", () => {
  const ket = familyDefinition('ket');
  const topics = ket.topics.map((t) => t.id).sort();

  it('B and AM: the spec’s 30 questions in 30 minutes; Regitra’s other categories: 35 in 35 minutes', () => {
    for (const category of ['B', 'AM'])
      expect(testShape(ket, category)).toMatchObject({ questionCount: 30, timeLimitSeconds: 1800 });
    for (const category of ['A', 'A1', 'C', 'CE', 'D', 'BE'])
      expect(testShape(ket, category)).toMatchObject({ questionCount: 35, timeLimitSeconds: 2100 });
    // A category staff add keeps the spec's constants.
    expect(testShape(ket, 'E2E')).toMatchObject({ questionCount: 30, timeLimitSeconds: 1800 });
  });

  it('quotas name every area and sum to the question count', () => {
    for (const category of ['B', 'C']) {
      const shape = testShape(ket, category);
      expect(Object.keys(shape.quotas!).sort()).toEqual(topics);
      expect(Object.values(shape.quotas!).every((n) => n >= 1)).toBe(true);
      expect(sum(shape.quotas!)).toBe(shape.questionCount);
    }
  });

  it('a pool that cannot fill the longer test, or is not sorted into topics, gets the family’s own shape', () => {
    const sorted = (n: number) => Array.from({ length: n }, (_, i) => ({ topic: topics[i % topics.length] }));
    expect(testShape(ket, 'A', sorted(117)).questionCount).toBe(35);
    expect(testShape(ket, 'A', sorted(34)).questionCount).toBe(30);
    expect(
      testShape(
        ket,
        'A',
        Array.from({ length: 60 }, () => ({ topic: null })),
      ).questionCount,
    ).toBe(30);
  });

  it('the sample bank fills every quota of B and A', () => {
    const questions = bank('ket').questions;
    for (const category of ['B', 'A']) {
      const pool = questions.filter((q) => q.categories.includes(category));
      const shape = testShape(ket, category, pool);
      for (const [topic, quota] of Object.entries(shape.quotas!))
        expect([category, topic, pool.filter((q) => q.topic === topic).length >= quota]).toEqual([
          category,
          topic,
          true,
        ]);
    }
  });

  it('other families draw as before: their own count and time, whatever the category', () => {
    for (const family of EXAM_FAMILIES.filter((id) => id !== 'ket')) {
      const def = familyDefinition(family);
      expect(testShape(def, 'X')).toEqual({
        questionCount: def.questionCount,
        timeLimitSeconds: def.timeLimitSeconds,
      });
    }
  });
});
