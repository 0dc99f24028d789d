import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  HARDEST_LIST_SIZE,
  HARDEST_MIN_ATTEMPTS,
  HARDEST_MIN_LEARNERS,
  type HardestQuestion,
  type Language,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { answerKey } from '../exam/answer-key';
import type { FamilyPolicy } from '../exam/family-policy';
import { imageUrlFor } from '../exam/image-url';
import { QuestionDrawService } from '../exam/question-draw.service';
import { explanationOf } from '../exam/review-question';
import { learnerTexts } from '../exam/test-question';
import { contestQuestions } from './practice-sources';

/** How long a family's ranking is reused: answers move the counts at once, the public page sees them this late. */
export const HARDEST_TTL_MS = 30_000;
/** Ranked rows read beyond the list's size: room for an open contest's questions, which are left out. */
const READ_AHEAD = 100;

interface Ranked {
  id: number;
  attempts: number;
  right: number;
  learners: number;
}

/**
 * The public list of a family's hardest questions (issue 27 item 4; docs/learning.md "Hardest questions"): from the
 * per-question counts (question_facility, moved by every recorded answer), only questions answered at least
 * HARDEST_MIN_ATTEMPTS times by at least HARDEST_MIN_LEARNERS different learners, not retired, lowest smoothed
 * facility first. A page view reads the cached ranking (one indexed read per family every HARDEST_TTL_MS) and the
 * family's open contests (a small table: read each time, so a contest's questions leave the list the moment it
 * opens); the questions' texts come from the question cache.
 */
@Injectable()
export class HardestService {
  private readonly rankings = new Map<string, { at: number; rows: Ranked[] }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly draws: QuestionDrawService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(policy: FamilyPolicy, language: Language): Promise<HardestQuestion[]> {
    const [ranked, withheld] = await Promise.all([
      this.ranking(policy.family),
      contestQuestions(this.dataSource, policy.family),
    ]);
    const rows = ranked.filter((r) => !withheld.has(r.id));
    const questions = await this.draws.found(rows.map((r) => r.id));
    const images = imageUrlFor(this.config.imageBaseUrl, policy.imageDir);
    const list: HardestQuestion[] = [];
    rows.forEach((row, i) => {
      const q = questions[i];
      // Removed from the bank, or retired since the ranking was read.
      if (!q || q.retiredAt !== null || list.length >= HARDEST_LIST_SIZE) return;
      const { text, answers } = learnerTexts(q);
      list.push({
        id: q.id,
        klausimas: text[language],
        atsakymai: answers.map((a) => a[language]),
        ats: answerKey(q),
        explanation: explanationOf(q)?.[language] ?? null,
        image: q.image ? images(q.image) : null,
        attempts: row.attempts,
        learners: row.learners,
        facility: Math.round(((row.right + 1) / (row.attempts + 2)) * 1000) / 1000,
      });
    });
    return list;
  }

  private async ranking(family: string): Promise<Ranked[]> {
    const now = this.clock.now();
    const cached = this.rankings.get(family);
    if (cached && now - cached.at < HARDEST_TTL_MS) return cached.rows;
    const rows = (await this.dataSource.query(
      'SELECT f.question_id AS id, f.attempts AS attempts, f.right_answers AS r, f.learners AS learners' +
        ' FROM question_facility f INNER JOIN questions q ON q.id = f.question_id' +
        ' WHERE f.family = ? AND f.learners >= ? AND f.attempts >= ? AND q.retired_at IS NULL' +
        ' ORDER BY (f.right_answers + 1.0) / (f.attempts + 2) ASC, f.attempts DESC, f.question_id ASC' +
        ` LIMIT ${READ_AHEAD}`,
      [family, HARDEST_MIN_LEARNERS, HARDEST_MIN_ATTEMPTS],
    )) as { id: unknown; attempts: unknown; r: unknown; learners: unknown }[];
    const ranked = rows.map((r) => ({
      id: Number(r.id),
      attempts: Number(r.attempts),
      right: Number(r.r),
      learners: Number(r.learners),
    }));
    this.rankings.set(family, { at: now, rows: ranked });
    return ranked;
  }
}
