import type { Flag } from '@portal/contracts';
import { memoryStore } from './memory-store';
import { AnswerJournal, answersToRestore, attemptName, hashText, journalKey } from './journal';

const f = (s: string) => s.split('') as Flag[];

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('answer journal (design section 4: answers are never lost)', () => {
  it('is kept per family under <family>:journal:<attempt>', () => {
    expect(journalKey('kodas', 'a7')).toBe('kodas:journal:a7');
  });

  it('names the attempt by its id claim, else by a hash of the ordered question ids', () => {
    expect(attemptName(`h.${b64({ attemptId: 42 })}.s`, [1, 2])).toBe('42');
    expect(attemptName(`h.${b64({ typ: 'test', sub: 3, att: 17 })}.s`, [1, 2])).toBe('17');
    expect(attemptName('not-a-jwt', [3, 1, 2])).toBe(`q${hashText('3,1,2')}`);
    expect(attemptName(`h.${b64({ sub: 7 })}.s`, [3, 1, 2])).not.toBe(attemptName('x', [1, 2, 3]));
  });

  it('writes, confirms and clears', () => {
    const store = memoryStore();
    const journal = new AnswerJournal(store, 'ket:journal:1');
    journal.write({ answers: [f('10')], rev: 3, savedRev: 1, changedAt: 5 });
    journal.confirm(2);
    expect(journal.read()).toMatchObject({ rev: 3, savedRev: 2 });
    journal.confirm(9);
    expect(journal.read()?.savedRev).toBe(3);
    journal.clear();
    expect(journal.read()).toBeNull();
  });

  it('survives broken or missing storage', () => {
    const store = memoryStore();
    store.setItem('k', '{broken');
    expect(new AnswerJournal(store, 'k').read()).toBeNull();
    const none = new AnswerJournal(null, 'k');
    none.write({ answers: [], rev: 1, savedRev: 0, changedAt: 0 });
    expect(none.read()).toBeNull();
    const full = new AnswerJournal(
      {
        ...store,
        setItem: () => {
          throw new Error('quota');
        },
      },
      'k2',
    );
    expect(() => full.write({ answers: [], rev: 1, savedRev: 0, changedAt: 0 })).not.toThrow();
  });

  describe('resume: newer journal answers are re-applied', () => {
    const server = [f('00'), f('10')];
    it('uses the journal when it holds unconfirmed changes', () => {
      const rec = { answers: [f('01'), f('10')], rev: 4, savedRev: 3, changedAt: 0 };
      expect(answersToRestore(rec, server)).toEqual([f('01'), f('10')]);
    });
    it('keeps the server answers when the journal was confirmed, differs in shape or is equal', () => {
      expect(
        answersToRestore({ answers: [f('01'), f('10')], rev: 4, savedRev: 4, changedAt: 0 }, server),
      ).toBeNull();
      expect(answersToRestore({ answers: [f('01')], rev: 4, savedRev: 3, changedAt: 0 }, server)).toBeNull();
      expect(answersToRestore({ answers: server, rev: 4, savedRev: 3, changedAt: 0 }, server)).toBeNull();
      expect(answersToRestore(null, server)).toBeNull();
    });
  });
});
