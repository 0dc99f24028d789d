import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  familyDefinition,
  scoreAttempt,
  type CompetitionEndResponse,
  type CompetitionStartRequest,
  type ContestDifficulty,
  type Flag,
  type Leaderboard,
  type LeaderboardRow,
  type SaveTestRequest,
  type SaveTestResponse,
  type TestLoadResponse,
} from '@portal/contracts';
import { IsNull, LessThan, Repository } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { ApiError, FieldValidationError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { answerKey } from '../exam/answer-key';
import { shuffle } from '../exam/family-policy';
import { QuestionDrawService } from '../exam/question-draw.service';
import { testQuestionsJson } from '../exam/test-question';
import { contestRunnerPolicy, difficultyOf } from './competition-policy';
import { personKey, shortName } from './competition-person';
import { ContestEntryEntity } from './contest-entry.entity';
import { ContestEntity } from './contest.entity';
import { ContestsService, isOpenNow } from './contests.service';
import { imageUrlFor } from '../exam/image-url';
import {
  invalidTestToken,
  newTestSecret,
  saveRefusal,
  saveRefused,
  secretHash,
  secretMatches,
  testEnded,
} from '../attempts/test-rules';
import { isUniqueViolation } from '../database/unique-violation';

export const LEADERBOARD_SIZE = 10;

/** The person's running entry in the contest (the unique `open_key`). */
function openKeyOf(contestId: number, personKey: string): string {
  return `${contestId}:${personKey}`;
}

/** The name part of a person key (`<name skeleton>|<birth date>`). */
function nameOfKey(personKey: string): string {
  return personKey.slice(0, personKey.lastIndexOf('|'));
}

function entryRunning(): ApiError {
  return new ApiError(
    409,
    'entry-running',
    'Šio dalyvio testas jau vyksta kitoje naršyklėje; jį tęsti galima tik toje naršyklėje',
  );
}

function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.floor((deadline - now) / 1000));
}

/** Best first: more correct answers, then less server-measured time, then the earlier end. */
function compareEntries(a: ContestEntryEntity, b: ContestEntryEntity): number {
  return (
    (b.correct ?? 0) - (a.correct ?? 0) ||
    (a.durationMs ?? 0) - (b.durationMs ?? 0) ||
    (a.finishedAt ?? 0) - (b.finishedAt ?? 0) ||
    a.id - b.id
  );
}

/**
 * An entrant's test in the open contest: start (or resume the person's unfinished one), save, end, and the
 * leaderboard. The server decides everything: the frozen set, the order, the time, what counts; the key is sent
 * only in the answer to that entry's end.
 */
