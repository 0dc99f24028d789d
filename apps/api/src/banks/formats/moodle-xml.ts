import type { BankQuestion, LocalizedText } from '@portal/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { lineLocator, type ExportBank, type ParsedFile, type ParsedItem } from './bank-item';
import { escapeHtml, htmlToText, pluginFileImage } from './html-text';
import { joinLanguages, mapText, optionalText, splitLanguages } from './multilang';
import { noPause } from './event-loop-pause';
import { xmlHazard } from './xml-hazards';

// Moodle question XML (docs/banks.md): `multichoice` questions, one right answer (`<single>true`) or several
// (positive fractions), the image embedded as base64 in `<file>` under the question text, every language through the
// multi-language filter, categories and the topic as tags (`category:B`, `topic:…`), the weight as
// `<defaultgrade>`, the explanation as `<generalfeedback>`, the ref as `<idnumber>` (else `<name>`).

const CATEGORY_TAG = 'category:';
const TOPIC_TAG = 'topic:';

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ['question', 'answer', 'tag', 'file'].includes(name),
});

/**
 * Where each `<question` element starts, in document order (the parser's `question` list has the same order),
 * skipping CDATA sections and comments. The parser's own position capture doubles its time on big files.
 */
export async function questionOffsets(
  content: string,
  pause: () => Promise<void> | undefined = noPause,
): Promise<number[]> {
  const out: number[] = [];
  let i = 0;
  for (let tags = 0; ; tags++) {
    if ((tags & 255) === 0) await pause();
    const tag = content.indexOf('<', i);
    if (tag === -1) return out;
    if (content.startsWith('<![CDATA[', tag)) {
      const end = content.indexOf(']]>', tag);
      i = end === -1 ? content.length : end + 3;
    } else if (content.startsWith('<!--', tag)) {
      const end = content.indexOf('-->', tag);
      i = end === -1 ? content.length : end + 3;
    } else {
      if (content.startsWith('<question', tag) && /[\s>/]/.test(content[tag + 9] ?? '')) out.push(tag);
      i = tag + 1;
    }
  }
}

function textOf(node: unknown): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  const n = node as Node;
  if ('text' in n) return textOf(n.text);
  if ('#text' in n) return textOf(n['#text']);
  return '';
}

/** A formatted text (`<questiontext format="html"><text>…`) as plain text per language. */
function formatted(node: unknown): { text: LocalizedText; image: string | null } {
  const raw = textOf(node);
  const format = ((node as Node | undefined)?.['@_format'] as string | undefined) ?? 'html';
  const text = splitLanguages(raw);
  if (format !== 'html') return { text: mapText(text, (t) => t.trim()), image: null };
  return { text: mapText(text, htmlToText), image: pluginFileImage(raw) };
}

/** Where an error the validator found in `part` (which starts at `base`) is in the whole file. */
function shifted(
  base: { line: number; column: number },
  err: { line: number; col: number },
): { line: number; column: number } {
  return err.line === 1
    ? { line: base.line, column: base.column + err.col - 1 }
    : { line: base.line + err.line - 1, column: err.col };
}

/**
 * A Moodle question file, read one `<question>` at a time (`pause` between them gives the event loop a turn), so a
 * big file never holds other requests for long and a broken question costs only itself. The frame around the
 * questions (`<?xml?>`, `<quiz>`, `</quiz>`) is checked on its own.
 */
