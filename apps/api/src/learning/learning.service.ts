import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FamilyDefinition, LearningSettings, LearningSummary } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { FieldValidationError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MemoryService } from './memory.service';

/** How long a family's question → topic list is reused: staff's bank edits show on the Learn card within it. */
const TOPICS_TTL_MS = 60_000;

/** The Learn card's figures and the learner's plan settings (issue 26). Always the caller's own. */
@Injectable()
export class LearningService {
  private readonly topicLists = new Map<string, { at: number; list: Promise<Map<string | null, number>> }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly memory: MemoryService,
  ) {}

  /**
   * Per topic of the family, the share of its (not retired) questions predicted to be recalled now: the mean of
   * the predicted recall, an unseen question counting 0.
   */
  async summary(accountId: number, def: FamilyDefinition): Promise<LearningSummary> {
    const now = this.clock.now();
    const [plan, counts, view] = await Promise.all([
      this.memory.planOfLearner(accountId, def.id),
      this.topicCounts(def.id, now),
      this.memory.learnerView(accountId, def.id, now),
    ]);
    return {
      topics: def.topics.map((t) => {
        const questions = counts.get(t.id) ?? 0;
        const recall = view.topics.get(t.id)?.recall ?? 0;
        return {
          id: t.id,
          labels: t.labels,
          questions,
          recall: questions ? Math.round((Math.min(recall, questions) / questions) * 1000) / 1000 : 0,
        };
      }),
      due: view.dueFor(plan),
      examDate: plan.examDate,
      dailyCap: plan.dailyCap,
      seen: view.seen,
    };
  }

  /** Sets the exam date (today or later in the portal's time zone, or null) and the daily cap. */
  async setSettings(
    accountId: number,
    def: FamilyDefinition,
    body: LearningSettings,
  ): Promise<LearningSettings> {
    if (body.examDate !== null && body.examDate < this.clock.today(this.config.timeZone))
      throw FieldValidationError.of('examDate', 'date', 'Egzamino data jau praėjo');
    await this.memory.setPlan(accountId, def.id, { examDate: body.examDate, dailyCap: body.dailyCap });
    return { examDate: body.examDate, dailyCap: body.dailyCap };
  }

  /** The family's questions (not retired) per topic. */
  private topicCounts(family: string, now: number): Promise<Map<string | null, number>> {
    const cached = this.topicLists.get(family);
    if (cached && now - cached.at < TOPICS_TTL_MS && now >= cached.at) return cached.list;
    const list = this.dataSource
      .query(
        'SELECT topic, COUNT(*) AS n FROM questions WHERE family = ? AND retired_at IS NULL GROUP BY topic',
        [family],
      )
      .then(
        (rows: { topic: string | null; n: number | string }[]) =>
          new Map(rows.map((r) => [r.topic, Number(r.n)])),
      );
    list.catch(() => this.topicLists.delete(family));
    this.topicLists.set(family, { at: now, list });
    return list;
  }
}
