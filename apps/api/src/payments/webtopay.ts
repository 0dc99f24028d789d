import type { Language } from '@portal/contracts';
import { createHash, createVerify, timingSafeEqual } from 'node:crypto';

/**
 * Paysera's checkout protocol (WebToPay, version 1.6), on node:crypto. A request is its parameters URL-encoded
 * (as PHP's http_build_query: spaces as '+'), then base64 with '+' → '-' and '/' → '_' (`data`), signed with
 * `sign = md5(data + password)`. A callback brings `data` the same way plus `ss1 = md5(data + password)` and
 * `ss2` = RSA-SHA1 signature of `data` by the provider's private key (URL-safe base64).
 */
export const WEBTOPAY_VERSION = '1.6';

export function encodeSafeUrlBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

export function decodeSafeUrlBase64(text: string): Buffer {
  return Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** `data` and `sign` of a payment request (parameters in the given order). */
export function signRequest(
  params: Record<string, string>,
  password: string,
): { data: string; sign: string } {
  const data = encodeSafeUrlBase64(new URLSearchParams(params).toString());
  return { data, sign: md5Hex(data + password) };
}

/** The provider's payment address with the signed request. */
export function paymentUrl(payUrl: string, request: { data: string; sign: string }): string {
  const url = new URL(payUrl);
  url.searchParams.set('data', request.data);
  url.searchParams.set('sign', request.sign);
  return url.toString();
}

/** Constant-time comparison of two hex digests (a different length is simply unequal). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface CallbackSignatures {
  data: string;
  ss1: string;
  ss2: string;
}

/**
 * Both signatures of a callback, on the raw values as received: ss1 against the project password (constant time)
 * and ss2 against the provider's public key. Either failing means the callback is not the provider's.
 */
export function verifyCallback(input: CallbackSignatures, password: string, publicKeyPem: string): boolean {
  if (!input.data || !input.ss1 || !input.ss2) return false;
  if (!sameText(input.ss1.toLowerCase(), md5Hex(input.data + password))) return false;
  try {
    return createVerify('RSA-SHA1')
      .update(input.data, 'utf8')
      .verify(publicKeyPem, decodeSafeUrlBase64(input.ss2));
  } catch {
    return false;
  }
}

/** The parameters carried in `data` (first value of each name). */
export function parseData(data: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(decodeSafeUrlBase64(data).toString('utf8')))
    if (!(key in params)) params[key] = value;
  return params;
}

/**
 * Paysera's `lang` is ISO 639-2/B (LIT, RUS, ENG, …), one per portal language; a language its page lacks falls
 * back there by the payer's address or to English, so the code is sent as it is.
 */
export const PROVIDER_LANGUAGES: Record<Language, string> = {
  lt: 'LIT',
  ru: 'RUS',
  en: 'ENG',
  uk: 'UKR',
  pl: 'POL',
};

export function providerLanguage(language: string | undefined): string {
  return language && Object.hasOwn(PROVIDER_LANGUAGES, language)
    ? PROVIDER_LANGUAGES[language as Language]
    : PROVIDER_LANGUAGES.lt;
}
