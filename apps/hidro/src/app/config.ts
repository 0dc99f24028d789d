import type { FamilyLinks } from '@portal/family-kit';

/** Hydraulic crane (hidro) routes (second spec section 2): the landing and the test runner. */
export const HIDRO_HOME_ROUTE = '/hidro';
export const HIDRO_RUNNER_ROUTE = '/testai-hidro';

/**
 * Top-bar and consent links. The specification does not give the school's addresses ("not shown"), so reviews,
 * info and site are placeholders on the reserved example.com domain (as KET and the shell's site link) until the
 * school provides its real pages; the privacy policy is the shell's own page.
 */
export const HIDRO_LINKS: FamilyLinks = {
  reviews: 'https://example.com/atsiliepimai',
  info: 'https://example.com/informacija',
  site: 'https://example.com/',
  privacy: '/privacy',
};
