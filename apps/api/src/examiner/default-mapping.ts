import type { ExaminerCategoryRef } from '@portal/contracts';

const ket = (...values: string[]) => values.map((value) => ({ family: 'ket', value }));
const kodas = (...values: string[]) => values.map((value) => ({ family: 'kodas', value }));
const tractor = (...values: string[]) => values.map((value) => ({ family: 'tractor', value }));
const adr = (value: string) => [{ family: 'examiner', value }];

/**
 * The bank categories each sub-topic draws from until staff change it (docs/decisions.md "Examiner"): topic 1 from
 * the KET bank (it has no D questions of its own yet: D draws from B and C; T draws from the tractor bank), topic 2 from the
 * Code 95 bank (initial passenger training from the passenger category), topic 3 from the examiner's ADR bank.
 */
export const DEFAULT_SUB_TOPIC_CATEGORIES: Readonly<Record<string, readonly ExaminerCategoryRef[]>> = {
  B: ket('B'),
  C: ket('C'),
  CE: ket('C'),
  D: ket('B', 'C'),
  T: tractor('TR1', 'TR2'),
  'A/A1/A2': ket('A'),
  '260104108': kodas('260104108'),
  '260104107': kodas('260104107'),
  '265104112': kodas('265104112'),
  '265104108': kodas('260104107'),
  A1: adr('A1'),
  A2: adr('A2'),
  A3: adr('A3'),
  A4: adr('A4'),
  M1: adr('M1'),
  M2: adr('M2'),
};
