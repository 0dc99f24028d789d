import { Inject, Injectable } from '@nestjs/common';
import { answerTexts } from '../banks/bank-mapping';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  familyDefinition,
  fromColumns,
  type BranchLearners,
  type ExamFamilyId,
  type FamilyStatistics,
  type Page,
  type QuestionStatistics,
  type StatisticsBucket,
  type TopicRateBucket,
  type TopicRates,
} from '@portal/contracts';
import { DataSource, In } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { pageWindow, toPage, type PageQueryDto } from '../common/paging';
import { AnswerRowsRecorder } from '../exam/answer-rows-recorder';
import { QuestionEntity } from '../exam/question.entity';
import { periodStarts } from './topic-periods';

const DAY = 86_400_000;
const BUCKETS: Record<StatisticsBucket, { size: number; offset: number }> = {
  day: { size: DAY, offset: 0 },
  // 1970-01-01 was a Thursday: shifting by 4 days starts the weeks on Mondays.
  week: { size: 7 * DAY, offset: 4 * DAY },
};
/** Answers a question can have (MAX_ANSWERS): one SUM per answer counts its ticks. */
const ANSWER_SLOTS = 5;

export interface StatisticsRange {
  category?: string;
  from?: number;
  to?: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const num = (v: unknown) => Number(v ?? 0);

/**
 * Staff statistics from ended attempts (attempts) and their per-question rows (attempt_answers, written after each
 * end by AnswerRowsRecorder): plain SQL with `?` parameters, CASE sums and modulo arithmetic only, so the same
 * text runs on SQLite and MySQL.
 */
@Injectable()
export class StatisticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly answerRows: AnswerRowsRecorder,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private window(range: StatisticsRange): { from: number; to: number } {
    // No upper bound unless asked: an attempt may end a moment "after now" (ended at start + 1 ms at the least).
    const to = range.to ?? Number.MAX_SAFE_INTEGER;
    return { from: range.from ?? Math.min(to, this.clock.now()) - 180 * DAY, to };
  }

  async family(
    family: ExamFamilyId,
    range: StatisticsRange,
    bucket: StatisticsBucket,
  ): Promise<FamilyStatistics> {
    const { from, to } = this.window(range);
    const where = `family = ? AND finished_at IS NOT NULL AND finished_at >= ? AND finished_at <= ?${range.category ? ' AND category = ?' : ''}`;
    const params = [family, from, to, ...(range.category ? [range.category] : [])];
    const categories = (await this.dataSource.query(
      `SELECT category, COUNT(*) AS attempts, SUM(CASE WHEN passed THEN 1 ELSE 0 END) AS passed, AVG(percent) AS score
       FROM attempts WHERE ${where} GROUP BY category ORDER BY category`,
      params,
    )) as { category: string; attempts: unknown; passed: unknown; score: unknown }[];
    const { size, offset } = BUCKETS[bucket];
    const start = `(finished_at - ((finished_at - ${offset}) % ${size}))`;
    const overTime = (await this.dataSource.query(
      `SELECT ${start} AS period, COUNT(*) AS attempts, SUM(CASE WHEN passed THEN 1 ELSE 0 END) AS passed,
         AVG(percent) AS score
       FROM attempts WHERE ${where} GROUP BY ${start} ORDER BY period`,
      params,
    )) as { period: unknown; attempts: unknown; passed: unknown; score: unknown }[];
    const rate = (passed: unknown, attempts: unknown) =>
      num(attempts) ? round1((num(passed) / num(attempts)) * 100) : 0;
    return {
      family,
      categories: categories.map((c) => ({
        category: c.category,
        attempts: num(c.attempts),
        passed: num(c.passed),
        passRate: rate(c.passed, c.attempts),
        averageScore: round1(num(c.score)),
      })),
      overTime: overTime.map((p) => ({
        from: num(p.period),
        attempts: num(p.attempts),
        passRate: rate(p.passed, p.attempts),
        averageScore: round1(num(p.score)),
      })),
    };
  }

