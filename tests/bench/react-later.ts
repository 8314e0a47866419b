// Second entry of the React-at-boot purpose build (react-at-boot.ts). Sharing React with it makes
// the bundler put React in a chunk of its own that the entry imports statically, as a shared
// vendor chunk would be: the check must follow the entry's static imports to see it.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

export function renderLater(host: HTMLElement): void {
  createRoot(host).render(createElement('span', null, 'React later'));
}
