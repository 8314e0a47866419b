import type { Strategy } from '../types';

/** Start at once: widgets whose first job is to fix up the server markup on load. */
export const now: Strategy = ({ run }) => {
  void run();
};
