import type { FamilyLinks } from '@portal/family-kit';

/** Code 95 routes (second spec section 2): the landing and the test runner. */
export const KODAS_HOME_ROUTE = '/kodas';
export const KODAS_RUNNER_ROUTE = '/testai-kodas';

/**
 * A Code 95 test passes at half of its 40 points (second spec section 5); the API sends `egzaminai` as percent of
 * the maximum points, so the landing's statistics colour them against 50.
 */
export const KODAS_PASS_PERCENT = 50;

/**
 * Top-bar and consent links. The specification does not give the school's addresses ("not shown"), so reviews,
 * info and site are placeholders on the reserved example.com domain (as KET and the shell's site link) until the
 * school provides its real pages; the privacy policy is the shell's own page.
 */
export const KODAS_LINKS: FamilyLinks = {
  reviews: 'https://example.com/atsiliepimai',
  info: 'https://example.com/informacija',
  site: 'https://example.com/',
  privacy: '/privacy',
};
