import type { BankCategory, BankImportProblem } from '@portal/contracts';
import * as z from 'zod';
import { rawInputProblem } from '../../common/raw-input';
import { BANK_CATEGORY } from '../bank-schemas';
import { lineLocator, type ExportBank, type ParsedFile } from './bank-item';

// Our own format: the bank file of the seed (QuestionBank: family, categories, questions; images by file name).
// JSON.parse reads it; a small scan finds where each question starts, for the report's lines.

/** Offsets of the elements of the top-level object's array `key`. */
export function arrayElementOffsets(text: string, key: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let inArray = false;
  let expectElement = false;
  let lastKey = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
    if (inArray && expectElement && depth === 2 && c !== ']') {
      offsets.push(i);
      expectElement = false;
    }
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (depth === 1) lastKey = text.slice(start + 1, i);
    } else if (c === '{' || c === '[') {
      if (c === '[' && depth === 1 && lastKey === key) {
        inArray = true;
        expectElement = true;
      }
      depth++;
    } else if (c === '}' || c === ']') {
      depth--;
      if (inArray && depth === 1) inArray = false;
    } else if (c === ',' && inArray && depth === 2) expectElement = true;
  }
  return offsets;
}

/** A JSON bank file's frame: an object for `family` with a list of questions and, optionally, of categories. */
const bankFileFrame = (family: string) =>
  z.object(
    {
      family: z.unknown().refine((value) => value === family, {
        error: (issue) => `family must be '${family}' (the file is for '${String(issue.input)}')`,
      }),
      questions: z.array(z.unknown(), { error: 'questions must be a list' }),
      categories: z.array(z.unknown(), { error: 'categories must be a list' }).optional(),
    },
    { error: 'not a question bank (an object with family, categories and questions)' },
  );

export function parseJsonBank(content: string, family: string): ParsedFile {
  const at = lineLocator(content);
  let bank: unknown;
  try {
    bank = JSON.parse(content);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message);
    const where = position ? at(Number(position[1])) : { line: 1, column: 1 };
    return { items: [], problems: [{ item: 0, ...where, code: 'syntax', message }] };
  }
  const fileProblem = (message: string): ParsedFile => ({
    items: [],
    problems: [{ item: 0, line: 1, column: 1, code: 'invalid', message }],
  });
  // The file's frame; each category and question is then checked on its own, so one bad item is one problem.
  const frame = bankFileFrame(family).safeParse(bank);
  if (!frame.success) return fileProblem(frame.error.issues[0].message);
  const { categories, questions } = frame.data;
  const problems: BankImportProblem[] = [];
  const good: BankCategory[] = [];
  const categoryAt = arrayElementOffsets(content, 'categories');
  (categories ?? []).forEach((c, i) => {
    const raw = rawInputProblem(c, 'category');
    if (raw) {
      problems.push({
        item: 0,
        ...at(categoryAt[i] ?? 0),
        code: 'invalid',
        message: `category #${i + 1}: ${raw.field}: not well-formed text (a lone surrogate, or nested too deep)`,
      });
      return;
    }
    const result = BANK_CATEGORY.safeParse(c);
    if (result.success) good.push(result.data as BankCategory);
    else
      problems.push({
        item: 0,
        ...at(categoryAt[i] ?? 0),
        code: 'invalid',
        message: `category #${i + 1}: ${result.error.issues.map((x) => `${x.path.join('.') || 'category'}: ${x.message}`).join('; ')}`,
      });
  });
  const offsets = arrayElementOffsets(content, 'questions');
  return {
    items: questions.map((question, i) => ({ item: i + 1, ...at(offsets[i] ?? 0), question })),
    problems,
    categories: good,
  };
}

export function writeJsonBank(bank: ExportBank): string {
  const { family, categories, questions } = bank;
  return `${JSON.stringify({ family, categories, questions }, null, 2)}\n`;
}
