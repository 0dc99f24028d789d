/**
 * The driving school's own website (login screen link). The specification does not give the address ("not
 * shown"): a placeholder on the reserved example.com domain, the same as the family remotes use, until the
 * school provides its real page.
 */
export const SCHOOL_SITE_URL = 'https://example.com/';