  /** Questions by how seldom they were answered right (hardest first), with how often each answer was ticked. */
  async questions(
    family: ExamFamilyId,
    range: StatisticsRange,
    page: PageQueryDto,
  ): Promise<Page<QuestionStatistics>> {
    // Every attempt ended so far counts, on whichever instance it ended (their rows follow the end).
    await this.answerRows.catchUp();
    const { from, to } = this.window(range);
    const inCategory = range.category
      ? ` AND aa.question_id IN (SELECT qc.question_id FROM question_categories qc
           INNER JOIN categories c ON c.id = qc.category_id WHERE c.family = ? AND c.value = ?)`
      : '';
    const where = `aa.family = ? AND aa.finished_at >= ? AND aa.finished_at <= ?${inCategory}`;
    const params = [family, from, to, ...(range.category ? [family, range.category] : [])];
    const [{ total }] = (await this.dataSource.query(
      `SELECT COUNT(DISTINCT aa.question_id) AS total FROM attempt_answers aa WHERE ${where}`,
      params,
    )) as { total: unknown }[];
    const { skip, take } = pageWindow(page);
    const tickSums = Array.from(
      { length: ANSWER_SLOTS },
      (_, i) => `SUM(CASE WHEN SUBSTR(aa.ticks, ${i + 1}, 1) = '1' THEN 1 ELSE 0 END) AS t${i}`,
    ).join(', ');
    const rows = (await this.dataSource.query(
      `SELECT aa.question_id AS questionId, COUNT(*) AS shown,
         SUM(CASE WHEN aa.is_right THEN 1 ELSE 0 END) AS rightCount,
         SUM(CASE WHEN aa.ticks LIKE '%1%' THEN 0 ELSE 1 END) AS unanswered, ${tickSums}
       FROM attempt_answers aa WHERE ${where}
       GROUP BY aa.question_id
       ORDER BY SUM(CASE WHEN aa.is_right THEN 1 ELSE 0 END) * 1.0 / COUNT(*) ASC, COUNT(*) DESC, aa.question_id ASC
       LIMIT ${Number(take)} OFFSET ${Number(skip)}`,
      params,
    )) as Record<string, unknown>[];
    const ids = rows.map((r) => num(r.questionId));
    const questions = new Map(
      (ids.length ? await this.dataSource.getRepository(QuestionEntity).findBy({ id: In(ids) }) : []).map(
        (q) => [q.id, q],
      ),
    );
    const items = rows.flatMap((r): QuestionStatistics[] => {
      const q = questions.get(num(r.questionId));
      if (!q) return [];
      const shown = num(r.shown);
      const right = num(r.rightCount);
      return [
        {
          questionId: q.id,
          ref: q.ref,
          text: fromColumns(q, 'text'),
          answers: q.answers.map(answerTexts),
          correct: q.correct,
          retired: q.retiredAt !== null,
          shown,
          right,
          rightRate: shown ? round1((right / shown) * 100) : 0,
          ticks: q.answers.map((_, i) => num(r[`t${i}`])),
          unanswered: num(r.unanswered),
        },
      ];
    });
    return toPage(items, num(total), page);
  }

  /**
   * Per topic of the family, the share of test answers right (attempt_answers, fully right = right), in all and per
   * week or month in the school's time zone (TIME_ZONE): the periods' starts are computed here and written into a
   * CASE, so the database groups by local periods on SQLite and MySQL alike. Questions without a topic: `null`.
   */
  async topicRates(
    family: ExamFamilyId,
    range: StatisticsRange,
    bucket: TopicRateBucket,
  ): Promise<TopicRates> {
    await this.answerRows.catchUp();
    const to = range.to ?? this.clock.now();
    const from = range.from ?? to - 180 * DAY;
    const starts = from <= to ? periodStarts(from, to, bucket, this.config.timeZone) : [];
    const period = starts.length
      ? `CASE ${starts
          .slice(1)
          .map((s, i) => `WHEN aa.finished_at < ${Number(s)} THEN ${Number(starts[i])}`)
          .join(' ')} ELSE ${Number(starts[starts.length - 1])} END`
      : '0';
    const rows = (await this.dataSource.query(
      `SELECT q.topic AS topic, ${period} AS period, COUNT(*) AS answers,
         SUM(CASE WHEN aa.is_right THEN 1 ELSE 0 END) AS rightCount
       FROM attempt_answers aa INNER JOIN questions q ON q.id = aa.question_id
       WHERE aa.family = ? AND aa.finished_at >= ? AND aa.finished_at <= ?
       GROUP BY q.topic, ${period}`,
      [family, from, to],
    )) as { topic: string | null; period: unknown; answers: unknown; rightCount: unknown }[];
    const rate = (right: number, answers: number) => (answers ? round1((right / answers) * 100) : 0);
    const topicIds: (string | null)[] = [...familyDefinition(family).topics.map((t) => t.id), null];
    for (const r of rows) if (!topicIds.includes(r.topic)) topicIds.splice(topicIds.length - 1, 0, r.topic);
    return {
      family,
      bucket,
      timeZone: this.config.timeZone,
      topics: topicIds.map((topic) => {
        const mine = rows.filter((r) => r.topic === topic);
        const byPeriod = new Map(mine.map((r) => [num(r.period), r]));
        const answers = mine.reduce((n, r) => n + num(r.answers), 0);
        const right = mine.reduce((n, r) => n + num(r.rightCount), 0);
        return {
          topic,
          answers,
          right,
          rightRate: rate(right, answers),
          periods: starts.map((start) => {
            const r = byPeriod.get(start);
            const a = num(r?.answers);
            const k = num(r?.rightCount);
            return { from: start, answers: a, right: k, rightRate: rate(k, a) };
          }),
        };
      }),
    };
  }

  /** Learners (enrolments) per branch, and how many of them are active. */
  async branches(family?: ExamFamilyId): Promise<BranchLearners[]> {
    const rows = (await this.dataSource.query(
      `SELECT filialas AS branch, COUNT(*) AS learners, SUM(CASE WHEN status = 1 THEN 1 ELSE 0 END) AS active
       FROM enrollments ${family ? 'WHERE family = ?' : ''} GROUP BY filialas ORDER BY COUNT(*) DESC, filialas`,
      family ? [family] : [],
    )) as { branch: unknown; learners: unknown; active: unknown }[];
    return rows.map((r) => ({
      branch: r.branch === null ? null : num(r.branch),
      learners: num(r.learners),
      active: num(r.active),
    }));
  }
}
