import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  COMPETITION,
  familyDefinition,
  type CompetitionEndResponse,
  type CompetitionStartRequest,
  type ContestDifficulty,
  type Leaderboard,
  type LeaderboardRow,
  type SaveTestRequest,
  type SaveTestResponse,
  type TestTextsRequest,
  type TestResult,
} from '@portal/contracts';
import { IsNull, LessThan, Repository } from 'typeorm';
import { Clock } from '../clock/clock.service';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { answerKey } from '../exam/answer-key';
import { shuffle } from '../exam/family-policy';
import { QuestionDrawService } from '../exam/question-draw.service';
import type { QuestionEntity } from '../exam/question.entity';
import type { TestLoadAnswer } from '../exam/test-load-answer';
import { contestRunnerPolicy, difficultyOf } from './competition-policy';
import { personKey, shortName } from './competition-person';
import { ContestEntryEntity } from './contest-entry.entity';
import { ContestEntity } from './contest.entity';
import { ContestsService, isOpenNow } from './contests.service';
import { imageUrlFor } from '../exam/image-url';
import type { Admission, TestView } from '../attempts/admission';
import { AttemptEngine, type Grant } from '../attempts/attempt-engine';
import { newTestSecret, secretHash, secretMatches } from '../attempts/test-rules';
import type { TestTokenClaims } from '../attempts/test-token';
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
 * The contest entrant's admission to the one attempt engine (attempts/attempt-engine.ts), and the leaderboard. The
 * server decides everything: the frozen set, the order, the time, what counts; the key is sent only in the answer to
 * that entry's end. An entrant has no account: the entry's token, kept by the browser that started it, is the
 * only way back into it.
 */
@Injectable()
export class ContestEntriesService implements Admission<ContestEntryEntity, void, CompetitionEndResponse> {
  readonly kind = 'contest' as const;
  readonly family = COMPETITION.id;
  readonly answerMode = COMPETITION.answerMode;
  readonly scoring = COMPETITION.scoring;

