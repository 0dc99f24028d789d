import { Inject, Injectable, Logger } from '@nestjs/common';
import { LANGUAGES, type Flag } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, offeredExamFamilies, type AppConfig } from '../config/app-config';
import { openPoolConnections } from '../database/pool-warmup';
import { FAMILY_POLICIES } from './family-policy';
import { imageUrlFor } from './image-url';
import { QuestionDrawService } from './question-draw.service';
import { testQuestionsJsonString } from './test-question';

/**
 * Readies a new instance for a class that starts together, before it listens: a first burst of 100 starts on a
 * server that had just started cost twice a warm one's CPU (the banks read and every question's JSON made
 * within the burst, new pooled connections, V8 compiling that code). Here the offered families' enabled
 * categories are read, each question's JSON is made in every language (kept with the question,
 * test-question.ts), and the database pool opens its connections.
 */
@Injectable()
export class ExamWarmup {
  private readonly logger = new Logger(ExamWarmup.name);

  constructor(
    private readonly draws: QuestionDrawService,
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The number of questions made ready. A failure is logged, not thrown: the instance serves without it. */
  async run(): Promise<number> {
    const started = performance.now();
    try {
      await openPoolConnections(this.dataSource, this.config.databaseLimits.poolSize);
      const ready = new Set<number>();
      for (const family of offeredExamFamilies(this.config)) {
        const policy = FAMILY_POLICIES[family];
        const imageUrl = imageUrlFor(this.config.imageBaseUrl, policy.imageDir);
        for (const category of await this.draws.listCategories(family)) {
          if (category.disabled) continue;
          const { pool } = await this.draws.pool(family, category.value);
          const questions = (await this.draws.found(pool.map((q) => q.id))).filter((q) => q !== undefined);
          const ticks = questions.map((q) => q.answers.map((): Flag => '0'));
          for (const language of LANGUAGES) testQuestionsJsonString(questions, imageUrl, language, ticks);
          for (const q of questions) ready.add(q.id);
        }
      }
      this.logger.log(
        `Exam warm-up: ${ready.size} questions ready in ${Math.round(performance.now() - started)} ms`,
      );
      return ready.size;
    } catch (error) {
      this.logger.warn(`Exam warm-up failed (the instance serves without it): ${String(error)}`);
      return 0;
    }
  }
}
