import { createHash, randomBytes } from 'node:crypto';

/** A new link token: 32 random bytes (base64url), and the sha256 that is stored instead of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** PUBLIC_URL + a shell screen (EMAIL_ACCOUNT_ROUTES), with the token when there is one. */
export function linkTo(publicUrl: string, path: string, token?: string): string {
  return token ? `${publicUrl}${path}?token=${encodeURIComponent(token)}` : `${publicUrl}${path}`;
}