  constructor(
    @InjectRepository(ContestEntryEntity) private readonly entries: Repository<ContestEntryEntity>,
    @InjectRepository(ContestEntity) private readonly contestRows: Repository<ContestEntity>,
    private readonly contests: ContestsService,
    private readonly draws: QuestionDrawService,
    private readonly engine: AttemptEngine,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ---- the admission ----

  checkCaller(): void {
    // No account: the signed token is the entrant's proof.
  }

  /** Tokens handed out before the one codec: `<entry id>.<secret>`, the secret's SHA-256 kept in the entry. */
  async legacyClaims(token: string): Promise<TestTokenClaims | null> {
    const [id, secret] = token.split('.');
    if (!/^\d{1,10}$/.test(id ?? '') || !secret) return null;
    const entry = await this.entries.findOneBy({ id: Number(id) });
    if (!entry || !secretMatches(secret, entry.tokenHash)) return null;
    return { kind: 'contest', attemptId: entry.id, accountId: 0, family: this.family, tokenVersion: 0 };
  }

  identity() {
    return { accountId: 0, tokenVersion: 0 };
  }

  questions(entry: ContestEntryEntity): Promise<QuestionEntity[]> {
    return this.draws.inOrder(entry.questionIds);
  }

  async view(entry: ContestEntryEntity): Promise<TestView> {
    const contest = (await this.contestRows.findOneBy({ id: entry.contestId }))!;
    return {
      policy: contestRunnerPolicy(contest),
      imageUrl: imageUrlFor(this.config.imageBaseUrl, familyDefinition(contest.family).imageDir),
    };
  }

  /** The key and result, whether the entry counts and its place on its leaderboard. */
  async endAnswer(
    entry: ContestEntryEntity,
    result: TestResult,
    questions: QuestionEntity[],
  ): Promise<CompetitionEndResponse> {
    const counted = entry.countedKey !== null;
    const ranked = counted ? await this.ranked(entry.contestId, entry.difficulty) : [];
    const place = ranked.findIndex((e) => e.id === entry.id);
    return {
      atsakymai: questions.map((q) => ({ ats: answerKey(q) })),
      comments: [],
      result,
      askedQuestionId: null,
      contest: { counted, rank: place >= 0 ? place + 1 : null },
    };
  }

  // ---- start, save, end ----

  /**
   * Starts the person's entry, or resumes the running one for the browser that holds its token (`body.entry`).
   * A person has at most one running entry per contest (the engine's one open test per subject): a start without
   * its token is refused with 409 `entry-running`, so knowing someone's name and birth date is not enough to take
   * their entry over. The person's first entry counts (whichever difficulty); so does no later one, and no entry
   * of the same name from a browser that already entered the contest (another birth date typed).
   */
  async start(body: CompetitionStartRequest): Promise<TestLoadAnswer> {
    const contest = await this.contests.current();
    const now = this.clock.now();
    if (!contest || !isOpenNow(contest, now))
      throw new ApiError(409, 'no-open-contest', 'Šiuo metu konkursas nevyksta');
    const difficulty = difficultyOf(body.egzamin);
    const key = personKey(body.person);
    const running = openKeyOf(contest.id, key);
    const language = body.language ?? 'lt';
    const own = body.entry ? await this.engine.rowOfToken(this, body.entry, undefined) : null;
    const ownHere = own?.contestId === contest.id ? own : null;

    const open = await this.engine.openTest(this, running);
    if (open) {
      if (ownHere?.id !== open.id) throw entryRunning();
      if (open.difficulty === difficulty) {
        if (open.language !== language) await this.engine.setLanguage(this, open.id, language);
        return this.engine.load(this, { ...open, language }, 'RESUMED');
      }
      // The same browser switching difficulty: that entry ends with its saved answers.
      await this.engine.finish(this, open, open.answers);
    }

    const sameNameHere = ownHere !== null && nameOfKey(ownHere.personKey) === nameOfKey(key);
    const counted =
      !sameNameHere && !(await this.entries.existsBy({ contestId: contest.id, personKey: key }));
    const ids = shuffle(difficulty === 'hard' ? contest.hardIds : contest.ordinaryIds, Math.random);
    const questions = await this.draws.inOrder(ids);
    const grant = (countedKey: string | null): Grant<ContestEntryEntity> => ({
      openKey: running,
      timeLimitSeconds: contest.timeLimitSeconds,
      language,
      questions,
      columns: {
        contestId: contest.id,
        difficulty,
        name: body.person.name.replace(/\s+/g, ' ').trim(),
        gdata: body.person.gdata,
        personKey: key,
        countedKey,
        // The token is signed, not stored: this column (kept for entries from before) holds the hash of a
        // secret nobody was given.
        tokenHash: secretHash(newTestSecret()),
        questionIds: ids,
        correct: null,
        total: ids.length,
        durationMs: null,
        hidden: false,
        disqualified: false,
      },
    });
    let opened;
    try {
      opened = await this.engine.open(this, grant(counted ? openKeyOf(contest.id, key) : null));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two first entries at once: the unique counted key let the other one count; this one is practice.
      try {
        opened = await this.engine.open(this, grant(null));
      } catch (again) {
        if (isUniqueViolation(again)) throw entryRunning();
        throw again;
      }
    }
    // Another start of the person won the one running entry: this caller does not hold its token.
    if (!opened.created) throw entryRunning();
    return this.engine.load(this, opened.row, 'NEW', undefined, { questions: opened.questions });
  }

  save(body: SaveTestRequest): Promise<SaveTestResponse> {
    return this.engine.save(this, undefined, body);
  }

  /** The test's questions in other languages (JSON bytes; the engine's texts). */
  texts(body: TestTextsRequest): Promise<Buffer> {
    return this.engine.texts(this, undefined, body);
  }

  end(body: SaveTestRequest): Promise<CompetitionEndResponse> {
    return this.engine.end(this, undefined, body);
  }

  // ---- the leaderboard ----

  /** Ends, with their saved answers, the contest's entries whose deadline and grace have passed. */
  private async finishExpired(contest: ContestEntity): Promise<void> {
    const expired = await this.entries.find({
      where: {
        contestId: contest.id,
        finishedAt: IsNull(),
        deadlineAt: LessThan(this.clock.now() - this.config.graceSeconds * 1000),
      },
      take: 200,
    });
    for (const entry of expired) await this.engine.finish(this, entry, entry.answers);
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
      const entry = await this.engine.rowOfToken(this, token, undefined);
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
