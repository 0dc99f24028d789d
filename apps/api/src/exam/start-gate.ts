import type { ExamFamilyId } from '@portal/contracts';
import type { DataSource } from 'typeorm';
import { preparedRead } from '../database/prepared-statements';
import type { EnrollmentEntity } from '../enrollment/enrollment.entity';

/**
 * Everything a start decides on before it draws, in one statement (the same SQL on SQLite and MySQL): whether the
 * account is enabled, its enrollment in the family and whether it has an open attempt there. A start read them
 * in three (the guard's account read among them), and on this path each statement's round trip cost more CPU
 * than the database spent on it. A prepared statement on MySQL (prepared-statements.ts).
 */
const SQL =
  'SELECT acc.disabled AS disabled, acc.token_version AS tokenVersion, e.status AS status, e.valid_from AS validFrom, e.valid_to AS validTo,' +
  ' e.tests_left AS testsLeft, att.id AS openAttemptId' +
  ' FROM accounts acc' +
  ' LEFT JOIN enrollments e ON e.account_id = acc.id AND e.family = ?' +
  ' LEFT JOIN attempts att ON att.open_key = ?' +
  ' WHERE acc.id = ?';

export type StartEnrollment = Pick<EnrollmentEntity, 'status' | 'validFrom' | 'validTo' | 'testsLeft'>;

export interface StartGate {
  disabled: boolean;
  /** The account's token version: a token signed with another one is from a session that ended. */
  tokenVersion: number;
  /** Null when the account never registered in the family. */
  enrollment: StartEnrollment | null;
  hasOpenAttempt: boolean;
}

interface Row {
  disabled: number | boolean;
  tokenVersion: number | string;
  status: number | null;
  validFrom: string | null;
  validTo: string | null;
  testsLeft: number | null;
  openAttemptId: number | null;
}

/** Null when the account does not exist (any more). */
export async function readStartGate(
  dataSource: DataSource,
  accountId: number,
  family: ExamFamilyId,
  openKey: string,
): Promise<StartGate | null> {
  const [row] = await preparedRead<Row>(dataSource, SQL, [family, openKey, accountId]);
  if (!row) return null;
  return {
    disabled: Boolean(row.disabled),
    tokenVersion: Number(row.tokenVersion),
    // An enrollment row always has tests_left (NOT NULL): null here means the LEFT JOIN found none.
    enrollment:
      row.testsLeft === null
        ? null
        : {
            status: row.status === null ? null : Number(row.status),
            validFrom: row.validFrom,
            validTo: row.validTo,
            testsLeft: Number(row.testsLeft),
          },
    hasOpenAttempt: row.openAttemptId !== null,
  };
}
