import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ATTEMPT_PAGE_SIZE_DEFAULT,
  ATTEMPT_PAGE_SIZE_MAX,
  type AttemptPage,
  type AttemptReview,
  type AttemptSummary,
} from '@portal/contracts';
import { Not, IsNull, Repository } from 'typeorm';
import { ApiError } from '../common/api-error';
import type { RequestUser } from '../common/current-user.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { AttemptEntity } from './attempt.entity';
import { AttemptLookupService } from './attempt-lookup.service';
import { AttemptsService } from './attempts.service';
import type { FamilyPolicy } from './family-policy';
import { LearnerQuestionsService } from './learner-questions.service';
import { QuestionDrawService } from './question-draw.service';
import { toReviewQuestion } from './review-question';
import { imageUrlFor } from './image-url';

/**
 * A learner's past tests: the ended attempts (newest first, paged) and the full review of one, key included. An
 * open attempt is never reviewed: the key must not reach the browser before the test ends.
 */
@Injectable()
export class LearnerReviewService {
  constructor(
    @InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>,
    private readonly lifecycle: AttemptsService,
    private readonly lookup: AttemptLookupService,
    private readonly draws: QuestionDrawService,
    private readonly learnerQuestions: LearnerQuestionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async history(user: RequestUser, policy: FamilyPolicy, page = 1, size?: number): Promise<AttemptPage> {
    // A timed-out attempt is ended first, as the check does, so it shows here at once.
    await this.lifecycle.finishExpired(user.id, policy);
    const take = Math.min(size ?? ATTEMPT_PAGE_SIZE_DEFAULT, ATTEMPT_PAGE_SIZE_MAX);
    const [rows, total] = await this.attempts.findAndCount({
      select: { id: true, category: true, startedAt: true, finishedAt: true, result: true },
      where: { accountId: user.id, family: policy.family, finishedAt: Not(IsNull()) },
      order: { finishedAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * take,
      take,
    });
    return { items: rows.map(summary), total, page, size: take };
  }

  async review(user: RequestUser, policy: FamilyPolicy, id: number): Promise<AttemptReview> {
    await this.lifecycle.finishExpired(user.id, policy);
    const attempt = await this.lookup.ownById(user, policy, id);
    if (attempt.finishedAt === null || !attempt.result)
      throw new ApiError(409, 'test-not-ended', 'Peržiūrėti galima tik baigtą testą');
    const questions = await this.draws.inOrder(attempt.questionIds);
    const imageUrl = imageUrlFor(this.config.imageBaseUrl, policy.imageDir);
    return {
      ...summary(attempt),
      questions: questions.map((q, i) => toReviewQuestion(q, imageUrl, attempt.answers[i])),
      comments: await this.learnerQuestions.commentsFor(attempt.questionIds, user.id),
      askedQuestionId: await this.learnerQuestions.askedIn(attempt.id),
    };
  }
}

function summary(a: AttemptEntity): AttemptSummary {
  return {
    id: a.id,
    category: a.category,
    startedAt: new Date(a.startedAt).toISOString(),
    finishedAt: new Date(a.finishedAt!).toISOString(),
    result: a.result!,
  };
}
