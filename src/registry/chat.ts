import type { WidgetDef } from '../core/types';
import { JOINCHAT } from '../selectors';

/** Joinchat's floating chat, full or lite (widgets.md §1). */
export const widgets: readonly WidgetDef[] = [
  {
    // Joinchat's floating chat: at idle its small index (no React) reads the settings, counts the
    // page view and shows the served button after button_delay; the React view that runs the box
    // loads on the first intent on the widget (pointer, focus, touch) or when the box must open
    // (a click, a page trigger, the URL, message_delay), so a page only looked at never pays for React.
    name: 'chat',
    selector: JOINCHAT,
    strategy: 'idle',
    instance: 'element',
    replaces: 'joinchat',
    load: () => import('../mounts/chat'),
  },
  {
    // Joinchat's lite script (widgets.md §1.14): a page with the widget hidden prints only the
    // `joinchat_obj` global. At idle: trigger links open the app, button blocks get their QR
    // codes near the viewport, the SKU follows the variation form; no React, nothing at load.
    name: 'chat-lite',
    selector: 'body',
    strategy: 'idle',
    instance: 'page',
    requires: ['joinchat_obj'],
    // Its own parse checks the global (the schemas chunk only to word a problem).
    presenceOnly: true,
    // With the widget's markup on the page the full chat runs these itself.
    applies: () => !document.querySelector(JOINCHAT),
    replaces: 'joinchat-lite',
    load: () => import('../mounts/chat/lite'),
  },
];
