/**
 * Runs a decoded page-builder URL action (elementor.md §2): reload the page, hand a popup action to
 * the popups widget (through the shared `popupRequests` signal, so an action run before that
 * widget started still reaches it), hand a lightbox action to the page builder's lightbox (the same
 * way, `lightboxRequests`), or ask an off-canvas panel to open, close or toggle through
 * the plugin's own window event, which third-party scripts may also send.
 */
import { OFF_CANVAS_TOGGLE_EVENT } from '../core/events';
import { lightboxRequests, popupRequests } from '../core/signals';
import type { UrlAction } from '../page-builder/actions';

export interface OffCanvasToggleDetail {
  readonly id: string;
  readonly displayMode: 'open' | 'close' | 'toggle';
  /** The event that ran the action: the panel traps focus only when it came from the keyboard. */
  readonly previousEvent?: Event;
}

export function runAction(action: UrlAction, source: Element | null, event?: Event): void {
  switch (action.action) {
    case 'reload-page':
      location.reload();
      return;
    case 'popup:open':
      popupRequests.value = [...popupRequests.value, { action: 'popup:open', id: action.id, toggle: action.toggle, source }];
      return;
    case 'popup:close':
      popupRequests.value = [...popupRequests.value, { action: 'popup:close', doNotShowAgain: action.doNotShowAgain, source }];
      return;
    case 'lightbox': {
      const { url, slideshow, video, title, description } = action;
      lightboxRequests.value = [...lightboxRequests.value, { url, slideshow, video, title, description, source }];
      return;
    }
    default: {
      const detail: OffCanvasToggleDetail = { id: action.id, displayMode: action.displayMode, previousEvent: event };
      window.dispatchEvent(new CustomEvent(OFF_CANVAS_TOGGLE_EVENT, { detail }));
    }
  }
}
