import { Injectable } from '@nestjs/common';
import type { Flag, Language, TestResult } from '@portal/contracts';
import { DataSource, type Repository } from 'typeorm';
import { ContestEntryEntity } from '../competition/contest-entry.entity';
import { findOneRow } from '../database/find-one-row';
import { insertRow } from '../database/insert-row';
import { preparedWrite } from '../database/prepared-statements';
import { AttemptEntity } from '../exam/attempt.entity';
import { ExaminerExamEntity } from '../examiner/examiner-exam.entity';
import { PracticeSessionEntity } from '../learning/practice-session.entity';
import { updateOpenAnswers } from './answers-update';
import { recordFinish } from './attempt-finish';
import type { AttemptKind, TestRow } from './attempt-kind';
import type { TestTokenClaims } from './test-token';

/** Each kind's row type (its table). */
export interface RowOf {
  enrolled: AttemptEntity;
  contest: ContestEntryEntity;
  examiner: ExaminerExamEntity;
  practice: PracticeSessionEntity;
}

const ENTITIES = {
  enrolled: AttemptEntity,
  contest: ContestEntryEntity,
  examiner: ExaminerExamEntity,
  practice: PracticeSessionEntity,
} as const;

/** The save of the tests taken without an account: the ticks, only while open and within deadline and grace. */
const saveSql = (table: string) =>
  `UPDATE ${table} SET answers = ? WHERE id = ? AND finished_at IS NULL AND deadline_at >= ?`;
const SAVE_CONTEST = saveSql('contest_entries');
const SAVE_EXAMINER = saveSql('examiner_exams');
/** A practice session's save: also only the account's own (the token names it). */
const SAVE_PRACTICE = `${saveSql('practice_sessions')} AND account_id = ?`;

const FINISH_CONTEST =
  'UPDATE contest_entries SET answers = ?, finished_at = ?, open_key = NULL, correct = ?, duration_ms = ?' +
  ' WHERE id = ? AND finished_at IS NULL';
const FINISH_EXAMINER =
  'UPDATE examiner_exams SET answers = ?, finished_at = ?, open_key = NULL, correct = ?, total = ?, percent = ?,' +
  ' passed = ?, result = ? WHERE id = ? AND finished_at IS NULL';
const CHECK_PRACTICE =
  'UPDATE practice_sessions SET answers = ?, verdicts = ? WHERE id = ? AND account_id = ? AND verdicts = ?' +
  ' AND finished_at IS NULL';
/** A practice session's end: finished, its open key freed; no result is kept (it is never one of the tests). */
const FINISH_PRACTICE =
  'UPDATE practice_sessions SET answers = ?, finished_at = ?, open_key = NULL WHERE id = ? AND finished_at IS NULL';

export interface FinishOptions {
  /** The enrolled learner's own end: only while the account is enabled and this session current. */
  enabledAccountOnly?: boolean;
  tokenVersion?: number;
}

/**
 * The one place that writes tests: open (insert), save, end, and the language a resume asks for. Each kind keeps
 * its table (attempts, contest_entries, examiner_exams, practice_sessions: docs/decisions.md, "One attempt engine"), so the columns
 * each writes are here, side by side; the rules (when a write may happen) are the engine's, and every write is
 * conditional on the test still being open, so a race is decided by the database, not by a read before.
 */
@Injectable()
export class AttemptStore {
  constructor(private readonly dataSource: DataSource) {}

  repository<K extends AttemptKind>(kind: K): Repository<RowOf[K]> {
    return this.dataSource.getRepository(ENTITIES[kind]) as unknown as Repository<RowOf[K]>;
  }

  byId<K extends AttemptKind>(kind: K, id: number): Promise<RowOf[K] | null> {
    return findOneRow(this.repository(kind), 'id = ?', [id]);
  }

  byOpenKey<K extends AttemptKind>(kind: K, openKey: string): Promise<RowOf[K] | null> {
    return findOneRow(this.repository(kind), 'open_key = ?', [openKey]);
  }

