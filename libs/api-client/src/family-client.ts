import type { FamilyId } from '@portal/contracts';
import {
  clearFamily,
  clearTestToken,
  getSession,
  getTestToken,
  setSession,
  setTestToken,
  type FamilySession,
} from './session-storage';

/**
 * A family's own view of the browser session: its user and tokens and nothing of another family's. A remote is
 * handed one (createFamilyClient, through FamilyClientProvider) and never names another family, so it cannot read
 * or send another family's token.
 */
export interface FamilyClient {
  readonly family: FamilyId;
  session(): FamilySession | null;
  setSession(session: FamilySession): void;
  /** Signs this family out: its user and tokens go, its answer journals stay. */
  clear(): void;
  testToken: {
    get(): string | null;
    set(token: string): void;
    clear(): void;
  };
}

export function createFamilyClient(family: FamilyId): FamilyClient {
  return Object.freeze({
    family,
    session: () => getSession(family),
    setSession: (session: FamilySession) => setSession(family, session),
    clear: () => clearFamily(family),
    testToken: Object.freeze({
      get: () => getTestToken(family),
      set: (token: string) => setTestToken(family, token),
      clear: () => clearTestToken(family),
    }),
  });
}
