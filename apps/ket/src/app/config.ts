import type { FamilyLinks } from '@portal/family-kit';

/** KET routes (core spec section 2): the dashboard and the test screen. */
export const KET_HOME_ROUTE = '/home';
export const KET_RUNNER_ROUTE = '/testai';

/**
 * Top-bar and consent links. The specification does not give the school's addresses ("not shown"), so these
 * are placeholders on the reserved example.com domain until the school provides its real pages.
 */
export const KET_LINKS: FamilyLinks = {
  reviews: 'https://example.com/atsiliepimai',
  info: 'https://example.com/informacija',
  site: 'https://example.com/',
  privacy: 'https://example.com/privatumo-politika',
};
