import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ExamFamilyId, StaffLearnerQuestion } from '@portal/contracts';
import { type FindOptionsWhere, In, IsNull, Not, Repository } from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';
import { LearnerQuestionEntity } from './learner-question.entity';
import { QuestionEntity } from './question.entity';
import { NO_TX } from '../database/no-tx';

/** Staff side of learners' questions: list them and reply (the reply becomes that question's comment). */
@Injectable()
export class LearnerQuestionsService {
  constructor(
    @InjectRepository(LearnerQuestionEntity)
    private readonly learnerQuestions: Repository<LearnerQuestionEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
  ) {}

  async list(family?: ExamFamilyId, answered?: boolean): Promise<StaffLearnerQuestion[]> {
    const where: FindOptionsWhere<LearnerQuestionEntity> = {};
    if (family) where.family = family;
    if (answered !== undefined) where.reply = answered ? Not(IsNull()) : IsNull();
    const rows = await this.learnerQuestions.find({ where, order: { id: 'DESC' }, take: 1000 });
    return this.view(rows);
  }

  async reply(id: number, text: string): Promise<StaffLearnerQuestion> {
    const row = await this.learnerQuestions.findOneBy({ id });
    if (!row) throw new ApiError(404, 'question-not-found', 'Klausimas nerastas');
    row.reply = text.trim();
    row.repliedAt = this.clock.now();
    await this.learnerQuestions.save(row, NO_TX);
    return (await this.view([row]))[0];
  }

  private async view(rows: LearnerQuestionEntity[]): Promise<StaffLearnerQuestion[]> {
    const names = await this.accounts.namesByIds(rows.map((r) => r.accountId));
    const questionIds = [...new Set(rows.map((r) => r.questionId))];
    const questions = questionIds.length
      ? await this.questions.find({ select: { id: true, textLt: true }, where: { id: In(questionIds) } })
      : [];
    const texts = new Map(questions.map((q) => [q.id, q.textLt]));
    return rows.map((r) => ({
      id: r.id,
      family: r.family,
      accountName: names.get(r.accountId) ?? '',
      questionId: r.questionId,
      questionText: texts.get(r.questionId) ?? '',
      text: r.text,
      reply: r.reply,
      createdAt: new Date(r.createdAt).toISOString(),
      repliedAt: r.repliedAt === null ? null : new Date(r.repliedAt).toISOString(),
    }));
  }
}
