import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  toColumns,
  fromColumns,
  withFallback,
  type Page,
  type CreateContestRequest,
  type ExamFamilyId,
  type LocalizedText,
  type ModerateEntryRequest,
  type PublicContest,
  type StaffContest,
  type StaffContestEntry,
} from '@portal/contracts';
import { EXAM_FAMILIES } from '@portal/contracts';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { type AuditActor, AuditService } from '../audit/audit.service';
import { Clock } from '../clock/clock.service';
import { ApiError, FieldValidationError } from '../common/api-error';
import { pageWindow, toPage, type PageQueryDto } from '../common/paging';
import { inTransaction } from '../database/transactions';
import { CategoryEntity } from '../exam/category.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { COMPETITION_QUESTION_COUNT } from './competition-policy';
import { contestSets } from './contest-sets';
import { ContestEntryEntity } from './contest-entry.entity';
import { ContestEntity } from './contest.entity';

export function contestTitle(c: ContestEntity): LocalizedText {
  // A title staff left out in a language shows the Lithuanian one.
  return withFallback(fromColumns(c, 'title')).text;
}

/** Open for entries: opened by staff, and now within its times. */
export function isOpenNow(c: ContestEntity, now: number): boolean {
  return c.status === 'open' && c.opensAt <= now && now < c.closesAt;
}

/** Contests as staff run them (create with frozen sets, open, close, moderate entries), and the public one. */
@Injectable()
export class ContestsService {
  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    @InjectRepository(ContestEntryEntity) private readonly entries: Repository<ContestEntryEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The contest the start screen offers: the open one, else the last one opened (its leaderboard stays). */
  async current(): Promise<ContestEntity | null> {
    const now = this.clock.now();
    const shown = await this.contests.find({
      where: [{ status: 'open' }, { status: 'closed' }],
      order: { opensAt: 'DESC', id: 'DESC' },
      take: 20,
    });
    return shown.find((c) => isOpenNow(c, now)) ?? shown.find((c) => c.opensAt <= now) ?? null;
  }

  toPublic(c: ContestEntity): PublicContest {
    return {
      id: c.id,
      title: contestTitle(c),
      questionCount: c.questionCount,
      timeLimitSeconds: c.timeLimitSeconds,
      opensAt: new Date(c.opensAt).toISOString(),
      closesAt: new Date(c.closesAt).toISOString(),
      open: isOpenNow(c, this.clock.now()),
    };
  }

  /** Newest first, paged, each with its number of entries. */
  async list(query: PageQueryDto): Promise<Page<StaffContest>> {
    const { skip, take } = pageWindow(query);
    const [rows, total] = await this.contests.findAndCount({ order: { id: 'DESC' }, skip, take });
    const counts = rows.length
      ? await this.entries
          .createQueryBuilder('e')
          .select('e.contest_id', 'contestId')
          .addSelect('COUNT(*)', 'n')
          .where('e.contest_id IN (:...ids)', { ids: rows.map((c) => c.id) })
          .groupBy('e.contest_id')
          .getRawMany<{ contestId: number; n: number | string }>()
      : [];
    const byContest = new Map(counts.map((c) => [Number(c.contestId), Number(c.n)]));
    return toPage(
      rows.map((c) => this.toStaff(c, byContest.get(c.id) ?? 0)),
      total,
      query,
    );
  }

  /** The families and categories a contest may draw from (the staff form's choices). */
  async sources(): Promise<
    { family: ExamFamilyId; categories: { value: string; label: LocalizedText }[] }[]
  > {
    const rows = await this.categories.find({ order: { sortOrder: 'ASC', id: 'ASC' } });
    return EXAM_FAMILIES.map((family) => ({
      family,
      categories: rows
        .filter((c) => c.family === family && !c.disabled)
        .map((c) => ({ value: c.value, label: withFallback(fromColumns(c, 'label')).text })),
    })).filter((s) => s.categories.length > 0);
  }

