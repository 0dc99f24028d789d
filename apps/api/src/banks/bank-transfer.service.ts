import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  toColumns,
  type BankCategory,
  type BankFormat,
  type BankImportProblem,
  type BankImportReport,
  type BankQuestion,
  type BankFamilyId,
} from '@portal/contracts';
import { DataSource, In, IsNull, Repository } from 'typeorm';
import { BankWrites } from './bank-writes';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { FieldValidationError } from '../common/api-error';
import { rawInputProblem } from '../common/raw-input';
import { NO_TX } from '../database/no-tx';
import { CategoryEntity } from '../exam/category.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import {
  contentKey,
  familyProblems,
  knownTopic,
  questionColumns,
  sameQuestion,
  toBankCategory,
  toBankQuestion,
} from './bank-mapping';
import { missingCounts } from './bank-coverage';
import { BankQuestionsService } from './bank-questions.service';
import { BANK_QUESTION } from './bank-schemas';
import type { ExportBank, ParsedFile, ParsedItem } from './formats/bank-item';
import { eventLoopPause, noPause } from './formats/event-loop-pause';
import { parseGift, writeGift } from './formats/gift';
import { parseJsonBank, writeJsonBank } from './formats/json-format';
import { parseMoodleXml, writeMoodleXml } from './formats/moodle-xml';
import { IMAGE_PROBLEM_TEXT, ImageStore, imageProblem } from './image-store';

const CHUNK = 200;

/**
 * Reads a file of any supported format into items (not yet checked); `pause` gives the event loop a turn between
 * questions. JSON is one JSON.parse (native, linear; our JSON carries no images, so it stays small).
 */
export async function parseBankFile(
  format: BankFormat,
  content: string,
  family: BankFamilyId,
  pause: () => Promise<void> | undefined = noPause,
): Promise<ParsedFile> {
  if (format === 'moodle-xml') return parseMoodleXml(content, pause);
  if (format === 'gift') return parseGift(content, pause);
  return parseJsonBank(content, family);
}

/** What the staff member chose for items that name no category of the family, or no topic. */
export interface ImportDefaults {
  category?: string;
  topic?: string;
}

/**
 * Gives an item the chosen category when it names none the family knows (a real Moodle export names its course's
 * categories, never ours), and the chosen topic when it has none. Items the parser could not read stay as they are.
 */
export function applyDefaults(item: ParsedItem, defaults: ImportDefaults, known: ReadonlySet<string>): void {
  const q = item.question as { categories?: unknown; topic?: unknown } | undefined;
  if (item.problem || !q || typeof q !== 'object') return;
  const named = Array.isArray(q.categories) ? q.categories : [];
  if (defaults.category !== undefined && !named.some((c) => typeof c === 'string' && known.has(c)))
    q.categories = [defaults.category];
  if (defaults.topic !== undefined && (q.topic === undefined || q.topic === '')) q.topic = defaults.topic;
}

interface CheckedItem {
  item: ParsedItem;
  question: BankQuestion;
  /** The stored question with the same ref, if any. */
  existing?: QuestionEntity;
}

/** The import's messages are English (docs/banks.md); rawInputProblem's are the API's Lithuanian. */
const ILL_FORMED: Record<string, string> = {
  format: 'not well-formed text (a lone surrogate, or nested too deep)',
  'unknown-field': 'unknown field',
};

/** Built once (bank-schemas.ts): making the schema costs more than checking a question with it. */
const QUESTION_SCHEMA = BANK_QUESTION;

/**
 * An item's problems against the schema and the family, or its question. Pure: the bench (tools/bench/
 * bank-import.mjs) times this over 10,000 questions.
 */
export function checkItem(
  family: BankFamilyId,
  item: ParsedItem,
  categories: ReadonlySet<string>,
): { question: BankQuestion } | { problems: BankImportProblem[] } {
  const at = { item: item.item, line: item.line, column: item.column };
  if (item.problem) return { problems: [{ ...at, ...item.problem }] };
  // What every other route refuses before validation (rawInputProblem): a lone surrogate (a JSON `\ud800`) would be
  // stored as invalid UTF-8 on SQLite and as U+FFFD on MariaDB; prototype keys.
  const raw = rawInputProblem(item.question, 'question');
  if (raw)
    return {
      problems: [
        {
          ...at,
          code: 'invalid',
          reason: 'invalid-fields',
          params: { fields: raw.field },
          message: `${raw.field}: ${ILL_FORMED[raw.code] ?? raw.message}`,
        },
      ],
    };
  const named = item.question as { categories?: unknown } | undefined;
  if (Array.isArray(named?.categories) && named.categories.length === 0)
    return {
      problems: [
        {
          ...at,
          code: 'unknown-category',
          reason: 'no-category',
          message: 'categories: the question names no category (choose one for such items)',
        },
      ],
    };
  const result = QUESTION_SCHEMA.safeParse(item.question);
  if (!result.success) {
    const issues = result.error.issues;
    const message = issues
      .map(
        (i) =>
          `${i.path.join('.') || 'question'}: ${i.code === 'unrecognized_keys' ? `unknown field ${i.keys.join(', ')}` : i.message}`,
      )
      .join('; ');
    const fields = [
      ...new Set(
        issues.flatMap((i) => (i.code === 'unrecognized_keys' ? i.keys : [i.path.join('.') || '—'])),
      ),
    ];
    return {
      problems: [
        { ...at, code: 'invalid', reason: 'invalid-fields', params: { fields: fields.join(', ') }, message },
      ],
    };
  }
  const question = result.data as BankQuestion;
  const problems = familyProblems(family, question, categories);
  if (problems.length)
    return {
      problems: problems.map(({ field, reason, params, message }) => ({
        ...at,
        code:
          field === 'categories'
            ? ('unknown-category' as const)
            : field === 'topic'
              ? ('unknown-topic' as const)
              : ('invalid' as const),
        reason,
        params,
        message,
      })),
    };
  return { question };
}

