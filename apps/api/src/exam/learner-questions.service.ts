import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  sameText,
  columnKey,
  LANGUAGES,
  type AskQuestionResponse,
  type ExamFamilyId,
  type MyQuestion,
  type MyQuestionsResponse,
  type Page,
  type QuestionComment,
  type StaffLearnerQuestion,
} from '@portal/contracts';
import {
  type FindOptionsSelect,
  type FindOptionsWhere,
  In,
  IsNull,
  Not,
  QueryFailedError,
  Repository,
} from 'typeorm';
import { AccountsService } from '../accounts/accounts.service';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { type PageQueryDto, pageWindow, toPage } from '../common/paging';
import { inTransaction } from '../database/transactions';
import { Clock } from '../clock/clock.service';
import { ApiError, FieldValidationError } from '../common/api-error';
import type { RequestUser } from '../common/current-user.decorator';
import { NO_TX } from '../database/no-tx';
import { AttemptLookupService } from './attempt-lookup.service';
import type { AttemptEntity } from './attempt.entity';
import type { AskQuestionDto } from './exam.dto';
import type { AskAboutAttemptDto } from './learner-review.dto';
import type { FamilyPolicy } from './family-policy';
import { LearnerQuestionEntity } from './learner-question.entity';
import { learnerTexts } from './test-question';
import { QuestionEntity } from './question.entity';

/**
 * Learners' questions to staff: a learner asks one per ended test; staff list them and reply, and the reply
 * becomes that question's comment, shown after the end of every test that has the question. The learner finds
 * their own under "My questions", a reply unread until they open it.
 */
