import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isAnswerCorrect, type Flag } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { inTransaction } from '../database/transactions';
import { MemoryService, type AnswerRecord } from '../learning/memory.service';
import { answerKey } from './answer-key';
import { QuestionDrawService } from './question-draw.service';
import { dialectOf } from '../database/dialect';

/** Ended attempts written per statement (30 questions each: 1,500 rows). */
const BATCH = 50;
const PENDING =
  'SELECT id, account_id, family, question_ids, answers, finished_at FROM attempts' +
  ' WHERE statistics_recorded = 0 AND finished_at IS NOT NULL ORDER BY id LIMIT ?';
const COLUMNS = '(attempt_id, position, question_id, family, ticks, is_right, finished_at)';

interface PendingAttempt {
  id: number;
  account_id: number | string;
  family: string;
  question_ids: string;
  answers: string;
  finished_at: number | string;
}

/**
 * The staff statistics' per-question rows (attempt_answers) of ended attempts, written after the end instead of
 * inside it: 30 rows under three indexes cost the database about as much as the rest of an end, and a learner
 * waiting for a result does not need them. The ended attempt (its question ids and ticks) is the durable record
 * and `statistics_recorded` marks those whose rows are written, so nothing is lost if an instance stops: every
 * instance catches up every STATISTICS_INTERVAL_SECONDS and before the question statistics are read. Two
 * instances catching up at once write each row once (INSERT … IGNORE on the primary key). A question is judged
 * by its key at that moment, seconds after the end (the score itself was recorded at the end).
 *
 * The learner's review rows of the test (issue 26: every question of the ended test, fully right = right,
 * unanswered = wrong) are written here too, before the statistics rows, each test in a transaction of its own
 * (MemoryService.recordTest, once per test): the end stays as fast as it was. The `attempts` table holds only the
 * enrolled learner's own tests; contest entries and examiner candidates have no learner account and no rows.
 */
@Injectable()
export class AnswerRowsRecorder implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('AnswerRowsRecorder');
  private pass: Promise<number> = Promise.resolve(0);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly draws: QuestionDrawService,
    private readonly memory: MemoryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const ms = this.config.statisticsIntervalSeconds * 1000;
    if (!ms) return;
    this.timer = setInterval(() => {
      this.catchUp().catch((error: unknown) =>
        this.log.warn(`statistics rows not written yet: ${(error as Error).message}`),
      );
    }, ms);
    this.timer.unref();
  }

  /** Stops the timer and lets a pass under way finish before the database is closed. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.pass.catch(() => undefined);
  }

  /**
   * Writes the rows of every ended attempt that has none yet; resolves with how many attempts it wrote. One pass
   * at a time: a caller arriving during a pass gets the next one, which sees every end before the call.
   */
  catchUp(): Promise<number> {
    const next = this.pass.catch(() => 0).then(() => this.writePending());
    this.pass = next;
    return next;
  }

  private async writePending(): Promise<number> {
    let written = 0;
    for (;;) {
      const attempts = (await this.dataSource.query(PENDING, [BATCH])) as PendingAttempt[];
      if (!attempts.length) return written;
      await this.write(attempts);
      written += attempts.length;
      if (attempts.length < BATCH) return written;
    }
  }

  private async write(attempts: PendingAttempt[]): Promise<void> {
    const parsed = attempts.map((attempt) => ({
      attempt,
      ids: JSON.parse(attempt.question_ids) as number[],
      ticks: JSON.parse(attempt.answers) as Flag[][],
    }));
    // One cache lookup for the batch: a class's attempts share most of their questions.
    const ids = [...new Set(parsed.flatMap((p) => p.ids))];
    const found = await this.draws.found(ids);
    const questions = new Map(ids.map((id, i) => [id, found[i]]));
    const params: unknown[] = [];
    for (const { attempt, ids: questionIds, ticks } of parsed) {
      const reviews: AnswerRecord[] = [];
      questionIds.forEach((id, position) => {
        const question = questions.get(id);
        // A question removed from the bank since has no row (its statistics went with it).
        if (!question) return;
        const correct = isAnswerCorrect(ticks[position], answerKey(question));
        params.push(
          attempt.id,
          position,
          id,
          attempt.family,
          (ticks[position] ?? []).join('').slice(0, 10),
          correct ? 1 : 0,
          Number(attempt.finished_at),
        );
        reviews.push({
          questionId: id,
          correct,
          answeredAt: Number(attempt.finished_at),
          source: 'test',
          sessionId: attempt.id,
        });
      });
      await this.memory.recordTest(Number(attempt.account_id), attempt.family, attempt.id, reviews);
    }
    const insert = dialectOf(this.dataSource).insertIgnore;
    const rows = Array.from({ length: params.length / 7 }, () => '(?, ?, ?, ?, ?, ?, ?)').join(', ');
    await inTransaction(this.dataSource, async (manager) => {
      if (rows) await manager.query(`${insert} INTO attempt_answers ${COLUMNS} VALUES ${rows}`, params);
      await manager.query(
        `UPDATE attempts SET statistics_recorded = 1 WHERE id IN (${attempts.map(() => '?').join(', ')})`,
        attempts.map((a) => a.id),
      );
    });
  }
}
