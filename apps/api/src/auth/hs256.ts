import { createHmac, type KeyObject } from 'node:crypto';

/** The JOSE header jsonwebtoken writes for HS256 (same keys, same order). */
const HEADER = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');

/**
 * A compact JWS with HS256: the same bytes jsonwebtoken's `sign` makes for a payload that already carries `iat` and
 * `exp` (hs256.spec.ts checks it). jsonwebtoken validated its options and payload on every call, which cost a start
 * about a tenth of its CPU when a class starts together; checking tokens stays with the library.
 */
export function signHs256(payload: Record<string, unknown>, key: KeyObject): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signingInput}.${createHmac('sha256', key).update(signingInput).digest('base64url')}`;
}
