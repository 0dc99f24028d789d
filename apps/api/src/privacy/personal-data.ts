import { type EntityManager, In, type ObjectLiteral } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { AuditEntryEntity } from '../audit/audit-entry.entity';
import { EmailTokenEntity } from '../auth/email-token.entity';
import { BackupRunEntity } from '../backups/backup-run.entity';
import { personKey } from '../competition/competition-person';
import { ContestEntryEntity } from '../competition/contest-entry.entity';
import { ContestEntity } from '../competition/contest.entity';
import { ActivationRequestEntity } from '../enrollment/activation-request.entity';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { AttemptEntity } from '../exam/attempt.entity';
import { BankRevisionEntity } from '../exam/bank-revision.entity';
import { CategoryEntity } from '../exam/category.entity';
import { LearnerQuestionEntity } from '../exam/learner-question.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { ExaminerExamEntity } from '../examiner/examiner-exam.entity';
import { ExaminerRosterEntity } from '../examiner/examiner-roster.entity';
import { ExaminerSubTopicEntity } from '../examiner/examiner-sub-topic.entity';
import { CardEntity } from '../learning/card.entity';
import { LearningSettingsEntity } from '../learning/learning-settings.entity';
import { ReviewEntity } from '../learning/review.entity';
import { PaymentLedgerEntity } from '../payments/payment-ledger.entity';
import { PaymentOrderEntity } from '../payments/payment-order.entity';
import { PaymentPriceEntity } from '../payments/payment-price.entity';
import { PracticeSessionEntity } from '../learning/practice-session.entity';
import { SwitchEntity } from '../switches/switch.entity';
import { ErasureRequestEntity } from './erasure-request.entity';

/**
 * Every table of the database is listed here exactly once: either in PERSONAL_DATA, saying how one person's rows
 * are found, exported and erased, or in NOT_PERSONAL, saying why it holds nobody's data (personal-data.spec.ts
 * fails on a table in neither). A new table must be placed before it can ship: an export or an erasure cannot miss
 * it, as Moodle's plugins with empty delete stubs did.
 */

/** The person's rows, found once per export or erasure. */
export interface Person {
  account: AccountEntity;
  enrollmentIds: number[];
  attemptIds: number[];
  requestIds: number[];
  learnerQuestionIds: number[];
  orderIds: number[];
  contestEntryIds: number[];
}

export interface PersonalTable {
  /** The section of the export (and of the HTML page). */
  section: string;
  /** The person's rows as exported (secrets such as password and token hashes left out). */
  rows(manager: EntityManager, person: Person): Promise<ObjectLiteral[]>;
  /**
   * What erasure does: `delete` the rows, `anonymise` them (kept without name and contact), or `keep` them
   * (they hold no name or contact, only the account id, and are purged when their retention ends).
   */
  erasure: 'delete' | 'anonymise' | 'keep';
  erase(manager: EntityManager, person: Person): Promise<void>;
}

const without = <T extends ObjectLiteral>(rows: T[], ...keys: (keyof T)[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k))));

const byIds = <T extends ObjectLiteral>(manager: EntityManager, entity: new () => T, ids: number[]) =>
  ids.length ? manager.getRepository(entity).findBy({ id: In(ids) } as never) : Promise.resolve([] as T[]);

/** Rows of `table` whose `column` is one of `ids`, as the database returns them, 500 ids a statement. */
async function rawByIds(manager: EntityManager, table: string, column: string, ids: number[]) {
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    rows.push(
      ...((await manager.query(
        `SELECT * FROM ${table} WHERE ${column} IN (${chunk.map(() => '?').join(', ')})`,
        chunk,
      )) as Record<string, unknown>[]),
    );
  }
  return rows;
}

const deleteIds = async <T extends ObjectLiteral>(
  manager: EntityManager,
  entity: new () => T,
  ids: number[],
) => {
  if (ids.length) await manager.getRepository(entity).delete({ id: In(ids) } as never);
};

