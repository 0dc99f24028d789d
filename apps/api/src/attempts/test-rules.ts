import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../common/api-error';

/**
 * The rules every kind of test shares (the enrolled learner's attempt, the contest entry, the examiner test), so
 * one situation gets one answer whichever test it is (docs/api.md, "Test errors"):
 * - a test token that names no test (forged, unknown, replaced): 403 `invalid-test-token`;
 * - a save after the end: 409 `test-ended`; after the deadline and grace: 409 `deadline-passed`; a save whose
 *   conditional write found the test no longer open (it ended in between): 409 `test-ended`, never `saved: true`.
 */

export function invalidTestToken(message = 'Netinkamas testo raktas'): ApiError {
  return new ApiError(403, 'invalid-test-token', message);
}

export function testEnded(): ApiError {
  return new ApiError(409, 'test-ended', 'Testas jau baigtas');
}

export function deadlinePassed(): ApiError {
  return new ApiError(409, 'deadline-passed', 'Testo laikas baigėsi; atsakymai nebeišsaugomi');
}

export interface OpenTestTimes {
  finishedAt: number | null;
  deadlineAt: number;
}

/**
 * Why a save of this test is refused at `now`, or null when it may be written. 'deadline-passed' tells the
 * caller to end the test with its saved answers too (it timed out).
 */
export function saveRefusal(
  test: OpenTestTimes,
  now: number,
  graceMs: number,
): 'test-ended' | 'deadline-passed' | null {
  if (test.finishedAt !== null) return 'test-ended';
  if (now > test.deadlineAt + graceMs) return 'deadline-passed';
  return null;
}

/** The refusal as the API answers it. */
export function saveRefused(reason: 'test-ended' | 'deadline-passed'): ApiError {
  return reason === 'test-ended' ? testEnded() : deadlinePassed();
}

/** A random secret (192 bits, URL-safe): what the token columns kept from before hold now, a hash of one nobody has. */
export function newTestSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** What is stored of a token's secret: its SHA-256 (hex), never the secret (a leaked table grants nothing). */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` is the one `hash` was made from (compared in constant time). */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(secretHash(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
