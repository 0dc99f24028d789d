import { createContext, useContext } from 'react';
import type { SchoolLinks } from '@portal/contracts';

/**
 * The driving school's links from the manifest (`GET /api/families` → `school`), handed by the shell to the
 * remotes. This library is a shared singleton, so the shell's provider and a remote's hook meet in one context.
 */
export const SchoolLinksContext = createContext<SchoolLinks>({});

export function useSchoolLinks(): SchoolLinks {
  return useContext(SchoolLinksContext);
}

/** A family's default links with the configured school links over them (empty or missing ones keep the default). */
export function withSchoolLinks<T extends object>(defaults: T, school: SchoolLinks | null | undefined): T {
  const configured = Object.fromEntries(
    Object.entries(school ?? {}).filter(([, url]) => typeof url === 'string' && url !== ''),
  );
  return { ...defaults, ...configured };
}