/** Audit rows about the person: their account, enrolments, requests, questions, orders, contest entries. */
export function auditTargets(person: Person): string[] {
  return [
    `account:${person.account.id}`,
    ...person.enrollmentIds.map((id) => `enrollment:${id}`),
    ...person.requestIds.map((id) => `activation-request:${id}`),
    ...person.learnerQuestionIds.map((id) => `learner-question:${id}`),
    ...person.orderIds.map((id) => `order:${id}`),
    ...person.contestEntryIds.map((id) => `contest-entry:${id}`),
  ];
}

async function auditRows(manager: EntityManager, person: Person): Promise<AuditEntryEntity[]> {
  const repository = manager.getRepository(AuditEntryEntity);
  const about = await repository.findBy({ target: In(auditTargets(person)) });
  const by = await repository.findBy({ actorId: person.account.id });
  const seen = new Set<number>();
  return [...about, ...by].filter((row) => !seen.has(row.id) && seen.add(row.id)).sort((a, b) => a.id - b.id);
}

export const ERASED_NAME = 'Ištrinta paskyra';

export const PERSONAL_DATA: Record<string, PersonalTable> = {
  accounts: {
    section: 'account',
    rows: async (_m, person) => without([person.account], 'passwordHash'),
    // Kept (without name, contact, sign-in or social id) while exam and payment records point at it; deleted by
    // the purge when their retention has ended.
    erasure: 'anonymise',
    erase: async (manager, person) => {
      await manager.getRepository(AccountEntity).update(person.account.id, {
        username: null,
        passwordHash: null,
        name: ERASED_NAME,
        email: null,
        photoUrl: null,
        providerId: `erased-${person.account.id}`,
        examLanguage: null,
        disabled: true,
      });
    },
  },
  enrollments: {
    section: 'enrolments',
    rows: (m, p) => byIds(m, EnrollmentEntity, p.enrollmentIds),
    erasure: 'delete',
    erase: (m, p) => deleteIds(m, EnrollmentEntity, p.enrollmentIds),
  },
  activation_requests: {
    section: 'requests',
    rows: (m, p) => byIds(m, ActivationRequestEntity, p.requestIds),
    erasure: 'delete',
    erase: (m, p) => deleteIds(m, ActivationRequestEntity, p.requestIds),
  },
  attempts: {
    section: 'attempts',
    // Read raw (as stored: answers and question ids as JSON text): a learner's hundreds of attempts with 30
    // statistics rows each took seconds to hydrate as entities.
    rows: async (m, p) =>
      (await rawByIds(m, 'attempts', 'id', p.attemptIds)).map(({ open_key: _openKey, ...row }) => row),
    // Exam records: kept for EXAM_RECORD_RETENTION_DAYS without the person (only the anonymous account id).
    erasure: 'keep',
    erase: async () => undefined,
  },
  attempt_answers: {
    section: 'attempt answers',
    // One row per attempt (its 30 statistics rows folded, by position): the same data, a readable page.
    rows: async (m, p) => {
      const byAttempt = new Map<
        number,
        { attempt_id: number; question_ids: unknown[]; ticks: unknown[]; right: unknown[] }
      >();
      const rows = await rawByIds(m, 'attempt_answers', 'attempt_id', p.attemptIds);
      rows.sort(
        (a, b) => Number(a.attempt_id) - Number(b.attempt_id) || Number(a.position) - Number(b.position),
      );
      for (const row of rows) {
        const id = Number(row.attempt_id);
        let entry = byAttempt.get(id);
        if (!entry) byAttempt.set(id, (entry = { attempt_id: id, question_ids: [], ticks: [], right: [] }));
        entry.question_ids.push(row.question_id);
        entry.ticks.push(row.ticks);
        entry.right.push(row.is_right);
      }
      return [...byAttempt.values()];
    },
    erasure: 'keep',
    erase: async () => undefined,
  },
  learner_questions: {
    section: 'questions to staff',
    rows: (m, p) => byIds(m, LearnerQuestionEntity, p.learnerQuestionIds),
    // Free text written by the person (and the replies to them): may name anyone.
    erasure: 'delete',
    erase: (m, p) => deleteIds(m, LearnerQuestionEntity, p.learnerQuestionIds),
  },
  learning_reviews: {
    section: 'learning: answers',
    // Every answer the learner gave (tests, practice, reviews), the memory model's input. Raw: thousands of rows.
    rows: (m, p) =>
      m.query('SELECT * FROM learning_reviews WHERE account_id = ? ORDER BY answered_at, id', [p.account.id]),
    // The learner's study record, not an exam record: it goes (the tests themselves stay as `attempts` say).
    erasure: 'delete',
    erase: async (m, p) => {
      await m.getRepository(ReviewEntity).delete({ accountId: p.account.id });
    },
  },
  learning_cards: {
    section: 'learning: memory per question',
    rows: (m, p) => m.query('SELECT * FROM learning_cards WHERE account_id = ?', [p.account.id]),
    erasure: 'delete',
    erase: async (m, p) => {
      await m.getRepository(CardEntity).delete({ accountId: p.account.id });
    },
  },
  learning_readiness: {
    section: 'learning: readiness',
    // The learner's last computed chance to pass and ready state (staff's list of ready learners, issue 27).
    rows: (m, p) => m.query('SELECT * FROM learning_readiness WHERE account_id = ?', [p.account.id]),
    erasure: 'delete',
    erase: async (m, p) => {
      await m.query('DELETE FROM learning_readiness WHERE account_id = ?', [p.account.id]);
    },
  },
  question_learners: {
    section: 'learning: questions answered',
    // Which questions the learner ever answered: the hardest list's distinct-learner count (issue 27).
    rows: (m, p) => m.query('SELECT * FROM question_learners WHERE account_id = ?', [p.account.id]),
    // Goes with the answers; the per-question counts (question_facility) keep the learner counted, with no name.
    erasure: 'delete',
    erase: async (m, p) => {
      await m.query('DELETE FROM question_learners WHERE account_id = ?', [p.account.id]);
    },
  },
  learning_settings: {
    section: 'learning: exam date and daily cap',
    rows: (m, p) => m.getRepository(LearningSettingsEntity).findBy({ accountId: p.account.id }),
    erasure: 'delete',
    erase: async (m, p) => {
      await m.getRepository(LearningSettingsEntity).delete({ accountId: p.account.id });
    },
  },
  payment_orders: {
    section: 'orders',
    rows: (m, p) => byIds(m, PaymentOrderEntity, p.orderIds),
    // Accounting records: kept for PAYMENT_RECORD_RETENTION_DAYS; they name nobody (the receipt's buyer is the
    // account, anonymised above).
    erasure: 'keep',
    erase: async () => undefined,
  },
  payment_ledger: {
    section: 'receipts and payments',
    rows: (m, p) => m.getRepository(PaymentLedgerEntity).findBy({ accountId: p.account.id }),
    erasure: 'keep',
    erase: async () => undefined,
  },
  email_tokens: {
    section: 'e-mail links',
    rows: async (m, p) => without(await emailTokens(m, p), 'tokenHash', 'passwordHash'),
    erasure: 'delete',
    erase: async (m, p) =>
      deleteIds(
        m,
        EmailTokenEntity,
        (await emailTokens(m, p)).map((t) => t.id),
      ),
  },
  contest_entries: {
    section: 'contest entries',
    rows: async (m, p) => without(await byIds(m, ContestEntryEntity, p.contestEntryIds), 'tokenHash'),
    erasure: 'delete',
    erase: (m, p) => deleteIds(m, ContestEntryEntity, p.contestEntryIds),
  },
  audit_entries: {
    section: 'audit trail about you',
    rows: auditRows,
    // The trail stays (who did what, when, to which record); the states it recorded, which hold the person's
    // name and contact, and their name as an actor, go.
    erasure: 'anonymise',
    erase: async (manager, person) => {
      const ids = (await auditRows(manager, person)).map((row) => row.id);
      if (!ids.length) return;
      const repository = manager.getRepository(AuditEntryEntity);
      await repository.update({ id: In(ids) }, { before: null, after: null });
      await repository.update({ actorId: person.account.id }, { actorName: ERASED_NAME });
    },
  },
  practice_sessions: {
    section: 'practice sessions',
    rows: async (m, p) =>
      (await m.getRepository(PracticeSessionEntity).findBy({ accountId: p.account.id })).map(
        ({ openKey: _openKey, ...row }) => row,
      ),
    // The learner's own practice, never an exam record: it goes with the person.
    erasure: 'delete',
    erase: async (m, p) => {
      await m.getRepository(PracticeSessionEntity).delete({ accountId: p.account.id });
    },
  },
  erasure_requests: {
    section: 'erasure requests',
    rows: (m, p) => m.getRepository(ErasureRequestEntity).findBy({ accountId: p.account.id }),
    // Names nobody; it is the record that the erasure was asked for and done.
    erasure: 'keep',
    erase: async () => undefined,
  },
};

