import { TAXONOMY_FILTER_ITEM, TAXONOMY_FILTER_WIDGET } from '../selectors';
import { ALL_TERMS } from './terms';

/**
 * On the page-builder family's table (src/registry/page-builder.ts): what a filter click held while the filter's chunk loads shows at
 * once, so the grid's loading state is on screen within the click's frame. Cheap on purpose: the
 * loop's id is read from the settings text without parsing them (the chunk validates them).
 */
const LOOP_ID = /"selected_element"\s*:\s*"([a-z0-9]{7})"/;
export const LOADING_OVERLAY = 'e-loading-overlay';

/** The term buttons a click refreshes the grid for: all but the "All" button while it is pressed. */
export function refreshesLoop(target: HTMLElement): boolean {
  const button = target.closest<HTMLElement>(TAXONOMY_FILTER_ITEM);
  return !!button && !(button.dataset.filter === ALL_TERMS && button.getAttribute('aria-pressed') === 'true');
}

export function holdLoopOverlay(target: HTMLElement): (() => void) | void {
  if (!refreshesLoop(target)) return;
  const id = LOOP_ID.exec(target.closest(TAXONOMY_FILTER_WIDGET)?.getAttribute('data-settings') ?? '')?.[1];
  const loop = id ? document.querySelector(`.elementor-element-${id}`) : null;
  if (!loop || loop.classList.contains(LOADING_OVERLAY)) return;
  loop.classList.add(LOADING_OVERLAY);
  return () => loop.classList.remove(LOADING_OVERLAY);
}
