import type { Language } from './families/family-definition';

export type Role = 'learner' | 'staff';
export type AuthProviderId = 'local' | 'google' | 'facebook';

/** The signed-in user as the API reports it (`GET /api/auth/me`, login answer). */
export interface AuthUser {
  id: number;
  username: string | null;
  name: string;
  email: string | null;
  photoUrl: string | null;
  provider: AuthProviderId;
  /** The provider's own id of the person (local accounts: the username). */
  providerId: string;
  roles: Role[];
  /** `GET /api/auth/me` only: the language the learner will sit the theory exam in (null: not chosen). */
  examLanguage?: Language | null;
  /** `GET /api/auth/me` only: the exam languages the school offers (EXAM_LANGUAGES), in LANGUAGES order. */
  examLanguages?: Language[];
}

/** `PUT /api/me/exam-language` body: one of the offered exam languages, or null to clear the choice. */
export interface ExamLanguageRequest {
  language: Language | null;
}

/** `PUT /api/me/exam-language` answer. */
export interface ExamLanguageResponse {
  examLanguage: Language | null;
}

/** `POST /api/auth/login` body. */
export interface LoginRequest {
  username: string;
  password: string;
}

/** `POST /api/auth/login` answer; also what the social callback hands to the shell. */
export interface LoginResponse {
  accessToken: string;
  user: AuthUser;
}

/** `GET /api/auth/providers`: which sign-in methods this deployment has configured. */
export interface AuthProvidersResponse {
  local: boolean;
  google: boolean;
  facebook: boolean;
  /** Sign-up with e-mail and password and "forgot password" by e-mail (only when SMTP is configured). */
  email: boolean;
}

/**
 * Social sign-in: the browser goes to `GET /api/auth/{provider}?family=ket`; after the provider's
 * authorization-code flow the API redirects to `/auth/callback#accessToken=...&family=ket`
 * (or `#error=...`), where the shell stores the session for that family.
 */
export const SOCIAL_CALLBACK_ROUTE = '/auth/callback';

/**
 * The shell's screens of sign-up and password reset by e-mail; the API puts the last two in its e-mails
 * (PUBLIC_URL + path + `?token=...`).
 */
export const EMAIL_ACCOUNT_ROUTES = {
  signup: '/signup',
  confirm: '/confirm',
  forgot: '/forgot',
  reset: '/reset',
} as const;
