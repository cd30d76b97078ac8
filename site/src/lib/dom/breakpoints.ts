/** Matches the CSS breakpoint: below 768px the sidebar becomes a drawer. */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/** A wide screen too short for the county card under the zoom controls: it sits beside them (countyCard.css). */
export const SHORT_WIDE_QUERY = '(min-width: 768px) and (max-height: 640px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** One-off check outside React; false where matchMedia does not exist (prerender, tests). */
export function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}
