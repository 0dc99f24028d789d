import type { BankQuestion, LocalizedText } from '@portal/contracts';
import { parse, type GIFTQuestion, type SyntaxError as GiftSyntaxError, type TextFormat } from 'gift-pegjs';
import type { ExportBank, ParsedFile, ParsedItem } from './bank-item';
import { noPause } from './event-loop-pause';
import { escapeHtml, htmlToText, pluginFileImage } from './html-text';
import { joinLanguages, mapText, optionalText, splitLanguages } from './multilang';

// GIFT (docs/banks.md): multiple choice with one right answer (`=`) or several (positive `~%50%` weights);
// every language (LANGUAGES) through the multi-language filter; the ref as `::title::` (or `// [id:…]`); categories, topic and
// weight as tags in the comment above (`// [tag:category:B] [tag:topic:…] [tag:weight:2]`); the explanation as
// `####` feedback; an image as `<img src="@@PLUGINFILE@@/name">` naming a file already on this server (GIFT cannot
// carry the bytes). The file is cut into questions at blank lines outside braces, and each is parsed on its own
// with gift-pegjs, so a bad question is reported at its line and the rest still import.

interface Block {
  text: string;
  /** 1-based line where the block starts. */
  line: number;
}

/** Questions and commands of a GIFT file, split at blank lines that are not inside `{…}`. */
export async function giftBlocks(
  content: string,
  pause: () => Promise<void> | undefined = noPause,
): Promise<Block[]> {
  const blocks: Block[] = [];
  let lines: string[] = [];
  let start = 1;
  let depth = 0;
  const flush = () => {
    if (lines.some((l) => l.trim() !== '' && !l.trim().startsWith('//')))
      blocks.push({ text: lines.join('\n'), line: start });
    lines = [];
  };
  const all = content.replace(/^\uFEFF/, '').split(/\r?\n/);
  // After a blank line, a title, a comment or a category starts a new question even if a `}` was missing. Whether
  // the next line that is not blank does so is known for every line from one pass backwards: looking ahead from
  // each blank line made 30 KB of blank lines inside a brace take seconds.
  const questionAhead: boolean[] = new Array<boolean>(all.length + 1).fill(false);
  for (let i = all.length - 1; i >= 0; i--) {
    if ((i & 1023) === 0) await pause();
    questionAhead[i] = all[i].trim() === '' ? questionAhead[i + 1] : /^\s*(::|\/\/|\$CATEGORY:)/.test(all[i]);
  }
  const startsQuestion = (i: number) => questionAhead[i + 1];
  for (const [i, raw] of all.entries()) {
    if ((i & 1023) === 0) await pause();
    if (raw.trim() === '' && (depth === 0 || startsQuestion(i))) {
      flush();
      depth = 0;
      continue;
    }
    if (!lines.length) start = i + 1;
    lines.push(raw);
    if (raw.trim().startsWith('//')) continue;
    for (let c = 0; c < raw.length; c++) {
      if (raw[c] === '\\') c++;
      else if (raw[c] === '{') depth++;
      else if (raw[c] === '}') depth = Math.max(0, depth - 1);
    }
  }
  flush();
  return blocks;
}

function plain(text: TextFormat | null | undefined): { text: LocalizedText; image: string | null } {
  const raw = text?.text ?? '';
  const split = splitLanguages(raw);
  if (text?.format === 'html') return { text: mapText(split, htmlToText), image: pluginFileImage(raw) };
  return { text: mapText(split, (t) => t.trim()), image: null };
}

const unescapeTag = (tag: string) => tag.replace(/\\(.)/g, '$1').trim();

function toItem(q: GIFTQuestion, item: ParsedItem, category: string | null): void {
  if (q.type !== 'MC') {
    item.problem = {
      line: item.line,
      column: item.column,
      code: 'unsupported',
      message: `GIFT question type ${q.type} is not supported (multiple choice only)`,
    };
    return;
  }
  const tags = (q.tags ?? []).map(unescapeTag);
  const tagged = (prefix: string) =>
    tags.filter((t) => t.startsWith(prefix)).map((t) => t.slice(prefix.length));
  const categories = tagged('category:');
  const topic = tagged('topic:')[0];
  const weight = tagged('weight:')[0];
  const stem = plain(q.stem);
  const explanation = optionalText(plain(q.globalFeedback).text);
  item.question = {
    ref: (q.id ?? q.title ?? '').trim(),
    categories: categories.length ? categories : category ? [category] : [],
    ...(topic ? { topic } : {}),
    text: stem.text,
    answers: q.choices.map((c) => plain(c.text).text),
    correct: q.choices.flatMap((c, i) => (c.isCorrect || (c.weight ?? 0) > 0 ? [i] : [])),
    weight: weight === undefined ? 1 : Number(weight),
    image: stem.image,
    ...(explanation ? { explanation } : {}),
  };
}