/** Bank import (report, dry run, duplicates) and export in Moodle XML, GIFT and our JSON (docs/banks.md). */
@Injectable()
export class BankTransferService {
  constructor(
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly bank: BankQuestionsService,
    private readonly images: ImageStore,
    private readonly audit: AuditService,
    private readonly writes: BankWrites,
  ) {}

  async import(
    actor: AuditActor,
    family: BankFamilyId,
    format: BankFormat,
    content: string,
    dryRun: boolean,
    defaults: ImportDefaults = {},
  ): Promise<BankImportReport> {
    // Read and checked in slices: the learners' saves are answered meanwhile.
    const pause = eventLoopPause();
    const parsed = await parseBankFile(format, content, family, pause);
    const problems: BankImportProblem[] = [...parsed.problems];
    const stored = await this.categories.findBy({ family });
    const fileCategories = parsed.categories ?? [];
    const categoryValues = new Set([...stored.map((c) => c.value), ...fileCategories.map((c) => c.value)]);
    if (defaults.category !== undefined && !categoryValues.has(defaults.category))
      throw FieldValidationError.of(
        'category',
        'range',
        `category: ${family} has no category ${defaults.category}`,
      );
    if (defaults.topic !== undefined && !knownTopic(family, defaults.topic))
      throw FieldValidationError.of('topic', 'range', `topic: ${family} has no topic ${defaults.topic}`);
    for (const item of parsed.items) applyDefaults(item, defaults, categoryValues);

    const existingRows = await this.questions.findBy({ family });
    const existingCategories = await this.bank.categoriesOf(existingRows.map((r) => r.id));
    const byRef = new Map(existingRows.map((r) => [r.ref, r]));
    const byContent = new Map(existingRows.map((r) => [contentKey(toBankQuestion(r, [])), r.ref]));
    const seenRefs = new Set<string>();
    const seenContent = new Set<string>();
    const accepted: CheckedItem[] = [];
    const images = new Map<string, Buffer>();
    let unchanged = 0;

    for (const item of parsed.items) {
      await pause();
      const checked = checkItem(family, item, categoryValues);
      if ('problems' in checked) {
        problems.push(...checked.problems);
        continue;
      }
      const { question } = checked;
      const at = { item: item.item, line: item.line, column: item.column };
      if (seenRefs.has(question.ref)) {
        problems.push({
          ...at,
          code: 'duplicate',
          reason: 'duplicate-ref',
          params: { ref: question.ref },
          message: `ref ${question.ref} appears earlier in the file`,
        });
        continue;
      }
      const key = contentKey(question);
      if (seenContent.has(key)) {
        problems.push({
          ...at,
          code: 'duplicate',
          reason: 'duplicate-in-file',
          message: `the same question (text and answers) appears earlier in the file`,
        });
        continue;
      }
      const sameText = byContent.get(key);
      if (sameText !== undefined && sameText !== question.ref) {
        problems.push({
          ...at,
          code: 'duplicate',
          reason: 'duplicate-in-bank',
          params: { ref: sameText },
          message: `the bank already has this question as ${sameText}`,
        });
        continue;
      }
      if (question.image) {
        if (item.image) {
          // The same bytes under the same name already on the server (an export of this bank, whose shipped
          // images may be SVG) are taken as they are; anything new must pass the upload's checks.
          const placed = await this.images.place(family, item.image.data, item.image.name);
          const problem = placed.exists ? null : imageProblem(item.image.data);
          if (problem) {
            problems.push({
              ...at,
              code: 'image',
              reason: `image-${problem}`,
              params: { image: question.image },
              message: `${question.image}: ${IMAGE_PROBLEM_TEXT[problem]}`,
            });
            continue;
          }
          question.image = placed.file;
          if (!placed.exists) images.set(placed.file, item.image.data);
        } else if (!this.images.exists(family, question.image) && !images.has(question.image)) {
          problems.push({
            ...at,
            code: 'image',
            reason: 'image-missing',
            params: { image: question.image },
            message: `image ${question.image} is not on the server`,
          });
          continue;
        }
      }
      seenRefs.add(question.ref);
      seenContent.add(key);
      const existing = byRef.get(question.ref);
      if (
        existing &&
        sameQuestion(question, toBankQuestion(existing, existingCategories.get(existing.id) ?? []))
      ) {
        unchanged++;
        continue;
      }
      accepted.push({ item, question, existing });
    }

    // Imported all the same: learners get the Lithuanian text where a language is missing (a warning per language).
    for (const [language, count] of missingCounts(accepted.map((a) => a.question)))
      problems.push({
        item: 0,
        line: 1,
        column: 1,
        code: 'missing-language',
        reason: 'missing-language',
        params: { language, count },
        warning: true,
        message: `${count} question(s) lack ${language}: learners reading it get the Lithuanian text`,
      });
    const created = accepted.filter((a) => !a.existing).length;
    const report: BankImportReport = {
      items: parsed.items.length,
      imported: dryRun ? 0 : accepted.length,
      created: dryRun ? 0 : created,
      unchanged,
      dryRun,
      problems,
    };
    if (dryRun) return report;

    for (const [file, data] of images) await this.images.save(family, data, file);
    await this.writes.run(async (manager) => {
      const categoryIds = await this.saveCategories(manager, family, stored, fileCategories);
      const repo = manager.getRepository(QuestionEntity);
      // Plain INSERTs and UPDATEs (not save(), which reads each row back): 10,000 questions in a few seconds.
      const fresh = accepted.filter((a) => !a.existing);
      for (let i = 0; i < fresh.length; i += CHUNK)
        await repo.insert(
          fresh.slice(i, i + CHUNK).map(({ question }) => ({
            family,
            ref: question.ref,
            retiredAt: null,
            ...questionColumns(question),
          })),
        );
      for (const { question, existing } of accepted)
        if (existing) await repo.update({ id: existing.id }, questionColumns(question));
      const newIds = new Map<string, number>();
      for (let i = 0; i < fresh.length; i += 500)
        for (const row of await repo.find({
          select: { id: true, ref: true },
          where: { family, ref: In(fresh.slice(i, i + 500).map((a) => a.question.ref)) },
        }))
          newIds.set(row.ref, row.id);
      const ids = accepted.map(({ question, existing }) => existing?.id ?? newIds.get(question.ref)!);
      const changedIds = accepted.flatMap((a) => (a.existing ? [a.existing.id] : []));
      for (let i = 0; i < changedIds.length; i += CHUNK)
        await manager
          .getRepository(QuestionCategoryEntity)
          .delete({ questionId: In(changedIds.slice(i, i + CHUNK)) });
      await this.bank.link(
        manager,
        ids,
        accepted.map(({ question }) => question.categories.map((c) => categoryIds.get(c)!)),
      );
      await this.audit.record(
        actor,
        {
          action: 'bank.import',
          target: `bank:${family}`,
          after: {
            format,
            items: report.items,
            created,
            changed: accepted.length - created,
            unchanged,
            problems: problems.length,
            refs: accepted.slice(0, 100).map((a) => a.question.ref),
          },
        },
        manager,
      );
    });
    return report;
  }

