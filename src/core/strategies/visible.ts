import type { Strategy } from '../types';
import { whenIdle } from './idle';

/** Spec §9: background lazy loading starts 200 px before the element scrolls into view. */
export const VISIBLE_MARGIN = '200px';

export const visible: Strategy = ({ element, scope, run }) => {
  if (!('IntersectionObserver' in window)) {
    whenIdle(() => void run(), scope);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void run();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
  scope.add(() => observer.disconnect());
};
