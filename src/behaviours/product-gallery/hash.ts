import type { Scope } from '../../core/scope';
import { baseHash, formatHash, parseHash } from './logic';

export interface HashControl {
  count: number;
  isOpen(): boolean;
  open(index: number): void;
  goTo(index: number): void;
  close(): void;
}

export interface HashSync {
  /** The picture in the URL at load, if it is one of this gallery's. */
  initial(): number | null;
  opened(index: number, fromUrl: boolean): void;
  changed(index: number): void;
  closed(): void;
}

/**
 * PhotoSwipe v4's history module, which v5 dropped: `#&gid=<gallery>&pid=<picture>` (1-based) while
 * the lightbox is open. Opening pushes an entry and paging replaces it, so Back closes the lightbox;
 * closing it goes back over that entry (or, when the page was opened with the hash, drops the hash
 * in place). The hash is read as numbers only.
 */
export function syncHash(scope: Scope, gid: number, control: HashControl): HashSync {
  let base = '';
  let pushed = false;
  let closingFromHistory = false;
  const url = (hash: string) => `${location.pathname}${location.search}${hash}`;
  const mine = () => {
    const target = parseHash(location.hash);
    return target && target.gid === gid && target.pid <= control.count ? target.pid - 1 : null;
  };

  scope.on(window, 'popstate', () => {
    const index = mine();
    if (control.isOpen()) {
      if (index === null) {
        closingFromHistory = true;
        pushed = false;
        control.close();
      } else control.goTo(index);
    } else if (index !== null) control.open(index);
  });

  return {
    initial: mine,
    opened(index, fromUrl) {
      base = baseHash(location.hash);
      pushed = !fromUrl;
      const hash = formatHash(base, { gid, pid: index + 1 });
      if (fromUrl) history.replaceState(history.state, '', url(hash));
      else history.pushState(history.state, '', url(hash));
    },
    changed(index) {
      history.replaceState(history.state, '', url(formatHash(base, { gid, pid: index + 1 })));
    },
    closed() {
      if (closingFromHistory || scope.disposed) {
        closingFromHistory = false;
        return;
      }
      if (pushed) {
        pushed = false;
        history.back();
      } else history.replaceState(history.state, '', url(base ? `#${base}` : ''));
    },
  };
}
