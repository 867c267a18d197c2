/**
 * The landing page's numbers from spec §9, named once. Components, tests and e2e specs import them from here.
 */

/** The section navigation scrolls a section this far below the top edge (clear of the sticky header). */
export const SECTION_SCROLL_OFFSET_PX = 80;
/** A section counts as "current" once its top is within this distance of the viewport's top. */
export const SECTION_DETECTION_PX = 100;

/** The review carousel's rhythm. */
export const REVIEW_INTERVAL_MS = 3000;

export type RevealOptions = {
  /** Length of the fade-and-rise, in ms. */
  duration: number;
  /** How far (px) above the viewport's bottom edge an element must come before it animates in. */
  offset: number;
  /** true: animate in once and stay; false ("mirror"): animate out again when scrolled out of view. */
  once: boolean;
};

/** The home page's scroll-in animations. */
export const HOME_REVEAL: RevealOptions = { duration: 1000, offset: 200, once: true };
/** The Training Plans section animates in and out ("mirror"). */
export const PLANS_REVEAL: RevealOptions = { duration: 1000, offset: 100, once: false };
