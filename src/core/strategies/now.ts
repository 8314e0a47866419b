import type { Strategy } from '../types';

/**
 * Start at once: widgets whose first job is to fix up the server markup on load. Run from a
 * microtask so the scan finishes first and fetching the chunk starts right after it.
 */
export const now: Strategy = ({ run }) => {
  queueMicrotask(() => void run());
};