export async function parseMoodleXml(
  content: string,
  pause: () => Promise<void> | undefined = noPause,
): Promise<ParsedFile> {
  // Before the validator and the parser see anything: no entities, no deep nesting, no object-internal names.
  const hazard = await xmlHazard(content, pause);
  if (hazard) return { items: [], problems: [hazard] };
  const at = lineLocator(content);
  const offsets = await questionOffsets(content, pause);
  const quizEnd = content.lastIndexOf('</quiz>');
  const questionsEnd = quizEnd === -1 ? content.length : quizEnd;
  const head = content.slice(0, offsets[0] ?? questionsEnd);
  const frame = head + content.slice(questionsEnd);
  const valid = XMLValidator.validate(frame);
  if (valid !== true) {
    const inHead = head.split('\n').length >= valid.err.line;
    return {
      items: [],
      problems: [
        {
          item: 0,
          ...(inHead ? { line: valid.err.line, column: valid.err.col } : at(questionsEnd)),
          code: 'syntax',
          message: valid.err.msg,
        },
      ],
    };
  }
  const doc = parser.parse(frame) as Node;
  if (!('quiz' in doc))
    return {
      items: [],
      problems: [
        { item: 0, line: 1, column: 1, code: 'syntax', message: 'not a Moodle question file (no <quiz>)' },
      ],
    };
  const items: ParsedItem[] = [];
  let category: string | null = null;
  for (const [index, offset] of offsets.entries()) {
    await pause();
    const part = content.slice(offset, offsets[index + 1] ?? questionsEnd);
    const where = at(offset);
    const partValid = XMLValidator.validate(part);
    if (partValid !== true) {
      items.push({
        item: items.length + 1,
        ...where,
        problem: { ...shifted(where, partValid.err), code: 'syntax', message: partValid.err.msg },
      });
      continue;
    }
    const q = ((parser.parse(part) as Node).question as Node[] | undefined)?.[0] ?? {};
    const type = q['@_type'] as string | undefined;
    if (type === 'category') {
      // `$course$/top/B`: the last part names a category of the family, if nothing else does.
      category = textOf(q.category).split('/').pop()?.trim() || null;
      continue;
    }
    const item: ParsedItem = { item: items.length + 1, ...where };
    items.push(item);
    if (type !== 'multichoice') {
      item.problem = {
        ...where,
        code: 'unsupported',
        message: `question type '${type ?? '?'}' is not supported (multichoice only)`,
      };
      continue;
    }
    const stem = formatted(q.questiontext);
    const tags = (((q.tags as Node | undefined)?.tag as unknown[]) ?? []).map((t) => textOf(t).trim());
    const categories = tags
      .filter((t) => t.startsWith(CATEGORY_TAG))
      .map((t) => t.slice(CATEGORY_TAG.length));
    const topic = tags.find((t) => t.startsWith(TOPIC_TAG))?.slice(TOPIC_TAG.length);
    const answers = ((q.answer as Node[] | undefined) ?? []).map((a) => ({
      text: formatted(a).text,
      fraction: Number(a['@_fraction'] ?? 0),
    }));
    const grade = Number(textOf(q.defaultgrade) || '1');
    const explanation = optionalText(formatted(q.generalfeedback).text);
    const question: Record<string, unknown> = {
      ref: textOf(q.idnumber).trim() || textOf(q.name).trim(),
      categories: categories.length ? categories : category ? [category] : [],
      ...(topic ? { topic } : {}),
      text: stem.text,
      answers: answers.map((a) => a.text),
      correct: answers.flatMap((a, i) => (a.fraction > 0 ? [i] : [])),
      weight: grade,
      image: stem.image,
      ...(explanation ? { explanation } : {}),
    };
    item.question = question;
    if (stem.image) {
      const files = ((q.questiontext as Node | undefined)?.file as Node[] | undefined) ?? [];
      const file = files.find((f) => f['@_name'] === stem.image);
      if (file) item.image = { name: stem.image, data: Buffer.from(textOf(file['#text'] ?? file), 'base64') };
    }
  }
  return { items, problems: [] };
}

function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

function attr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function htmlText(text: LocalizedText): string {
  return escapeHtml(joinLanguages(text));
}

function questionXml(q: BankQuestion, images: Map<string, Buffer>): string {
  const single = q.correct.length === 1;
  const share = single ? 100 : 100 / q.correct.length;
  const fraction = (i: number) => (q.correct.includes(i) ? String(Number(share.toFixed(5))) : '0');
  const image = q.image ? images.get(q.image) : undefined;
  const stem =
    htmlText(q.text) +
    (q.image ? `<p><img src="@@PLUGINFILE@@/${encodeURIComponent(q.image)}" alt=""></p>` : '');
  const tags = [...q.categories.map((c) => CATEGORY_TAG + c), ...(q.topic ? [TOPIC_TAG + q.topic] : [])];
  return [
    '  <question type="multichoice">',
    `    <name><text>${cdata(q.ref)}</text></name>`,
    `    <questiontext format="html"><text>${cdata(stem)}</text>`,
    ...(q.image && image
      ? [`      <file name="${attr(q.image)}" path="/" encoding="base64">${image.toString('base64')}</file>`]
      : []),
    '    </questiontext>',
    `    <generalfeedback format="html"><text>${q.explanation ? cdata(htmlText(q.explanation)) : ''}</text></generalfeedback>`,
    `    <defaultgrade>${q.weight ?? 1}</defaultgrade>`,
    '    <penalty>0</penalty>',
    '    <hidden>0</hidden>',
    `    <idnumber>${cdata(q.ref)}</idnumber>`,
    `    <single>${single}</single>`,
    '    <shuffleanswers>false</shuffleanswers>',
    '    <answernumbering>abc</answernumbering>',
    ...q.answers.map(
      (a, i) =>
        `    <answer fraction="${fraction(i)}" format="html"><text>${cdata(htmlText(a))}</text><feedback format="html"><text></text></feedback></answer>`,
    ),
    `    <tags>${tags.map((t) => `<tag><text>${cdata(t)}</text></tag>`).join('')}</tags>`,
    '  </question>',
  ].join('\n');
}

export function writeMoodleXml(bank: ExportBank): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<quiz>',
    '  <question type="category">',
    `    <category><text>${cdata(`$course$/top/${bank.family}`)}</text></category>`,
    '  </question>',
    ...bank.questions.map((q) => questionXml(q, bank.images)),
    '</quiz>',
    '',
  ].join('\n');
}