@Injectable()
export class LearnerQuestionsService {
  constructor(
    @InjectRepository(LearnerQuestionEntity)
    private readonly learnerQuestions: Repository<LearnerQuestionEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    private readonly lookup: AttemptLookupService,
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  // ---- learner side ----

  async ask(user: RequestUser, policy: FamilyPolicy, body: AskQuestionDto): Promise<AskQuestionResponse> {
    const attempt = await this.lookup.byToken(user, policy, body.jwt, 'jwt');
    return this.askAfter(attempt, body.id, body.klausimas);
  }

  /** The same question, from the review of an ended attempt (named by id: the review holds no test token). */
  async askAbout(
    user: RequestUser,
    policy: FamilyPolicy,
    attemptId: number,
    body: AskAboutAttemptDto,
  ): Promise<AskQuestionResponse> {
    const attempt = await this.lookup.ownById(user, policy, attemptId);
    return this.askAfter(attempt, body.id, body.klausimas);
  }

  private async askAfter(
    attempt: AttemptEntity,
    questionId: number,
    text: string,
  ): Promise<AskQuestionResponse> {
    if (attempt.finishedAt === null)
      throw new ApiError(403, 'test-not-ended', 'Klausti galima tik baigus testą');
    if (!attempt.questionIds.includes(questionId))
      throw FieldValidationError.of('id', 'range', 'Šio klausimo nebuvo teste');
    if (await this.learnerQuestions.existsBy({ attemptId: attempt.id })) throw alreadyAsked();
    try {
      const saved = await this.learnerQuestions.save(
        this.learnerQuestions.create({
          attemptId: attempt.id,
          accountId: attempt.accountId,
          family: attempt.family,
          questionId,
          text: text.trim(),
          reply: null,
          createdAt: this.clock.now(),
          repliedAt: null,
          readAt: null,
        }),
        NO_TX,
      );
      return { success: true, id: saved.id };
    } catch (error) {
      if (error instanceof QueryFailedError) throw alreadyAsked();
      throw error;
    }
  }

  /** "My questions": the learner's own questions in the family, newest first, with the test question's texts. */
  async mine(accountId: number, family: ExamFamilyId): Promise<MyQuestionsResponse> {
    const rows = await this.learnerQuestions.find({
      where: { accountId, family },
      order: { id: 'DESC' },
      take: 500,
    });
    const questionIds = [...new Set(rows.map((r) => r.questionId))];
    const questions = questionIds.length
      ? await this.questions.find({
          select: {
            id: true,
            ...Object.fromEntries(LANGUAGES.map((l) => [columnKey('text', l), true])),
            answers: true,
          } as FindOptionsSelect<QuestionEntity>,
          where: { id: In(questionIds) },
        })
      : [];
    const texts = new Map(questions.map((q) => [q.id, learnerTexts(q).text]));
    const items = rows.map((r) => ({
      id: r.id,
      attemptId: r.attemptId,
      questionId: r.questionId,
      question: texts.get(r.questionId) ?? sameText(''),
      text: r.text,
      reply: r.reply,
      createdAt: new Date(r.createdAt).toISOString(),
      repliedAt: r.repliedAt === null ? null : new Date(r.repliedAt).toISOString(),
      unread: isUnread(r),
    }));
    return { items, unread: items.filter((i) => i.unread).length };
  }

  /** Marks the learner's own question read (404 for anyone else's, or another family's). */
  async markRead(accountId: number, family: ExamFamilyId, id: number): Promise<MyQuestion> {
    const row = await this.learnerQuestions.findOneBy({ id, accountId, family });
    if (!row) throw new ApiError(404, 'question-not-found', 'Klausimas nerastas');
    // Read as of the reply it was shown with: a later reply makes it unread again.
    await this.learnerQuestions.update({ id }, { readAt: Math.max(this.clock.now(), row.repliedAt ?? 0) });
    return (await this.mine(accountId, family)).items.find((i) => i.id === id)!;
  }

  /** Answered questions are shown to every learner whose test has that question; one's own unanswered ones too. */
  async commentsFor(questionIds: number[], accountId: number): Promise<QuestionComment[]> {
    if (!questionIds.length) return [];
    // Every end asks this: as SQL, only the columns the answer shows (the repository's query building and
    // hydration of whole rows cost more CPU than the database did).
    const rows = (await this.learnerQuestions.query(
      `SELECT question_id AS id, text AS klausimas, reply AS atsakymas FROM learner_questions` +
        ` WHERE question_id IN (${questionIds.map(() => '?').join(', ')}) AND (reply IS NOT NULL OR account_id = ?)` +
        ` ORDER BY learner_questions.id`,
      [...questionIds, accountId],
    )) as { id: number; klausimas: string; atsakymas: string | null }[];
    return rows.map((r) => ({ id: Number(r.id), klausimas: r.klausimas, atsakymas: r.atsakymas }));
  }

  /** The test question asked about after this attempt, if any (one per attempt). */
  async askedIn(attemptId: number): Promise<number | null> {
    return (await this.learnerQuestions.findOneBy({ attemptId }))?.questionId ?? null;
  }

  // ---- staff side ----

  /** A page of learners' questions, newest first (`accountId` narrows to one account: the account drawer). */
  async list(
    filter: { family?: ExamFamilyId; answered?: boolean; accountId?: number },
    query: PageQueryDto,
  ): Promise<Page<StaffLearnerQuestion>> {
    const where: FindOptionsWhere<LearnerQuestionEntity> = {};
    if (filter.family) where.family = filter.family;
    if (filter.accountId !== undefined) where.accountId = filter.accountId;
    if (filter.answered !== undefined) where.reply = filter.answered ? Not(IsNull()) : IsNull();
    const { skip, take } = pageWindow(query);
    const [rows, total] = await this.learnerQuestions.findAndCount({
      where,
      order: { id: 'DESC' },
      skip,
      take,
    });
    return toPage(await this.view(rows), total, query);
  }

  /** Staff's reply (a second reply replaces the first), audited with the previous reply. */
  async reply(actor: AuditActor, id: number, text: string): Promise<StaffLearnerQuestion> {
    const row = await inTransaction(this.learnerQuestions.manager.connection, async (manager) => {
      const repository = manager.getRepository(LearnerQuestionEntity);
      const found = await repository.findOneBy({ id });
      if (!found) throw new ApiError(404, 'question-not-found', 'Klausimas nerastas');
      const before = { reply: found.reply };
      found.reply = text.trim();
      found.repliedAt = this.clock.now();
      await repository.save(found, NO_TX);
      await this.audit.record(
        actor,
        { action: 'question.reply', target: `learner-question:${id}`, before, after: { reply: found.reply } },
        manager,
      );
      return found;
    });
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

function isUnread(row: LearnerQuestionEntity): boolean {
  return row.reply !== null && (row.readAt === null || (row.repliedAt ?? 0) > row.readAt);
}

function alreadyAsked(): ApiError {
  return new ApiError(409, 'already-asked', 'Vienam testui galima užduoti tik vieną klausimą');
}
