import { createHash, randomBytes } from 'node:crypto';

/** Screens of the shell that a link in an e-mail opens (apps/shell/src/app/routes.ts). */
export const CONFIRM_PATH = '/confirm';
export const RESET_PATH = '/reset';
export const FORGOT_PATH = '/forgot';

/** A new link token: 32 random bytes (base64url), and the sha256 that is stored instead of it. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function linkTo(publicUrl: string, path: string, token?: string): string {
  return token ? `${publicUrl}${path}?token=${encodeURIComponent(token)}` : `${publicUrl}${path}`;
}
