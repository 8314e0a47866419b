/**
 * The "All" button's `data-filter`. Its own module: the page-builder family's table reads it for a
 * held click's feedback, and must not bring the loop filter's rules (logic.ts) with it.
 */
export const ALL_TERMS = '__all';