/**
 * The longest question block given to gift-pegjs, which reads about half a million characters a second: a longer
 * question (far beyond any real one; JSON and Moodle XML take the longest texts the bank allows) is refused rather
 * than hold the event loop for more than about 50 ms.
 */
export const GIFT_BLOCK_MAX_CHARS = 30_000;

export async function parseGift(
  content: string,
  pause: () => Promise<void> | undefined = noPause,
): Promise<ParsedFile> {
  const items: ParsedItem[] = [];
  let category: string | null = null;
  for (const block of await giftBlocks(content, pause)) {
    await pause();
    if (block.text.length > GIFT_BLOCK_MAX_CHARS) {
      const line = block.line;
      items.push({
        item: items.length + 1,
        line,
        column: 1,
        problem: {
          line,
          column: 1,
          code: 'invalid',
          message: `the question is longer than ${GIFT_BLOCK_MAX_CHARS.toLocaleString('en')} characters`,
        },
      });
      continue;
    }
    const firstLine = block.text.split('\n').findIndex((l) => !l.trim().startsWith('//'));
    let parsed: GIFTQuestion[];
    try {
      parsed = parse(block.text);
    } catch (error) {
      const e = error as GiftSyntaxError;
      const line = block.line + (e.location?.start.line ?? 1) - 1;
      items.push({
        item: items.length + 1,
        line: block.line + Math.max(firstLine, 0),
        column: 1,
        problem: { line, column: e.location?.start.column ?? 1, code: 'syntax', message: e.message },
      });
      continue;
    }
    for (const q of parsed) {
      if (q.type === 'Category') {
        category = q.title.split('/').pop()?.trim() || null;
        continue;
      }
      const item: ParsedItem = {
        item: items.length + 1,
        line: block.line + Math.max(firstLine, 0),
        column: 1,
      };
      items.push(item);
      toItem(q, item, category);
    }
  }
  return { items, problems: [] };
}

/** GIFT's special characters escaped; line breaks as `\n`. */
function escapeGift(text: string): string {
  return text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

const giftText = (text: LocalizedText) => escapeGift(escapeHtml(joinLanguages(text)));

function questionGift(q: BankQuestion): string {
  const tags = [
    ...q.categories.map((c) => `category:${c}`),
    ...(q.topic ? [`topic:${q.topic}`] : []),
    ...(q.weight && q.weight !== 1 ? [`weight:${q.weight}`] : []),
  ];
  const single = q.correct.length === 1;
  const share = Number((100 / q.correct.length).toFixed(5));
  const image = q.image
    ? escapeGift(`<p><img src="@@PLUGINFILE@@/${encodeURIComponent(q.image)}" alt=""></p>`)
    : '';
  const answers = q.answers.map((a, i) => {
    const right = q.correct.includes(i);
    if (single) return `\t${right ? '=' : '~'}${giftText(a)}`;
    return `\t~%${right ? share : -100}%${giftText(a)}`;
  });
  return [
    // A tag's backslashes doubled: the import reads `\x` in a tag as `x` (unescapeTag).
    `// [id:${q.ref}] ${tags.map((t) => `[tag:${t.replace(/\\/g, '\\\\')}]`).join(' ')}`.trimEnd(),
    `::${escapeGift(q.ref)}::[html]${giftText(q.text)}${image} {`,
    ...answers,
    ...(q.explanation ? [`\t####${giftText(q.explanation)}`] : []),
    '}',
  ].join('\n');
}

export function writeGift(bank: ExportBank): string {
  return [
    `$CATEGORY: $course$/top/${bank.family}`,
    '',
    ...bank.questions.map((q) => `${questionGift(q)}\n`),
  ].join('\n');
}