  /** Inserts a new open test and sets its id; a taken unique key (the open key) throws the driver's error. */
  insert<K extends AttemptKind>(kind: K, row: RowOf[K]): Promise<void> {
    return insertRow(this.repository(kind), row);
  }

  async setLanguage(kind: AttemptKind, id: number, language: Language): Promise<void> {
    await this.repository(kind).update({ id }, { language });
  }

  /**
   * The save in one conditional statement, nothing read: the ticks of the test the claims name, only while it is
   * open and `deadlineFrom` (now − grace) is not past its deadline (the enrolled learner's: also the account
   * enabled and the session current). False when no row matched: the caller finds out why.
   */
  async saveAnswers(claims: TestTokenClaims, ticks: Flag[][], deadlineFrom: number): Promise<boolean> {
    if (claims.kind === 'enrolled')
      return updateOpenAnswers(this.dataSource, {
        attemptId: claims.attemptId,
        accountId: claims.accountId,
        family: claims.family,
        ticks,
        deadlineFrom,
        tokenVersion: claims.tokenVersion,
      });
    if (claims.kind === 'practice') {
      const values = [JSON.stringify(ticks), claims.attemptId, deadlineFrom, claims.accountId];
      return (await preparedWrite(this.dataSource, SAVE_PRACTICE, values)).changed > 0;
    }
    const sql = claims.kind === 'contest' ? SAVE_CONTEST : SAVE_EXAMINER;
    const { changed } = await preparedWrite(this.dataSource, sql, [
      JSON.stringify(ticks),
      claims.attemptId,
      deadlineFrom,
    ]);
    return changed > 0;
  }

  /**
   * A practice answer checked once: the question's ticks and verdict, only while the session is open and its
   * verdicts are still as read (a concurrent answer changed them: false, read again). Never a test's row.
   */
  async checkPracticeAnswer(
    row: PracticeSessionEntity,
    index: number,
    ticks: Flag[],
    correct: boolean,
  ): Promise<boolean> {
    const answers = row.answers.map((r, i) => (i === index ? ticks : r));
    const verdicts = row.verdicts.map((v, i) => (i === index ? correct : v));
    const { changed } = await preparedWrite(this.dataSource, CHECK_PRACTICE, [
      JSON.stringify(answers),
      JSON.stringify(verdicts),
      row.id,
      row.accountId,
      JSON.stringify(row.verdicts),
    ]);
    return changed > 0;
  }

  /**
   * Records the end once: the ticks, the time and the result, only if the test is still open (the enrolled test
   * also takes one of the learner's tests). False, and nothing written, when it was not.
   */
  async finish(
    kind: AttemptKind,
    row: TestRow,
    ticks: Flag[][],
    result: TestResult,
    now: number,
    options: FinishOptions = {},
  ): Promise<boolean> {
    const answers = JSON.stringify(ticks);
    if (kind === 'enrolled') {
      const attempt = row as AttemptEntity;
      return recordFinish(this.dataSource, {
        attemptId: attempt.id,
        accountId: attempt.accountId,
        family: attempt.family,
        ticks,
        finishedAt: Math.max(now, row.startedAt + 1),
        result,
        ...options,
      });
    }
    if (kind === 'practice') {
      const values = [answers, Math.max(now, row.startedAt + 1), row.id];
      return (await preparedWrite(this.dataSource, FINISH_PRACTICE, values)).changed > 0;
    }
    if (kind === 'contest') {
      // A contest's time is the server's, from start to end, at most its time limit.
      const finishedAt = Math.min(now, row.deadlineAt);
      const values = [answers, finishedAt, result.correct, finishedAt - row.startedAt, row.id];
      return (await preparedWrite(this.dataSource, FINISH_CONTEST, values)).changed > 0;
    }
    const values = [
      answers,
      Math.max(now, row.startedAt + 1),
      result.correct,
      result.total,
      result.percent,
      result.passed ? 1 : 0,
      JSON.stringify(result),
      row.id,
    ];
    return (await preparedWrite(this.dataSource, FINISH_EXAMINER, values)).changed > 0;
  }
}
