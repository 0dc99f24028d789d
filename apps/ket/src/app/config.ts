import type { FamilyLinks } from '@portal/family-kit';

/** KET routes (core spec section 2): the dashboard and the test screen. */
export const KET_HOME_ROUTE = '/home';
export const KET_RUNNER_ROUTE = '/testai';

/**
 * Top-bar and consent links. The specification does not give the school's addresses ("not shown"), so reviews,
 * info and site are placeholders on the reserved example.com domain (as the shell's site link) until the school
 * provides its real pages; the privacy policy is the shell's own page.
 */
export const KET_LINKS: FamilyLinks = {
  reviews: 'https://example.com/atsiliepimai',
  info: 'https://example.com/informacija',
  site: 'https://example.com/',
  privacy: '/privacy',
};