@Injectable()
export class ContestEntriesService {
  constructor(
    @InjectRepository(ContestEntryEntity) private readonly entries: Repository<ContestEntryEntity>,
    @InjectRepository(ContestEntity) private readonly contestRows: Repository<ContestEntity>,
    private readonly contests: ContestsService,
    private readonly draws: QuestionDrawService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get graceMs(): number {
    return this.config.graceSeconds * 1000;
  }

  /**
   * Starts the person's entry, or resumes the running one for the browser that holds its token (`body.entry`).
   * A person has at most one running entry per contest (the unique `open_key`, set while it runs): a start without
   * its token is refused with 409 `entry-running`, so knowing someone's name and birth date is not enough to take
   * their entry over. The person's first entry counts (whichever difficulty); so does no later one, and no entry
   * of the same name from a browser that already entered the contest (another birth date typed).
   */
  async start(body: CompetitionStartRequest): Promise<TestLoadResponse> {
    const contest = await this.contests.current();
    const now = this.clock.now();
    if (!contest || !isOpenNow(contest, now))
      throw new ApiError(409, 'no-open-contest', 'Šiuo metu konkursas nevyksta');
    const difficulty = difficultyOf(body.egzamin);
    const key = personKey(body.person);
    const running = openKeyOf(contest.id, key);
    const language = body.language ?? 'lt';
    const own = body.entry ? await this.byToken(body.entry).catch(() => null) : null;
    const ownHere = own?.contestId === contest.id ? own : null;

    const open = await this.entries.findOneBy({ openKey: running });
    if (open && now <= open.deadlineAt) {
      if (ownHere?.id !== open.id) throw entryRunning();
      if (open.difficulty === difficulty) {
        if (open.language !== language) await this.entries.update({ id: open.id }, { language });
        return this.load({ ...open, language }, contest, body.entry!, 'RESUMED');
      }
    }
    // Timed out, or the same browser switching difficulty: that entry ends with its saved answers.
    if (open) await this.finish(open, contest, open.answers);

    const sameNameHere = ownHere !== null && nameOfKey(ownHere.personKey) === nameOfKey(key);
    const counted =
      !sameNameHere && !(await this.entries.existsBy({ contestId: contest.id, personKey: key }));
    const secret = newTestSecret();
    const ids = shuffle(difficulty === 'hard' ? contest.hardIds : contest.ordinaryIds, Math.random);
    const questions = await this.draws.inOrder(ids);
    const row = (countedKey: string | null) =>
      this.entries.create({
        contestId: contest.id,
        difficulty,
        name: body.person.name.replace(/\s+/g, ' ').trim(),
        gdata: body.person.gdata,
        personKey: key,
        countedKey,
        openKey: running,
        tokenHash: secretHash(secret),
        language,
        questionIds: ids,
        answers: questions.map((q) => q.answers.map((): Flag => '0')),
        startedAt: now,
        deadlineAt: now + contest.timeLimitSeconds * 1000,
        finishedAt: null,
        correct: null,
        total: ids.length,
        durationMs: null,
        hidden: false,
        disqualified: false,
      });
    let entry: ContestEntryEntity;
    try {
      entry = await this.entries.save(row(counted ? openKeyOf(contest.id, key) : null));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another start of the person won the one running entry: this caller does not hold its token.
      if (await this.entries.existsBy({ openKey: running })) throw entryRunning();
      // Two first entries at once: the unique counted key let the other one count; this one is practice.
      try {
        entry = await this.entries.save(row(null));
      } catch (again) {
        if (isUniqueViolation(again)) throw entryRunning();
        throw again;
      }
    }
    return this.load(entry, contest, `${entry.id}.${secret}`, 'NEW');
  }

  private async load(
    entry: ContestEntryEntity,
    contest: ContestEntity,
    jwt: string,
    status: 'NEW' | 'RESUMED',
  ): Promise<TestLoadResponse> {
    const now = this.clock.now();
    const questions = await this.draws.inOrder(entry.questionIds);
    const imageUrl = imageUrlFor(this.config.imageBaseUrl, familyDefinition(contest.family).imageDir);
    return {
      status,
      time: secondsLeft(entry.deadlineAt, now),
      questions: testQuestionsJson(questions, imageUrl, entry.language, entry.answers),
      jwt,
      deadline: new Date(entry.deadlineAt).toISOString(),
      serverNow: now,
      policy: contestRunnerPolicy(contest),
    };
  }

  /** The entry a test token (`<id>.<secret>`) names, or 403 `invalid-test-token` (unknown or forged). */
  private async byToken(token: string): Promise<ContestEntryEntity> {
    const [id, secret] = token.split('.');
    const entry =
      /^\d{1,10}$/.test(id ?? '') && secret ? await this.entries.findOneBy({ id: Number(id) }) : null;
    if (!entry || !secretMatches(secret, entry.tokenHash)) throw invalidTestToken();
    return entry;
  }

  private checkShape(entry: ContestEntryEntity, ch: Flag[][]): void {
    if (
      ch.length !== entry.questionIds.length ||
      ch.some((row, i) => row.length !== entry.answers[i]?.length)
    )
      throw FieldValidationError.of('ch', 'range', 'Atsakymų skaičius neatitinka testo');
  }

  async save(body: SaveTestRequest): Promise<SaveTestResponse> {
    const entry = await this.byToken(body.test);
    const now = this.clock.now();
    // The rule every kind of test shares (attempts/test-rules.ts).
    const refusal = saveRefusal(entry, now, this.graceMs);
    if (refusal === 'deadline-passed')
      await this.finish(entry, (await this.contestRows.findOneBy({ id: entry.contestId }))!, entry.answers);
    if (refusal) throw saveRefused(refusal);
    this.checkShape(entry, body.ch);
    // Written only while the entry is open: one that ended since it was read is refused, not "saved".
    const written = await this.entries.update({ id: entry.id, finishedAt: IsNull() }, { answers: body.ch });
    if (!written.affected) throw testEnded();
    return { saved: true, time: secondsLeft(entry.deadlineAt, now), serverNow: now };
  }

  async end(body: SaveTestRequest): Promise<CompetitionEndResponse> {
    let entry = await this.byToken(body.test);
    const contest = (await this.contestRows.findOneBy({ id: entry.contestId }))!;
    if (entry.finishedAt === null) {
      this.checkShape(entry, body.ch);
      // Ticks sent after the deadline and grace are ignored: the saved ones count.
      const answers = this.clock.now() <= entry.deadlineAt + this.graceMs ? body.ch : entry.answers;
      entry = await this.finish(entry, contest, answers);
    }
    const questions = await this.draws.inOrder(entry.questionIds);
    const key = questions.map((q) => ({ ats: answerKey(q) }));
    const result = scoreAttempt(
      entry.answers,
      key,
      questions.map((q) => q.weight),
      contestRunnerPolicy(contest).scoring,
    );
    const counted = entry.countedKey !== null;
    const ranked = counted ? await this.ranked(entry.contestId, entry.difficulty) : [];
    const place = ranked.findIndex((e) => e.id === entry.id);
    return {
      atsakymai: key,
      comments: [],
      result,
      askedQuestionId: null,
      contest: { counted, rank: place >= 0 ? place + 1 : null },
    };
  }

  /** Scores and closes an entry; its time is the server's, from start to end, at most the time limit. */
  private async finish(
    entry: ContestEntryEntity,
    contest: ContestEntity,
    answers: Flag[][],
  ): Promise<ContestEntryEntity> {
    const questions = await this.draws.inOrder(entry.questionIds);
    const key = questions.map((q) => ({ ats: answerKey(q) }));
    const result = scoreAttempt(
      answers,
      key,
      questions.map((q) => q.weight),
      contestRunnerPolicy(contest).scoring,
    );
    const finishedAt = Math.min(this.clock.now(), entry.deadlineAt);
    const changes = {
      answers,
      finishedAt,
      openKey: null,
      correct: result.correct,
      durationMs: finishedAt - entry.startedAt,
    };
    // Only the first end counts (two ends at once: the second finds the row closed and reads it).
    await this.entries.update({ id: entry.id, finishedAt: IsNull() }, changes);
    return (await this.entries.findOneBy({ id: entry.id }))!;
  }

  /** Ends, with their saved answers, the contest's entries whose deadline and grace have passed. */
  private async finishExpired(contest: ContestEntity): Promise<void> {
    const expired = await this.entries.find({
      where: {
        contestId: contest.id,
        finishedAt: IsNull(),
        deadlineAt: LessThan(this.clock.now() - this.graceMs),
      },
      take: 200,
    });
    for (const entry of expired) await this.finish(entry, contest, entry.answers);
  }

  /** The counted, finished, shown entries of a leaderboard, best first. */
  private async ranked(contestId: number, difficulty: ContestDifficulty): Promise<ContestEntryEntity[]> {
    const rows = await this.entries
      .createQueryBuilder('e')
      .where('e.contest_id = :contestId AND e.difficulty = :difficulty', { contestId, difficulty })
      .andWhere('e.counted_key IS NOT NULL AND e.finished_at IS NOT NULL')
      .andWhere('e.hidden = :no AND e.disqualified = :no', { no: false })
      .getMany();
    return rows.sort(compareEntries);
  }

  async leaderboard(difficulty: ContestDifficulty, token?: string): Promise<Leaderboard> {
    const contest = await this.contests.current();
    if (!contest) return { contestId: null, difficulty, top: [], own: null };
    await this.finishExpired(contest);
    const ranked = await this.ranked(contest.id, difficulty);
    const row = (e: ContestEntryEntity, rank: number): LeaderboardRow => ({
      rank,
      name: shortName(e.name),
      correct: e.correct ?? 0,
      total: e.total,
      seconds: Math.round((e.durationMs ?? 0) / 1000),
    });
    let own: Leaderboard['own'] = null;
    if (token) {
      const entry = await this.byToken(token).catch(() => null);
      if (
        entry &&
        entry.contestId === contest.id &&
        entry.difficulty === difficulty &&
        entry.finishedAt !== null
      ) {
        const place = ranked.findIndex((e) => e.id === entry.id);
        own = { ...row(entry, place + 1), rank: place >= 0 ? place + 1 : 0, counted: place >= 0 };
      }
    }
    return {
      contestId: contest.id,
      difficulty,
      top: ranked.slice(0, LEADERBOARD_SIZE).map((e, i) => row(e, i + 1)),
      own,
    };
  }
}
