import type { FamilyLinks } from '@portal/family-kit';

/** Forklift (krautuvai) routes (second spec section 2): the landing and the test runner. */
export const KRAUTUVAI_HOME_ROUTE = '/krautuvai';
export const KRAUTUVAI_RUNNER_ROUTE = '/testai-krautuvai';

/**
 * Top-bar and consent links. The specification does not give the school's addresses ("not shown"), so reviews,
 * info and site are placeholders on the reserved example.com domain (as KET and the shell's site link) until the
 * school provides its real pages; the privacy policy is the shell's own page.
 */
export const KRAUTUVAI_LINKS: FamilyLinks = {
  reviews: 'https://example.com/atsiliepimai',
  info: 'https://example.com/informacija',
  site: 'https://example.com/',
  privacy: '/privacy',
};
