import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type CalibrationBin,
  READY_CONDITIONS,
  type ReadinessFilter,
  type ReadyCondition,
  type StaffCalibration,
  type StaffReadiness,
} from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { type PageQueryDto, pageWindow } from '../../common/paging';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DAY_MS, dayStart, examMoment } from '../exam-plan';

/** SQL's tenth of a chance 0..1 (the last tenth holds 1): a CASE, the same on SQLite and MariaDB (no FLOOR). */
const TENTH = `CASE ${Array.from({ length: 9 }, (_, i) => `WHEN a.pass_chance < ${(i + 1) / 10} THEN ${i}`).join(' ')} ELSE 9 END`;

/** Staff's view of the readiness (issue 27): the calibration of the stored chances, and who is ready. */
@Injectable()
export class ReadinessStaffService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The reliability chart: the family's ended mock tests with a stored chance (optionally started from the day
   * `from` to the day `to`, YYYY-MM-DD in the portal's time zone, both included), per tenth of the chance the mean
   * chance, the share passed and the count; the Brier score over them all. Aggregated in SQL (one row per tenth).
   */
  async calibration(family: string, fromDay?: string, toDay?: string): Promise<StaffCalibration> {
    const zone = this.config.timeZone;
    // A day's local midnight: the start of the day holding its noon (a DST change never falls at noon).
    const from = fromDay ? dayStart(examMoment(fromDay, zone), zone) : 0;
    const to = toDay ? dayStart(examMoment(toDay, zone) + DAY_MS, zone) - 1 : Number.MAX_SAFE_INTEGER;
    const rows = (await this.dataSource.query(
      `SELECT ${TENTH} AS tenth, COUNT(*) AS n, SUM(a.pass_chance) AS chance,` +
        ' SUM(CASE WHEN a.passed THEN 1 ELSE 0 END) AS passed,' +
        ' SUM((a.pass_chance - CASE WHEN a.passed THEN 1 ELSE 0 END) * (a.pass_chance - CASE WHEN a.passed THEN 1 ELSE 0 END)) AS sq' +
        ' FROM attempts a WHERE a.family = ? AND a.finished_at IS NOT NULL AND a.pass_chance IS NOT NULL' +
        ' AND a.passed IS NOT NULL AND a.started_at >= ? AND a.started_at <= ? GROUP BY tenth',
      [family, from, to],
    )) as {
      tenth: number | string;
      n: number | string;
      chance: number | string;
      passed: number | string;
      sq: number | string;
    }[];
    const bins: CalibrationBin[] = Array.from({ length: 10 }, (_, i) => ({
      from: i / 10,
      to: (i + 1) / 10,
      tests: 0,
      predicted: null,
      passed: null,
    }));
    let tests = 0;
    let sq = 0;
    for (const row of rows) {
      const n = Number(row.n);
      const bin = bins[Number(row.tenth)];
      bin.tests = n;
      bin.predicted = round(Number(row.chance) / n);
      bin.passed = round(Number(row.passed) / n);
      tests += n;
      sq += Number(row.sq);
    }
    return { family, tests, brier: tests ? round(sq / tests) : null, bins };
  }

  /**
   * The family's learners by their last computed readiness, highest chance first; `close` = exactly one condition
   * missing. The counts are over all of the family's rows.
   */
  async readiness(family: string, filter: ReadinessFilter, query: PageQueryDto): Promise<StaffReadiness> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const where =
      filter === 'ready'
        ? ' AND r.ready = 1'
        : filter === 'close'
          ? " AND r.ready = 0 AND r.missing NOT LIKE '%,%'"
          : '';
    const [counts] = (await this.dataSource.query(
      'SELECT COUNT(*) AS learners, SUM(r.ready) AS ready,' +
        " SUM(CASE WHEN r.ready = 0 AND r.missing NOT LIKE '%,%' THEN 1 ELSE 0 END) AS close" +
        ' FROM learning_readiness r WHERE r.family = ?',
      [family],
    )) as { learners: number | string; ready: number | string | null; close: number | string | null }[];
    const [{ total }] = (await this.dataSource.query(
      `SELECT COUNT(*) AS total FROM learning_readiness r WHERE r.family = ?${where}`,
      [family],
    )) as { total: number | string }[];
    const rows = (await this.dataSource.query(
      'SELECT r.account_id, a.username, a.name, r.category, r.pass_chance, r.ready, r.missing, r.computed_at' +
        ' FROM learning_readiness r INNER JOIN accounts a ON a.id = r.account_id' +
        ` WHERE r.family = ?${where} ORDER BY r.pass_chance DESC, r.account_id ASC LIMIT ${take} OFFSET ${skip}`,
      [family],
    )) as {
      account_id: number | string;
      username: string | null;
      name: string;
      category: string | null;
      pass_chance: number | string;
      ready: number | string;
      missing: string;
      computed_at: number | string;
    }[];
    return {
      items: rows.map((r) => ({
        accountId: Number(r.account_id),
        username: r.username ?? '',
        name: r.name,
        kate: r.category,
        passChance: Number(r.pass_chance),
        ready: Number(r.ready) === 1,
        readyMissing: r.missing
          .split(',')
          .filter((c): c is ReadyCondition => (READY_CONDITIONS as readonly string[]).includes(c)),
        computedAt: new Date(Number(r.computed_at)).toISOString(),
      })),
      total: Number(total),
      page,
      pageSize,
      counts: {
        learners: Number(counts?.learners ?? 0),
        ready: Number(counts?.ready ?? 0),
        close: Number(counts?.close ?? 0),
      },
    };
  }
}

const round = (x: number) => Math.round(x * 10000) / 10000;