async function emailTokens(manager: EntityManager, person: Person): Promise<EmailTokenEntity[]> {
  const repository = manager.getRepository(EmailTokenEntity);
  const rows = await repository.findBy({ accountId: person.account.id });
  if (person.account.email) rows.push(...(await repository.findBy({ email: person.account.email })));
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

export const NOT_PERSONAL: Record<string, string> = {
  categories: 'licence categories of the question banks',
  questions: 'the question banks',
  question_categories: 'which question belongs to which category',
  bank_revision: 'a counter of bank changes',
  switches: "staff's run-time switches (the staff member's display name only)",
  payment_prices: 'the price list',
  contests: 'contests staff set up',
  examiner_roster:
    "the examination office's roster: registration numbers and birth dates of its examinees, who have no portal " +
    'account; kept and removed by the office (staff console), not by a learner request',
  examiner_exams: "examinees' exams under the examination office's roster (as examiner_roster)",
  examiner_sub_topics: "the examiner's question topics",
  backup_runs: 'when backups were taken',
  migrations: 'the schema version',
  question_facility: "per question, counts of answers, right ones and learners: nobody's row (issue 27)",
};

/** Finds the person's rows in every table that points at them. */
export async function findPerson(manager: EntityManager, account: AccountEntity): Promise<Person> {
  const ids = async <T extends ObjectLiteral>(entity: new () => T, where: ObjectLiteral) =>
    (await manager.getRepository(entity).find({ where: where as never, select: { id: true } as never })).map(
      (row) => (row as unknown as { id: number }).id,
    );
  const accountId = account.id;
  const enrollments = await manager.getRepository(EnrollmentEntity).findBy({ accountId });
  // Contest entrants have no account: an entry is theirs when its name and birth date are those of an enrolment.
  const keys = enrollments
    .filter((e) => e.vardas && e.gdata)
    .map((e) => personKey({ name: `${e.vardas} ${e.pavarde ?? ''}`, gdata: e.gdata! } as never));
  return {
    account,
    enrollmentIds: enrollments.map((e) => e.id),
    attemptIds: await ids(AttemptEntity, { accountId }),
    requestIds: await ids(ActivationRequestEntity, { accountId }),
    learnerQuestionIds: await ids(LearnerQuestionEntity, { accountId }),
    orderIds: await ids(PaymentOrderEntity, { accountId }),
    contestEntryIds: keys.length ? await ids(ContestEntryEntity, { personKey: In(keys) }) : [],
  };
}

/** The entities holding nobody's data, for the completeness check. */
export const NOT_PERSONAL_ENTITIES = [
  CategoryEntity,
  QuestionEntity,
  QuestionCategoryEntity,
  BankRevisionEntity,
  SwitchEntity,
  PaymentPriceEntity,
  ContestEntity,
  ExaminerRosterEntity,
  ExaminerExamEntity,
  ExaminerSubTopicEntity,
  BackupRunEntity,
];
