import {
  canResume,
  itemsOf,
  practiceKey,
  readPractice,
  writePractice,
  type PracticeSession,
} from './practice-store';

describe('the stored practice session', () => {
  const questions = JSON.stringify([
    {
      id: 7,
      klausimas: 'Q',
      image: null,
      atsakymai: ['a', 'b'],
      checkai: ['0', '0'],
      svoris: 1,
      comments: 0,
    },
  ]);

  it('starts every question unticked and unchecked', () => {
    expect(itemsOf(questions)).toEqual([
      expect.objectContaining({
        ticks: ['0', '0'],
        checked: null,
        question: expect.objectContaining({ id: 7 }),
      }),
    ]);
  });

  it('resumes only a session with unchecked questions', () => {
    const session: PracticeSession = {
      request: { source: 'mistakes' },
      token: 't',
      items: itemsOf(questions),
      index: 0,
    };
    expect(canResume(session)).toBe(true);
    expect(canResume({ ...session, items: [] })).toBe(false);
    session.items[0].checked = { correct: true, ats: ['1', '0'], explanation: null };
    expect(canResume(session)).toBe(false);
    expect(canResume(null)).toBe(false);
  });

  it('reads back what it wrote, and nothing from a broken entry', () => {
    const store = new Map<string, string>();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
        removeItem: (k: string) => store.delete(k),
      },
    });
    const key = practiceKey('ket', 5);
    expect(key).toBe('ket:practice:5');
    const session: PracticeSession = { request: { source: 'due' }, token: 't', items: [], index: 0 };
    writePractice(key, session);
    expect(readPractice(key)).toEqual(session);
    store.set(key, '{not json');
    expect(readPractice(key)).toBeNull();
  });
});
