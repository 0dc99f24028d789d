import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { roundPercent } from '@portal/contracts';
import { MoreThan, Repository } from 'typeorm';
import type { LearnerStats } from '../enrollment/enrollment.service';
import { AttemptEntity } from './attempt.entity';
import type { FamilyPolicy } from './family-policy';

/** Percent scores kept in the activation record's `egzaminai`. */
const HISTORY_LENGTH = 20;

/** The statistics of the activation record (the spec's `check`): tests done, right answers, recent scores. */
@Injectable()
export class ExamStatisticsService {
  constructor(@InjectRepository(AttemptEntity) private readonly attempts: Repository<AttemptEntity>) {}

  /**
   * The learner's statistics in a family. `egzaminai` holds percent scores: the share of questions right, or,
   * where points decide (Code 95), the share of the maximum points, so that it reads against the family's pass mark.
   */
  async stats(accountId: number, policy: FamilyPolicy): Promise<LearnerStats> {
    const finished = await this.attempts.find({
      select: { id: true, correct: true, percent: true, points: true, finishedAt: true },
      where: { accountId, family: policy.family, finishedAt: MoreThan(0) },
      order: { finishedAt: 'ASC', id: 'ASC' },
    });
    const { scoring } = policy;
    const score = (a: AttemptEntity): number =>
      scoring.kind === 'points' && a.points !== null
        ? roundPercent((Number(a.points) / scoring.maxPoints) * 100)
        : Number(a.percent ?? 0);
    return {
      isspresta: finished.length,
      teisingu: finished.reduce((sum, a) => sum + (a.correct ?? 0), 0),
      egzaminai: finished.slice(-HISTORY_LENGTH).map(score),
    };
  }
}
