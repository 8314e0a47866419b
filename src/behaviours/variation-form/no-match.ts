import { slideDown } from '../../core/motion';
import { SLIDE_MS } from './display';

export interface NoMatch {
  show(after: HTMLElement | null): void;
  remove(): void;
}

/**
 * §4.5: `div[role=alert] > p.wc-no-matching-variations.woocommerce-info` right after
 * `.single_variation`, gone on the next change.
 */
export function createNoMatch(form: HTMLElement, message: string): NoMatch {
  const remove = () => {
    for (const paragraph of form.querySelectorAll('.wc-no-matching-variations')) paragraph.parentElement?.remove();
  };
  return {
    show(after) {
      if (!after) return;
      remove();
      const alert = document.createElement('div');
      alert.setAttribute('role', 'alert');
      const paragraph = document.createElement('p');
      paragraph.className = 'wc-no-matching-variations woocommerce-info';
      paragraph.textContent = message;
      paragraph.style.display = 'none';
      alert.append(paragraph);
      after.after(alert);
      slideDown(paragraph, SLIDE_MS);
    },
    remove,
  };
}
