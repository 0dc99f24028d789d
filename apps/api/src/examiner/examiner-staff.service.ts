import { Injectable } from '@nestjs/common';
import { answerTexts } from '../banks/bank-mapping';
import { InjectRepository } from '@nestjs/typeorm';
import {
  fromColumns,
  isAnswerCorrect,
  type ExaminerExamRecord,
  type ExaminerExamSummary,
  type ExaminerRosterEntry,
  type ExaminerRosterRequest,
  type ExaminerTopicValue,
  type Page,
} from '@portal/contracts';
import { DataSource, Repository } from 'typeorm';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';
import { pageWindow, toPage, type PageQueryDto } from '../common/paging';
import { inTransaction } from '../database/transactions';
import { answerKey } from '../exam/answer-key';
import { normalizeRegnr } from './examiner-admission.service';
import { ExaminerExamEntity } from './examiner-exam.entity';
import { ExaminerRosterEntity } from './examiner-roster.entity';
import { asQuestion } from './examiner-tests.service';

/** Staff's side of examiner mode: the roster (audited) and the exam records (read only: never edited). */
@Injectable()
export class ExaminerStaffService {
  constructor(
    @InjectRepository(ExaminerRosterEntity) private readonly roster: Repository<ExaminerRosterEntity>,
    @InjectRepository(ExaminerExamEntity) private readonly exams: Repository<ExaminerExamEntity>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async listRoster(query: PageQueryDto): Promise<Page<ExaminerRosterEntry>> {
    const { skip, take } = pageWindow(query);
    const [rows, total] = await this.roster.findAndCount({
      order: { validFrom: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return toPage(rows.map(toRosterEntry), total, query);
  }

  async addToRoster(body: ExaminerRosterRequest, actor: AuditActor): Promise<ExaminerRosterEntry> {
    const createdBy = await this.audit.nameOf(actor);
    return inTransaction(this.dataSource, async (manager) => {
      const repo = manager.getRepository(ExaminerRosterEntity);
      const row = repo.create({
        regnr: normalizeRegnr(body.regnr),
        gdata: body.gdata,
        sub: body.sub,
        validFrom: Date.parse(body.from),
        validTo: Date.parse(body.to),
        createdAt: this.clock.now(),
        createdBy,
      });
      await repo.insert(row);
      const entry = toRosterEntry(row);
      await this.audit.record(
        { ...actor, name: createdBy },
        { action: 'examiner.roster.add', target: `examiner-roster:${row.id}`, after: entry },
        manager,
      );
      return entry;
    });
  }

  /** Removes an entry (its exams keep their record: they copied the candidate's details). */
  async removeFromRoster(id: number, actor: AuditActor): Promise<void> {
    await inTransaction(this.dataSource, async (manager) => {
      const repo = manager.getRepository(ExaminerRosterEntity);
      const row = await repo.findOneBy({ id });
      if (!row) throw new ApiError(404, 'not-found', 'Tokio įrašo sąraše nėra');
      await repo.delete({ id });
      await this.audit.record(
        actor,
        { action: 'examiner.roster.remove', target: `examiner-roster:${id}`, before: toRosterEntry(row) },
        manager,
      );
    });
  }

  async listExams(query: PageQueryDto & { egzamin?: boolean }): Promise<Page<ExaminerExamSummary>> {
    const { skip, take } = pageWindow(query);
    const [rows, total] = await this.exams.findAndCount({
      where: query.egzamin === undefined ? {} : { egzamin: query.egzamin },
      order: { startedAt: 'DESC', id: 'DESC' },
      select: SUMMARY_COLUMNS,
      skip,
      take,
    });
    return toPage(rows.map(toSummary), total, query);
  }

  /** An ended exam's full record; 409 while it runs (the key is not out before the end, even to staff). */
  async record(id: number): Promise<ExaminerExamRecord> {
    const exam = await this.exams.findOneBy({ id });
    if (!exam) throw new ApiError(404, 'not-found', 'Tokio egzamino nėra');
    if (exam.finishedAt === null) throw new ApiError(409, 'test-running', 'Egzaminas dar vyksta');
    return {
      ...toSummary(exam),
      rosterId: exam.rosterId,
      questions: exam.questions.map((q, i) => {
        const key = answerKey(asQuestion(q));
        return {
          id: q.id,
          ref: q.ref,
          family: q.family,
          weight: q.weight,
          text: fromColumns(q, 'text'),
          answers: q.answers.map(answerTexts),
          ticks: exam.answers[i],
          key,
          correct: isAnswerCorrect(exam.answers[i], key),
        };
      }),
    };
  }
}

const SUMMARY_COLUMNS = {
  id: true,
  egzamin: true,
  tema: true,
  sub: true,
  regnr: true,
  gdata: true,
  language: true,
  startedAt: true,
  deadlineAt: true,
  finishedAt: true,
  correct: true,
  total: true,
  percent: true,
  passed: true,
} as const;

function toRosterEntry(r: ExaminerRosterEntity): ExaminerRosterEntry {
  return {
    id: r.id,
    regnr: r.regnr,
    gdata: r.gdata,
    sub: r.sub,
    from: new Date(r.validFrom).toISOString(),
    to: new Date(r.validTo).toISOString(),
    createdAt: r.createdAt,
    createdBy: r.createdBy,
  };
}

function toSummary(e: ExaminerExamEntity): ExaminerExamSummary {
  return {
    id: e.id,
    egzamin: e.egzamin,
    tema: e.tema as ExaminerTopicValue,
    sub: e.sub,
    regnr: e.regnr,
    gdata: e.gdata,
    language: e.language,
    startedAt: e.startedAt,
    deadlineAt: e.deadlineAt,
    finishedAt: e.finishedAt,
    correct: e.correct,
    total: e.total,
    percent: e.percent,
    passed: e.passed,
  };
}
