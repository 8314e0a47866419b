import type { Scope } from '../../core/scope';
import type { OpenedVia } from './lightbox';
import { baseHash, formatHash, parseHash } from './logic';

export interface HashControl {
  count: number;
  isOpen(): boolean;
  open(index: number, via: OpenedVia): void;
  goTo(index: number): void;
  close(): void;
}

export interface HashSync {
  /** The picture in the URL at load, if it is one of this gallery's. */
  initial(): number | null;
  opened(index: number, via: OpenedVia): void;
  changed(index: number): void;
  closed(): void;
}

/**
 * PhotoSwipe v4's history module, which v5 dropped: `#&gid=<gallery>&pid=<picture>` (1-based) while
 * the lightbox is open. The lightbox always has a history entry of its own, so Back closes it and
 * leaves the shopper on the product page: opening pushes one and paging replaces it; a page loaded
 * from a shared link first turns its own entry into the page without the hash, then pushes; Forward
 * lands on an entry that already is one. Closing goes back over it. The hash is read as numbers only.
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
    } else if (index !== null) control.open(index, 'history');
  });

  return {
    initial: mine,
    opened(index, via) {
      base = baseHash(location.hash);
      pushed = true;
      if (via === 'history') return;
      if (via === 'url') history.replaceState(history.state, '', url(base ? `#${base}` : ''));
      history.pushState(history.state, '', url(formatHash(base, { gid, pid: index + 1 })));
    },
    changed(index) {
      history.replaceState(history.state, '', url(formatHash(base, { gid, pid: index + 1 })));
    },
    closed() {
      // Closed by Back already, or by the page going away: no entry of ours to go back over.
      const goBack = pushed && !closingFromHistory && !scope.disposed;
      pushed = false;
      closingFromHistory = false;
      if (goBack) history.back();
    },
  };
}
