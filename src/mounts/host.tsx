import {
  Component,
  StrictMode,
  Suspense,
  memo,
  useLayoutEffect,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * The one React root of the page. Every mount renders through a portal into its own element,
 * inside its own error boundary, so 200 widgets cost one root (architecture.md: "One React root,
 * many portals"). Only mount chunks import this file: React is never evaluated on the loader path.
 *
 * Portals live in a tiny external store read with useSyncExternalStore. Store updates are
 * scheduled by React at sync priority in a microtask, so any number of mounts and unmounts in the
 * same tick commit together in one render.
 */

export interface PortalOptions {
  /** The widget's name (for messages). */
  name: string;
  /**
   * A render or effect of this portal threw. Called at most once per portal; the portal then
   * renders nothing while its siblings keep rendering. An error while an unmounted portal's nodes
   * are removed is caught by its boundary and dropped (the widget is already gone).
   */
  onError(error: unknown): void;
  /**
   * Layout phase of the commit in which this portal's content is first shown (not while it is
   * suspended). The cleanup it returns runs when the content is hidden again (Suspense), fails or
   * unmounts, in the same commit, before React removes its nodes.
   */
  onShow?(): void | (() => void);
}

interface Entry {
  readonly id: number;
  readonly target: HTMLElement;
  readonly node: ReactNode;
  readonly options: PortalOptions;
  /** Unmount requested: the next commit removes the portal, the one after it the entry. */
  closing: boolean;
  /** The slot has committed at least once. */
  mounted: boolean;
  failed: boolean;
}

// ---------------------------------------------------------------------------------------------
// Store

const entries = new Map<number, Entry>();
const listeners = new Set<() => void>();
let snapshot: readonly Entry[] = [];
let nextId = 1;

function changed(): void {
  snapshot = [...entries.values()];
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): readonly Entry[] {
  return snapshot;
}

function remove(entry: Entry): void {
  if (entries.get(entry.id) === entry) {
    entries.delete(entry.id);
    changed();
  }
}

// ---------------------------------------------------------------------------------------------
// Components

const stats = { roots: 0, commits: 0 };
let committed: readonly Entry[] | null = null;

function Host(): ReactNode {
  const list = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useLayoutEffect(() => {
    // Counts distinct committed snapshots (StrictMode's replayed effects do not count twice).
    if (committed !== list) {
      committed = list;
      stats.commits++;
    }
  }, [list]);
  return list.map((entry) => <Slot key={entry.id} entry={entry} closing={entry.closing} />);
}

/**
 * Unmounting is two commits: first the portal goes while this slot's boundary stays mounted (so
 * an error while React removes the widget's nodes, say because a third party already removed
 * them, is caught here and not by the root, which would take every widget down), then the slot.
 */
const Slot = memo(function Slot({ entry, closing }: { entry: Entry; closing: boolean }): ReactNode {
  useLayoutEffect(() => {
    entry.mounted = true;
    if (closing) remove(entry);
  }, [entry, closing]);
  return (
    <Boundary entry={entry}>
      {closing
        ? null
        : createPortal(
            <Suspense fallback={null}>
              <Shown entry={entry} />
              {entry.node}
            </Suspense>,
            entry.target,
          )}
    </Boundary>
  );
});

/** First child inside the Suspense boundary: its layout effect runs only when content commits. */
function Shown({ entry }: { entry: Entry }): null {
  // A throw here or in the cleanup reaches this portal's boundary like a render error.
  useLayoutEffect(() => entry.options.onShow?.(), [entry]);
  return null;
}

class Boundary extends Component<{ entry: Entry; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    fail(this.props.entry, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

function fail(entry: Entry, error: unknown): void {
  if (entry.failed) return;
  entry.failed = true;
  try {
    entry.options.onError(error);
  } catch (inner) {
    console.warn(`[storefront] ${entry.options.name}: error handler failed`, inner);
  }
}

/** Lets a caller hand over a render function: whatever it throws lands in the boundary. */
export function Deferred({ render }: { render: () => ReactNode }): ReactNode {
  return render();
}

// ---------------------------------------------------------------------------------------------
// Root

let root: Root | null = null;
let container: HTMLElement | null = null;

function ensureRoot(sync = false): void {
  if (root) return;
  container = document.createElement('div');
  container.setAttribute('data-storefront-root', '');
  container.hidden = true;
  (document.body ?? document.documentElement).append(container);
  root = createRoot(container, {
    identifierPrefix: 'storefront-',
    // Every portal has its own boundary, and its widget reports what that boundary catches
    // (one warning naming the widget); React's own console.error would be a second message.
    onCaughtError: () => {},
    onUncaughtError: (error) => console.warn('[storefront] mounts: the React root failed', error),
  });
  stats.roots++;
  const created = root;
  const render = () =>
    created.render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
  if (sync) flushSync(render);
  else render();
}

/**
 * Creates the page's root now, if there is none yet, and renders it, empty, before returning. A
 * widget that can wait calls it in a task before its first mount: React's first render of anything
 * calls, and so compiles, most of its render and commit code (tens of milliseconds at 4x CPU),
 * which an empty root pays apart from the widget's own first render.
 */
export function prepareHost(): void {
  ensureRoot(true);
}

/**
 * Renders `node` through a portal into `target` (appended after whatever `target` holds) inside
 * its own error boundary. Returns the unmount function; calling it again does nothing.
 */
export function mountPortal(target: HTMLElement, node: ReactNode, options: PortalOptions): () => void {
  ensureRoot();
  const entry: Entry = { id: nextId++, target, node, options, closing: false, mounted: false, failed: false };
  entries.set(entry.id, entry);
  changed();
  return () => {
    if (entries.get(entry.id) !== entry || entry.closing) return;
    entry.closing = true;
    // Never committed: nothing of it is in the page, so it can simply go. Otherwise the slot
    // reads `closing` as a prop from the new snapshot and removes the entry once the portal went.
    if (entry.mounted) changed();
    else remove(entry);
  };
}

/** Root count, committed host renders and live portals (tests and bench). */
export function hostStats(): { roots: number; commits: number; portals: number } {
  return { roots: stats.roots, commits: stats.commits, portals: entries.size };
}

/**
 * Tears the root down (every portal unmounts) and forgets it; the next mount creates a new one.
 * For tests and full teardown only: widgets unmount through their scope.
 */
export function disposeHost(): void {
  entries.clear();
  snapshot = [];
  committed = null;
  root?.unmount();
  container?.remove();
  root = null;
  container = null;
}
