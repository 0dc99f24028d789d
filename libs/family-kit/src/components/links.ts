/** Links of the top bar and the consent checkbox; every family passes its own (second spec section 2). */
export interface FamilyLinks {
  /** The provider's reviews page. */
  reviews?: string;
  /** Info page. */
  info?: string;
  /** The driving school's site. */
  site?: string;
  /** Privacy policy (registration consent). */
  privacy?: string;
}
