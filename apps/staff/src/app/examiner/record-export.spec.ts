import type { ExaminerExamRecord } from '@portal/contracts';
import { recordCsv } from './record-export';

const record: ExaminerExamRecord = {
  id: 7,
  egzamin: true,
  tema: 1,
  sub: 'B',
  regnr: 'LT-1',
  gdata: '1990-05-01',
  language: 'lt',
  startedAt: Date.parse('2026-03-10T09:00:00Z'),
  deadlineAt: Date.parse('2026-03-10T09:30:00Z'),
  finishedAt: Date.parse('2026-03-10T09:20:00Z'),
  correct: 1,
  total: 1,
  percent: 100,
  passed: true,
  rosterId: 3,
  questions: [
    {
      id: 1,
      ref: 'q-1',
      family: 'ket',
      weight: 2,
      text: { lt: 'Ar "taip", ar ne?', ru: 'ru', en: 'en', uk: 'uk', pl: 'pl' },
      answers: [
        { lt: 'Taip, žinoma', ru: 'a', en: 'a', uk: 'a', pl: 'a' },
        { lt: 'Ne', ru: 'b', en: 'b', uk: 'b', pl: 'b' },
      ],
      ticks: ['1', '0'],
      key: ['1', '0'],
      correct: true,
    },
  ],
};

describe('recordCsv (staff download of an exam record)', () => {
  it('has the candidate, score and times, and one quoted row per question', () => {
    const csv = recordCsv(record);
    expect(csv).toContain('regnr,LT-1\r\n');
    expect(csv).toContain('finished,2026-03-10T09:20:00.000Z');
    expect(csv).toContain('passed,true');
    expect(csv).toContain('\r\n1,"Ar ""taip"", ar ne?",q-1,2,"1. Taip, žinoma | 2. Ne",10,10,true\r\n');
  });
});