  /** Categories of our JSON format: new ones added, known ones take the file's labels and order. */
  private async saveCategories(
    manager: import('typeorm').EntityManager,
    family: BankFamilyId,
    stored: CategoryEntity[],
    fromFile: BankCategory[],
  ): Promise<Map<string, number>> {
    const repo = manager.getRepository(CategoryEntity);
    const byValue = new Map(stored.map((c) => [c.value, c]));
    for (const [order, c] of fromFile.entries()) {
      const row = byValue.get(c.value) ?? repo.create({ family, value: c.value });
      const next = {
        type: c.type,
        ...toColumns('label', c.labels, ''),
        disabled: !!c.disabled,
        sortOrder: order,
      };
      if (
        row.id &&
        Object.entries(next).every(([k, v]) => (row as unknown as Record<string, unknown>)[k] === v)
      )
        continue;
      byValue.set(c.value, await repo.save(Object.assign(row, next), NO_TX));
    }
    return new Map([...byValue.values()].map((c) => [c.value, c.id]));
  }

  /** The family's bank (questions not retired, all categories) in one format. */
  async export(family: BankFamilyId, format: BankFormat): Promise<string> {
    const categories = await this.categories.find({
      where: { family },
      order: { sortOrder: 'ASC', id: 'ASC' },
    });
    const rows = await this.questions.find({ where: { family, retiredAt: IsNull() }, order: { id: 'ASC' } });
    const links = await this.bank.categoriesOf(rows.map((r) => r.id));
    const bank: ExportBank = {
      family,
      categories: categories.map(toBankCategory),
      questions: rows.map((r) => toBankQuestion(r, links.get(r.id) ?? [])),
      images: new Map(),
    };
    if (format === 'moodle-xml')
      for (const q of bank.questions)
        if (q.image && !bank.images.has(q.image)) {
          const data = await this.images.read(family, q.image);
          if (data) bank.images.set(q.image, data);
        }
    if (format === 'moodle-xml') return writeMoodleXml(bank);
    if (format === 'gift') return writeGift(bank);
    return writeJsonBank(bank);
  }
}
