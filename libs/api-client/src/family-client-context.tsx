import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FamilyId } from '@portal/contracts';
import { createFamilyClient, type FamilyClient } from './family-client';

const FamilyClientContext = createContext<FamilyClient | null>(null);

/** Binds everything below it to one family's session and API calls (a remote's Landing and Runner). */
export function FamilyClientProvider({ family, children }: { family: FamilyId; children: ReactNode }) {
  const client = useMemo(() => createFamilyClient(family), [family]);
  return <FamilyClientContext.Provider value={client}>{children}</FamilyClientContext.Provider>;
}

/** The family client of the screen being rendered; a screen outside a FamilyClientProvider is a bug. */
export function useFamilyClient(): FamilyClient {
  const client = useContext(FamilyClientContext);
  if (!client) throw new Error('useFamilyClient: no FamilyClientProvider above this component');
  return client;
}