  async create(
    body: CreateContestRequest,
    actor: AuditActor,
    manager?: EntityManager,
  ): Promise<StaffContest> {
    const count = body.questionCount ?? COMPETITION_QUESTION_COUNT;
    const category = await this.categories.findOneBy({ family: body.family, value: body.category });
    if (!category || category.disabled)
      throw FieldValidationError.of('category', 'range', 'Tokios kategorijos nėra');
    const pool = await this.questions
      .createQueryBuilder('q')
      .innerJoin(QuestionCategoryEntity, 'qc', 'qc.question_id = q.id')
      .where('qc.category_id = :categoryId', { categoryId: category.id })
      .select(['q.id', 'q.weight', 'q.correct'])
      .getMany();
    const sets = contestSets(
      pool.map((q) => ({ id: q.id, weight: q.weight, correctCount: q.correct.length })),
      count,
      Math.random,
    );
    if (!sets) throw new ApiError(409, 'not-enough-questions', 'Šioje kategorijoje per mažai klausimų');
    const work = async (m: EntityManager) => {
      const saved = await m.getRepository(ContestEntity).save(
        m.getRepository(ContestEntity).create({
          ...toColumns('title', body.title, ''),
          family: body.family,
          category: category.value,
          questionCount: count,
          timeLimitSeconds: body.timeLimitSeconds,
          opensAt: Date.parse(body.opensAt),
          closesAt: Date.parse(body.closesAt),
          status: 'draft',
          ordinaryIds: sets.ordinary,
          hardIds: sets.hard,
          createdAt: this.clock.now(),
        }),
      );
      const view = this.toStaff(saved, 0);
      await this.audit.record(
        actor,
        { action: 'contest.create', target: `contest:${saved.id}`, after: view },
        m,
      );
      return view;
    };
    return manager ? work(manager) : inTransaction(this.dataSource, work);
  }

  /** Opens (only one contest at a time) or closes a contest. */
  async setStatus(id: number, status: 'open' | 'closed', actor: AuditActor): Promise<StaffContest> {
    return inTransaction(this.dataSource, async (m) => {
      const repo = m.getRepository(ContestEntity);
      const contest = await repo.findOneBy({ id });
      if (!contest) throw new ApiError(404, 'contest-not-found', 'Tokio konkurso nėra');
      if (status === 'open') {
        const other = await repo.findOneBy({ status: 'open' });
        if (other && other.id !== id)
          throw new ApiError(409, 'contest-already-open', `Jau vyksta kitas konkursas (#${other.id})`);
      }
      const before = contest.status;
      contest.status = status;
      await repo.save(contest);
      await this.audit.record(
        actor,
        {
          action: `contest.${status === 'open' ? 'open' : 'close'}`,
          target: `contest:${id}`,
          before,
          after: status,
        },
        m,
      );
      return this.toStaff(contest, await m.getRepository(ContestEntryEntity).countBy({ contestId: id }));
    });
  }

  /** A contest's entries in the order they started, paged. */
  async entriesOf(id: number, query: PageQueryDto): Promise<Page<StaffContestEntry>> {
    if (!(await this.contests.existsBy({ id })))
      throw new ApiError(404, 'contest-not-found', 'Tokio konkurso nėra');
    const { skip, take } = pageWindow(query);
    const [rows, total] = await this.entries.findAndCount({
      where: { contestId: id },
      order: { id: 'ASC' },
      skip,
      take,
    });
    const items = rows.map((e) => toStaffEntry(e));
    return toPage(items, total, query);
  }

  async moderate(
    contestId: number,
    entryId: number,
    body: ModerateEntryRequest,
    actor: AuditActor,
  ): Promise<StaffContestEntry> {
    await inTransaction(this.dataSource, async (m) => {
      const repo = m.getRepository(ContestEntryEntity);
      const entry = await repo.findOneBy({ id: entryId, contestId });
      if (!entry) throw new ApiError(404, 'entry-not-found', 'Tokio dalyvio įrašo nėra');
      const before = { hidden: entry.hidden, disqualified: entry.disqualified };
      if (body.hidden !== undefined) entry.hidden = body.hidden;
      if (body.disqualified !== undefined) entry.disqualified = body.disqualified;
      await repo.save(entry);
      await this.audit.record(
        actor,
        {
          action: 'contest.entry.moderate',
          target: `contest-entry:${entryId}`,
          before,
          after: { hidden: entry.hidden, disqualified: entry.disqualified },
        },
        m,
      );
    });
    return toStaffEntry(await this.entries.findOneByOrFail({ id: entryId, contestId }));
  }

  private toStaff(c: ContestEntity, entries: number): StaffContest {
    return {
      id: c.id,
      title: contestTitle(c),
      family: c.family,
      category: c.category,
      questionCount: c.questionCount,
      timeLimitSeconds: c.timeLimitSeconds,
      opensAt: new Date(c.opensAt).toISOString(),
      closesAt: new Date(c.closesAt).toISOString(),
      status: c.status,
      ordinaryIds: c.ordinaryIds,
      hardIds: c.hardIds,
      entries,
    };
  }
}

function toStaffEntry(e: ContestEntryEntity): StaffContestEntry {
  return {
    id: e.id,
    name: e.name,
    gdata: e.gdata,
    difficulty: e.difficulty,
    counted: e.countedKey !== null,
    hidden: e.hidden,
    disqualified: e.disqualified,
    startedAt: new Date(e.startedAt).toISOString(),
    finishedAt: e.finishedAt === null ? null : new Date(e.finishedAt).toISOString(),
    correct: e.correct,
    total: e.total,
    seconds: e.durationMs === null ? null : Math.round(e.durationMs / 1000),
  };
}
