import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FamilyDefinition, LearningSettings, LearningSummary } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { FieldValidationError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { recallAt } from './fsrs-card';
import { MemoryService } from './memory.service';

/** How long a family's question → topic list is reused: staff's bank edits show on the Learn card within it. */
const TOPICS_TTL_MS = 60_000;

/** The Learn card's figures and the learner's plan settings (issue 26). Always the caller's own. */
@Injectable()
export class LearningService {
  private readonly topicLists = new Map<string, { at: number; list: Promise<Map<number, string | null>> }>();

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
    const [plan, topicOf] = await Promise.all([
      this.memory.planOfLearner(accountId, def.id),
      this.topicsOf(def.id, now),
    ]);
    const { cards, due } = await this.memory.learnerView(accountId, def.id, plan, now);
    const sums = new Map<string, { questions: number; recall: number }>(
      def.topics.map((t) => [t.id, { questions: 0, recall: 0 }]),
    );
    for (const [questionId, topic] of topicOf) {
      const sum = topic === null ? undefined : sums.get(topic);
      if (!sum) continue;
      sum.questions++;
      const card = cards.get(questionId);
      if (card) sum.recall += recallAt(card, now);
    }
    return {
      topics: def.topics.map((t) => {
        const sum = sums.get(t.id)!;
        return {
          id: t.id,
          labels: t.labels,
          questions: sum.questions,
          recall: sum.questions ? Math.round((sum.recall / sum.questions) * 1000) / 1000 : 0,
        };
      }),
      due,
      examDate: plan.examDate,
      dailyCap: plan.dailyCap,
      seen: cards.size,
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

  private topicsOf(family: string, now: number): Promise<Map<number, string | null>> {
    const cached = this.topicLists.get(family);
    if (cached && now - cached.at < TOPICS_TTL_MS && now >= cached.at) return cached.list;
    const list = this.dataSource
      .query('SELECT id, topic FROM questions WHERE family = ? AND retired_at IS NULL', [family])
      .then(
        (rows: { id: number | string; topic: string | null }[]) =>
          new Map(rows.map((r) => [Number(r.id), r.topic])),
      );
    list.catch(() => this.topicLists.delete(family));
    this.topicLists.set(family, { at: now, list });
    return list;
  }
}
