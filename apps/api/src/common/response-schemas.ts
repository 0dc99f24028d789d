import {
  FAMILY_IDS,
  LANGUAGES,
  type FamilyId,
  type AuthProvidersResponse,
  type EndTestResponse,
  type LoginResponse,
  type SaveTestResponse,
  type TestLoadResponse,
} from '@portal/contracts';
import * as z from 'zod';
import { zodDto } from './zod-schema';

// The answers of the main routes, for the OpenAPI document (openapi.ts). The wire types stay the interfaces of
// libs/contracts (the browser imports no zod for them); `Documents` below fails to compile when an interface gains
// or changes a field the schema does not describe, so the document cannot drift from what the API sends.

const flag = () => z.enum(['0', '1']);

const authUser = () =>
  z.object({
    id: z.number().int(),
    username: z.string().nullable(),
    name: z.string(),
    email: z.string().nullable(),
    photoUrl: z.string().nullable(),
    provider: z.enum(['local', 'google', 'facebook']),
    providerId: z.string().describe("The provider's own id of the person (local accounts: the username)"),
    roles: z.array(z.enum(['learner', 'staff'])),
    examLanguage: z.enum(LANGUAGES).nullable().optional(),
    examLanguages: z.array(z.enum(LANGUAGES)).optional(),
  });

export const loginResponseSchema = () => z.object({ accessToken: z.string(), user: authUser() });

export const authProvidersResponseSchema = () =>
  z.object({ local: z.boolean(), google: z.boolean(), facebook: z.boolean(), email: z.boolean() });

const runnerPolicy = () =>
  z.object({
    family: z.enum(FAMILY_IDS as readonly [FamilyId, ...FamilyId[]]),
    questionCount: z.number().int(),
    timeLimitSeconds: z.number().int(),
    answerMode: z.enum(['multi', 'single']),
    scoring: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('share'), passPercent: z.number() }),
      z.object({ kind: z.literal('points'), maxPoints: z.number(), passShare: z.number() }),
    ]),
    showWeightBadge: z.boolean(),
  });

export const testLoadResponseSchema = () =>
  z.object({
    status: z.enum(['NEW', 'RESUMED']),
    time: z.number().describe("Seconds left by the server's deadline"),
    questions: z.string().describe('JSON text of TestQuestion[] (kept as text, as the specification says)'),
    jwt: z.string().describe('Signed test token bound to this attempt and account'),
    deadline: z.string().describe('The absolute deadline (ISO 8601)'),
    serverNow: z.number().describe("The server's clock when answering (epoch ms)"),
    policy: runnerPolicy(),
  });

export const saveTestResponseSchema = () =>
  z.object({ saved: z.literal(true), time: z.number(), serverNow: z.number() });

export const endTestResponseSchema = () =>
  z.object({
    atsakymai: z.array(z.object({ ats: z.array(flag()) })),
    comments: z.array(
      z.object({ id: z.number().int(), klausimas: z.string(), atsakymas: z.string().nullable() }),
    ),
    result: z.object({
      correct: z.number().int(),
      total: z.number().int(),
      percent: z.number(),
      passed: z.boolean(),
      points: z.number().optional(),
      maxPoints: z.number().optional(),
      perQuestion: z.array(z.boolean()),
    }),
    askedQuestionId: z.number().int().nullable().optional(),
  });

export class LoginResponseDto extends zodDto(loginResponseSchema()) {}
export class AuthProvidersResponseDto extends zodDto(authProvidersResponseSchema()) {}
export class TestLoadResponseDto extends zodDto(testLoadResponseSchema()) {}
export class SaveTestResponseDto extends zodDto(saveTestResponseSchema()) {}
export class EndTestResponseDto extends zodDto(endTestResponseSchema()) {}

/** Every answer the API sends fits its documented schema (a compile-time check, both ways where exact). */
type Fits<Sent, Documented> = [Sent] extends [Documented] ? true : never;
type Same<A, B> = Fits<A, B> & Fits<B, A>;
export type Documents = [
  Same<LoginResponse, z.output<ReturnType<typeof loginResponseSchema>>>,
  Same<AuthProvidersResponse, z.output<ReturnType<typeof authProvidersResponseSchema>>>,
  Same<TestLoadResponse, z.output<ReturnType<typeof testLoadResponseSchema>>>,
  Same<SaveTestResponse, z.output<ReturnType<typeof saveTestResponseSchema>>>,
  Same<EndTestResponse, z.output<ReturnType<typeof endTestResponseSchema>>>,
];
export const DOCUMENTS: Documents = [true, true, true, true, true];
