import * as z from 'zod';
import { BRANCHES } from '../enrollment';
import { fieldGate, fieldRule } from './field-errors';
import { DATE_FORMAT_MESSAGE_LT, DATE_PATTERN, emailText, isRealDate } from './rules';

/**
 * The registration form (`POST /api/:family/register`; core spec section 5, second spec section 5): one schema for
 * the browser form and the API. vardas, pavarde, gdata, telefonas, email and filialas are required; agree must be
 * ticked; names allow letters (Lithuanian too), hyphen and space; gdata is a real YYYY-MM-DD date in the past; the
 * e-mail message is 'Blogas el. pašto formatas'. Bounds the spec does not show are in docs/decisions.md.
 */

/** Letters (Lithuanian ones included), hyphen and space, with at least one letter: '-' or ' ' is not a name. */
export const NAME_PATTERN = /^[\p{L}\- ]*\p{L}[\p{L}\- ]*$/u;
export const NAME_MAX_LENGTH = 60;
/** A phone number: an optional leading +, digits, spaces, brackets and hyphens, with 6 to 15 digits. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){6,15}\D*$)\+?[\d ()-]+$/;
export const PHONE_MAX_LENGTH = 25;
export const BIRTH_DATE_PATTERN = DATE_PATTERN;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

export const NAME_MESSAGE_LT = 'Leidžiamos tik raidės, brūkšnelis ir tarpas';
export const NAME_TOO_LONG_MESSAGE_LT = `Ne daugiau kaip ${NAME_MAX_LENGTH} simbolių`;
export const PHONE_MESSAGE_LT = 'Netinkamas telefono numeris';
export const BIRTH_DATE_MESSAGE_LT = 'Neteisinga gimimo data';
export const BRANCH_MESSAGE_LT = 'Pasirinkite filialą iš sąrašo';
export const FAMILY_BRANCH_MESSAGE_LT = 'Pasirinkite mokyklą iš sąrašo';
export const CONSENT_MESSAGE_LT = 'Būtina sutikti su privatumo politika';

export const REGISTRATION_FIELDS = [
  'vardas',
  'pavarde',
  'gdata',
  'telefonas',
  'email',
  'filialas',
  'agree',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** What the form's context adds: the family's branches and today's date (the birth date must be before it). */
export interface RegistrationContext {
  /** Branch ids the family offers (null/undefined: every branch). */
  branchIds?: readonly number[] | null;
  /** Today, YYYY-MM-DD, where the user (or the API's clock) is. Without it the date is not compared with today. */
  today?: string;
}

const nameText = () =>
  z
    .string()
    .trim()
    .refine((s) => s !== '', fieldGate('required'))
    .max(NAME_MAX_LENGTH, NAME_TOO_LONG_MESSAGE_LT)
    .regex(NAME_PATTERN, NAME_MESSAGE_LT);

const birthDate = (today?: string) =>
  z
    .string()
    .trim()
    .refine((s) => s !== '', fieldGate('required'))
    .refine((s) => DATE_PATTERN.test(s), fieldGate('date', DATE_FORMAT_MESSAGE_LT))
    .refine(
      (s) => isRealDate(s) && s >= EARLIEST_BIRTH_DATE && (!today || s < today),
      fieldRule('date', BIRTH_DATE_MESSAGE_LT),
    );

const branch = (branchIds?: readonly number[] | null) =>
  z
    .number()
    .int()
    .refine((id) => BRANCHES.some((b) => b.id === id), fieldGate('range', BRANCH_MESSAGE_LT))
    .refine(
      (id) => !branchIds?.length || branchIds.includes(id),
      fieldRule('range', FAMILY_BRANCH_MESSAGE_LT),
    );

/** Every field's rule; the object schema and the form's per-field checks both use these. */
export function registrationFieldSchemas(context: RegistrationContext = {}) {
  return {
    vardas: nameText(),
    pavarde: nameText(),
    gdata: birthDate(context.today),
    telefonas: z
      .string()
      .trim()
      .refine((s) => s !== '', fieldGate('required'))
      .max(PHONE_MAX_LENGTH, PHONE_MESSAGE_LT)
      .regex(PHONE_PATTERN, PHONE_MESSAGE_LT),
    email: emailText(),
    filialas: branch(context.branchIds),
    // Anything but a tick (missing, false, 'yes') is the missing consent.
    agree: z.custom<true>((v) => v === true, fieldRule('consent', CONSENT_MESSAGE_LT)),
  } satisfies Record<RegistrationField, z.ZodType>;
}

/** The registration body; unknown fields are refused. Texts come out trimmed. */
export function registrationFormSchema(context: RegistrationContext = {}) {
  return z.strictObject(registrationFieldSchemas(context));
}

export type RegistrationFormInput = z.input<ReturnType<typeof registrationFormSchema>>;
