import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  FamilyDefinition,
  LearnerReadiness,
  LearningSettings,
  LearningSummary,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { FieldValidationError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MemoryService } from './memory.service';

/** How long a family's question → topic list is reused: staff's bank edits show on the Learn card within it. */
const TOPICS_TTL_MS = 60_000;

export interface TopicList {
  byQuestion: Map<number, string | null>;
  counts: Map<string, number>;
}

/** The Learn card's own figures (issue 26); the readiness fields are added by ReadinessService. */
export type CardSummary = Omit<LearningSummary, keyof LearnerReadiness>;

/** The Learn card's figures and the learner's plan settings (issue 26). Always the caller's own. */
@Injectable()
export class LearningService {
  private readonly topicLists = new Map<string, { at: number; list: Promise<TopicList> }>();

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
  async summary(accountId: number, def: FamilyDefinition): Promise<CardSummary> {
    return (await this.summaryParts(accountId, def)).summary;
  }

  /** The summary with what the readiness reads next to it (the cards, the topic list, the time it was read). */
  async summaryParts(accountId: number, def: FamilyDefinition) {
    const now = this.clock.now();
    const topics = await this.topicsOf(def.id, now);
    const view = await this.memory.learnerView(accountId, def.id, topics.byQuestion, now);
    const summary: CardSummary = {
      topics: def.topics.map((t) => {
        const questions = topics.counts.get(t.id) ?? 0;
        const recall = view.recall.get(t.id) ?? 0;
        return {
          id: t.id,
          labels: t.labels,
          questions,
          recall: questions ? Math.round((Math.min(recall, questions) / questions) * 1000) / 1000 : 0,
        };
      }),
      due: view.due,
      examDate: view.plan.examDate,
      dailyCap: view.plan.dailyCap,
      seen: view.seen,
    };
    return { summary, view, topics, now };
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

  /** The family's questions (not retired): each one's topic, and how many each topic has. */
  topicsOf(family: string, now: number): Promise<TopicList> {
    const cached = this.topicLists.get(family);
    if (cached && now - cached.at < TOPICS_TTL_MS && now >= cached.at) return cached.list;
    const list = this.dataSource
      .query('SELECT id, topic FROM questions WHERE family = ? AND retired_at IS NULL', [family])
      .then((rows: { id: number | string; topic: string | null }[]) => {
        const byQuestion = new Map<number, string | null>();
        const counts = new Map<string, number>();
        for (const row of rows) {
          byQuestion.set(Number(row.id), row.topic);
          if (row.topic !== null) counts.set(row.topic, (counts.get(row.topic) ?? 0) + 1);
        }
        return { byQuestion, counts };
      });
    list.catch(() => this.topicLists.delete(family));
    this.topicLists.set(family, { at: now, list });
    return list;
  }
}
