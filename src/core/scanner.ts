import { loadChunk } from './chunk';
import { describeError, noteOnce, report } from './errors';
import { familiesIn, loadFamily, matchesWithin } from './families';
import { defineJQueryFunctions, perElement, type JQueryFunction } from './jquery';
import { createScope, type Scope } from './scope';
import { strategies } from './strategies';
import { isNonActivatingKey, replay, warmHolds } from './strategies/hold';
import { whenIdle } from './strategies/idle';
import { setTreeHooks } from './tree';
import type { Family, WidgetContext, WidgetDef, WidgetModule } from './types';

/**
 * Finds the registry's widgets in the markup, starts each when its strategy fires, and keeps them
 * in step with the page: one MutationObserver starts widgets in added markup and disposes those
 * whose markup left. Starting is idempotent (a WeakMap from element to scope per widget), and a
 * widget that fails does so alone.
 *
 * Widgets come as tables given up front (`widgets`) or by family (`families`): a family's table is
 * fetched the first time a scanned root holds its marker, and the whole document is then scanned
 * for its widgets, so markup a family's marker is outside of is found as well.
 */
interface Instance {
  def: WidgetDef;
  element: HTMLElement;
  scope: Scope;
  /** Started at load by the first scan: its start-up counts towards `storefront:attach`. */
  atBoot: boolean;
  /** Its markup was seen; false for page widgets whose lookup waits for their strategy. */
  seen: boolean;
  /** Loads and starts it now; the first call wins. */
  run(): Promise<boolean>;
  launched: boolean;
  /** Undoes the registry's `paint` until the widget takes over. */
  unpaint?: (() => void) | void;
}

export interface Scanner {
  scan(root: ParentNode): void;
  /**
   * The first scan of the document. Resolves, once the families it found are in and the widgets
   * started at once have started, with the main-thread ms spent on the scans and in those
   * widgets' synchronous start-up.
   */
  boot(): Promise<number>;
  disposeWithin(root: Node): void;
  /** Resolves when every widget started so far has settled. */
  settled(): Promise<void>;
  stop(): void;
}

export function createScanner(widgets: readonly WidgetDef[], families: readonly Family[] = []): Scanner {
  const byElement = new WeakMap<Element, Map<string, Instance>>();
  const live = new Set<Instance>();
  const pageInstances = new Map<string, Instance>();
  const lacking: Array<[WidgetDef, string]> = [];
  /** The scanner's own timers (the missing-globals notice), undone by stop(). */
  const own = createScope();
  const usable: WidgetDef[] = [];
  const pending = new Set<Promise<unknown>>();
  /** Widgets that failed on an element stay failed there: a rescan must not retry them forever. */
  const failed = new WeakMap<Element, Set<string>>();
  /** Families not asked for yet, and those asked for: settled once their table's widgets are scanned. */
  let unasked = [...families];
  const asked = new Map<Family, Promise<void>>();
  const arrived = new Set<Family>();
  /** Asked for and not in yet: an activation on their markup is held meanwhile (holdUntilIn). */
  const fetching = new Set<Family>();
  /**
   * Found before `load` with no work due then (Family.atLoad): asked for at `load`, or on the
   * shopper's first intent in their markup; an activation there is held meanwhile too.
   */
  const deferred = new Set<Family>();
  /** What `boot()` waits for: the tables its scan asked for and the widgets started at once. */
  const bootWork = new Set<Promise<unknown>>();
  let attachMs = 0;
  /** Inside a scan that counts towards `storefront:attach`. */
  let booting = false;
  /** From `boot()` until it resolves: the scans of the tables arriving meanwhile count too. */
  let bootPhase = false;
  let stopped = false;
  const editMode = isEditMode();

  /** The usable ones of a table's widgets, now scanned for. */
  function addWidgets(table: readonly WidgetDef[]): WidgetDef[] {
    const fresh = table.filter((def) => isUsable(def, table));
    usable.push(...fresh);
    return fresh;
  }

  function isUsable(def: WidgetDef, table: readonly WidgetDef[]): boolean {
    const legacy = def.replaces ? document.getElementById(`${def.replaces}-js`) : null;
    // The WordPress plugin keeps a replaced script whole where a script it leaves in place still
    // depends on it (the checkout's on the general script): a choice, not a mistake to report.
    if (legacy instanceof HTMLScriptElement && legacy.hasAttribute('data-storefront-kept')) return false;
    if (legacy instanceof HTMLScriptElement) {
      // A plugin script's features are all in one family (src/registry/registry.test.ts).
      const features = table.filter((d) => d.replaces === def.replaces).map((d) => d.name);
      noteOnce(
        `legacy:${def.replaces}`,
        `WooCommerce's own script "${def.replaces}" is still active on this page; leaving ${features.join(', ')} to it. Dequeue it to let storefront run these.`,
      );
      return false;
    }
    // Absent globals: the plugin's own script bails out, and so do we, leaving the markup to the
    // browser; where that markup is on the page, the site owner is told once (reportMissingGlobals).
    // Whether present ones are well-formed is checked when the widget loads, keeping the schemas
    // off the loader.
    const missing = (def.requires ?? []).find((name) => (window as unknown as Record<string, unknown>)[name] === undefined);
    if (missing) lacking.push([def, missing]);
    return !missing;
  }

  /** The site owner told of globals the page lacks (core/missing-globals.ts), at idle, once each. */
  const told = new Set<string>();
  function tellMissingGlobals(): void {
    const batch = lacking.splice(0);
    if (!batch.length) return;
    whenIdle(() => {
      track(loadChunk('missing-globals', () => import('./missing-globals'))).then(
        ({ reportMissingGlobals }) => stopped || reportMissingGlobals(batch, told),
        () => {},
      );
    }, own);
  }

  function start(def: WidgetDef, element: HTMLElement, seen: boolean, now = false): void {
    const scope = createScope();
    const strategy = def.strategy !== 'now' && (now || def.eager?.(element)) ? 'now' : def.strategy;
    let running: Promise<boolean> | undefined;
    const instance: Instance = {
      def,
      element,
      scope,
      seen,
      atBoot: booting && strategy === 'now',
      launched: false,
      run: () => {
        if (running) return running;
        running = track(launch(instance));
        if (instance.atBoot && bootPhase) bootWork.add(running);
        return running;
      },
    };
    live.add(instance);
    scope.add(() => live.delete(instance));
    // The spec's state at load, shown until the widget takes over or goes without starting.
    instance.unpaint = def.paint?.(element);
    scope.add(() => handOver(instance));
    if (def.instance === 'page') pageInstances.set(def.name, instance);
    else {
      let widgets = byElement.get(element);
      if (!widgets) byElement.set(element, (widgets = new Map()));
      widgets.set(def.name, instance);
      scope.add(() => widgets.delete(def.name));
    }
    strategies[strategy]({ def, element, scope, run: instance.run });
  }

  /** The widget owns its markup's state from here on: the served markup back under it. */
  function handOver(instance: Instance): void {
    const undo = instance.unpaint;
    instance.unpaint = undefined;
    undo?.();
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
    return promise;
  }

  async function launch(instance: Instance): Promise<boolean> {
    const { def, element, scope } = instance;
    instance.launched = true;
    if ((!instance.seen && !document.querySelector(def.selector)) || (def.applies && !def.applies())) {
      // Nothing of this widget on the page (yet), or nothing for it to do here: markup added
      // later starts it afresh.
      scope.dispose();
      pageInstances.delete(def.name);
      return false;
    }
    // The schemas' chunk is fetched beside the widget's, not after it: one round trip less before
    // a `now` widget fixes up what the shopper sees.
    const schemas = def.requires?.length && !def.presenceOnly ? loadChunk('schemas', () => import('./config')) : undefined;
    let module: WidgetModule;
    let config: Awaited<typeof schemas>;
    try {
      [module, config] = await Promise.all([loadChunk(def.name, def.load), schemas]);
    } catch (error) {
      report(def.name, `its script could not be loaded (${describeError(error)})`, error);
      handOver(instance);
      markFailed(def, element);
      return false;
    }
    if (scope.disposed) return false;
    if (config && def.requires) {
      for (const name of def.requires) {
        const problem = config.globalProblem(name, def.reads);
        if (problem) {
          report(def.name, problem);
          scope.dispose();
          return false;
        }
      }
    }
    const ctx: WidgetContext = { name: def.name, scope, report: (reason, error) => report(def.name, reason, error) };
    handOver(instance);
    const began = performance.now();
    let measured = false;
    try {
      // Only the synchronous part is main-thread start-up work; an async start's waiting is not.
      const started = module.start(element, ctx);
      measured = measureStart(instance, began);
      await started;
      // Its start has settled (an async start made its first decisions): a signal for tools and
      // tests that something did not happen because the widget decided so, not because it is late.
      performance.mark(`storefront:started:${def.name}`);
      return true;
    } catch (error) {
      if (!measured) measureStart(instance, began);
      report(def.name, `it failed to start (${describeError(error)})`, error);
      markFailed(def, element);
      scope.dispose();
      return false;
    }
  }

  function measureStart({ def, atBoot }: Instance, began: number): true {
    const duration = performance.now() - began;
    if (atBoot) attachMs += duration;
    // Visible in the browser's performance panel, per widget.
    performance.measure(`storefront:start:${def.name}`, { start: began, duration });
    return true;
  }

  /** Asks for the tables of the families `root` calls for (see families.ts), now or at `load`. */
  function findFamilies(root: ParentNode): void {
    if (!unasked.length && !deferred.size) return;
    const began = performance.now();
    const due = (family: Family) => editMode || family.urgent?.() || (family.atLoad && matchesWithin(root, family.atLoad));
    for (const family of deferred) if (due(family)) void fetchFamily(family);
    for (const family of familiesIn(root, unasked)) {
      if (document.readyState === 'complete' || due(family)) void fetchFamily(family);
      else defer(family);
    }
    if (booting) attachMs += performance.now() - began;
  }

  function defer(family: Family): void {
    unasked = unasked.filter((other) => other !== family);
    if (!deferred.size) {
      addEventListener('load', fetchDeferred);
      listenWhileWaiting(true);
    }
    deferred.add(family);
  }

  function fetchDeferred(): void {
    for (const family of deferred) void fetchFamily(family);
  }

  /** Where the shopper's pointer or focus last came while a table was on its way. */
  let lastIntent: Element | undefined;
  function fetchOnIntent({ target }: Event): void {
    if (!(target instanceof Element)) return;
    for (const family of deferred) if (family.marker && target.closest(family.marker)) void fetchFamily(family);
    // After: a fetch asked for here can stop and restart the listening, which forgets it.
    lastIntent = target;
  }

  function undefer(family: Family): void {
    if (!deferred.delete(family) || deferred.size) return;
    removeEventListener('load', fetchDeferred);
    listenWhileWaiting(!!fetching.size);
  }

  let waiting = false;
  /** holdUntilIn and fetchOnIntent listen while a family is on its way or deferred. */
  function listenWhileWaiting(on: boolean): void {
    // A table still on its way when the scanner stopped must not put the listeners back.
    on &&= !stopped;
    if (on === waiting) return;
    waiting = on;
    if (!on) lastIntent = undefined;
    for (const type of HELD) (on ? addEventListener : removeEventListener)(type, holdUntilIn, true);
    for (const type of INTENT) (on ? addEventListener : removeEventListener)(type, fetchOnIntent, LISTEN);
  }

  /** The family's table, then a scan of the whole document for its widgets. */
  function fetchFamily(family: Family): Promise<void> {
    let work = asked.get(family);
    if (work) return work;
    unasked = unasked.filter((other) => other !== family);
    undefer(family);
    work = track(
      loadFamily(family).then(
        (table) => {
          if (stopped) return;
          arrived.add(family);
          // Which tables this page fetched, for tools and tests.
          performance.mark(`storefront:family:${family.name}`);
          const fresh = addWidgets(table);
          const wasBooting = booting;
          booting = bootPhase;
          try {
            scanWith(document, fresh);
          } finally {
            booting = wasBooting;
          }
          // The pointer resting on, or the focus staying in, the markup of a widget that starts on
          // intent fires nothing more: the intent seen while its table was on its way counts.
          if (lastIntent?.isConnected) warmHolds(lastIntent);
          // A family that came with later markup: its missing globals are told as the first ones were.
          if (!bootPhase) tellMissingGlobals();
        },
        (error: unknown) => report(family.name, `its widgets could not be loaded (${describeError(error)}); their markup is left as served`, error),
      ),
    );
    asked.set(family, work);
    if (bootPhase) bootWork.add(work);
    fetching.add(family);
    listenWhileWaiting(true);
    void work.finally(() => {
      fetching.delete(family);
      listenWhileWaiting(!!fetching.size || !!deferred.size);
    });
    return work;
  }

  /**
   * Until a family's table is in, its widgets have no holds of their own (strategies/hold.ts),
   * and the table can come a few hundred ms after `load` on a slow phone, while the page renders.
   * A click, or Enter or Space on a control, inside the markup of a family on its way is held
   * (on the window, before any page handler sees it) and replayed once that table is in and
   * scanned: the widget's own hold then takes it, with its feedback, or the browser does. A change
   * is held from the page's handlers the same way and fired again then (the sort select moved by
   * an arrow key while the listing's table was on its way used to be lost).
   */
  function holdUntilIn(event: Event): void {
    const target = event.target;
    const mouse = event as MouseEvent;
    if (!(target instanceof HTMLElement) || mouse.button || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey) return;
    // A change (a select moved by the arrow keys) has landed, but no page handler hears of it until
    // the tables are in, then once: it counts anywhere in the family's markup, the body's class too.
    // Only the shopper's: a change a script fires (the variation form re-running its own check)
    // goes on at once.
    const changed = event.type === 'change';
    if (changed ? !event.isTrusted : isNonActivatingKey(event, target)) return;
    const waiting = [...fetching, ...deferred].filter((family) => heldIn(target, family, changed));
    if (!waiting.length) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const busy = waiting.map((family) => (family.busy ? target.closest(family.busy) : null)).find((control) => control && !control.classList.contains('loading'));
    busy?.classList.add('loading');
    void Promise.allSettled(waiting.map(fetchFamily)).then(() => {
      // The widget's own hold shows it again in this task, if the widget takes the click.
      busy?.classList.remove('loading');
      // The change, now that the widgets that start at once have, and the holds of those that wait
      // for intent take it as theirs.
      if (!changed) replay(target);
      else target.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  function scan(root: ParentNode): void {
    if (stopped) return;
    findFamilies(root);
    scanWith(root, usable);
  }

  function scanWith(root: ParentNode, defs: readonly WidgetDef[]): void {
    if (!defs.length) return;
    const began = performance.now();
    const candidates: WidgetDef[] = [];
    for (const def of defs) {
      if (def.instance === 'element') candidates.push(def);
      else if (!pageInstances.has(def.name)) {
        // At boot only `now` widgets pay for a document-wide query; the others check when their
        // strategy fires (see launch), so a long listing is walked as few times as possible.
        if (root === document && def.strategy !== 'now') startSafely(def, document.body, false);
        else candidates.push(def);
      }
    }
    // One walk of the markup for every widget, then each found element is matched against each
    // widget. Over the 1000-product listing at 4x CPU, the first scan's attach took 12 ms (median
    // of 16 loads) this way against 19 with a query per selector, although at 1x a single
    // selector's query is quicker than a list's (the browser walks the page once per query).
    const found = findAll(root, candidates.map((def) => def.selector));
    for (const def of candidates) {
      const mine = found.filter((element) => element.matches(def.selector));
      if (def.instance === 'page') {
        if (mine.length && !pageInstances.has(def.name)) startSafely(def, document.body, true);
        continue;
      }
      for (const element of mine) {
        if (!byElement.get(element)?.has(def.name)) startSafely(def, element, true);
      }
    }
    const duration = performance.now() - began;
    if (booting) attachMs += duration;
    performance.measure('storefront:scan', { start: began, duration });
  }

  function markFailed(def: WidgetDef, element: HTMLElement): void {
    let names = failed.get(element);
    if (!names) failed.set(element, (names = new Set()));
    names.add(def.name);
  }

  function startSafely(def: WidgetDef, element: HTMLElement, seen: boolean, now = false): void {
    if (failed.get(element)?.has(def.name)) return;
    try {
      start(def, element, seen, now);
    } catch (error) {
      report(def.name, `it could not be started (${describeError(error)})`, error);
    }
  }

  function disposeWithin(root: Node): void {
    for (const instance of [...live]) {
      if (instance.def.instance === 'element' && root.contains(instance.element)) instance.scope.dispose();
    }
  }

  /** What a call of the plugin's jQuery function on `element` asks for (WidgetDef.jqueryPlugin). */
  function startNow(def: WidgetDef, element: unknown): void {
    if (!(element instanceof HTMLElement) || !element.isConnected || !element.matches(def.selector)) return;
    const target = def.instance === 'page' ? document.body : element;
    const instance = def.instance === 'page' ? pageInstances.get(def.name) : byElement.get(element)?.get(def.name);
    if (instance && !instance.launched) {
      void instance.run();
      return;
    }
    if (instance) {
      // Called again on a running widget: the plugin would re-read its markup, so start afresh.
      instance.scope.dispose();
      pageInstances.delete(def.name);
    }
    startSafely(def, target, true, true);
  }
  /** The usable widget the plugin's jQuery function `name` starts (none if it stands aside). */
  const pluginWidget = (name: string) => usable.find((def) => def.jqueryPlugin === name);

  // The plugin's jQuery function starts its widget on the elements it is called on; a family's
  // are defined before its table is in, and fetch it when called.
  const plugins: Record<string, JQueryFunction> = {};
  for (const def of addWidgets(widgets)) if (def.jqueryPlugin) plugins[def.jqueryPlugin] = perElement((element) => startNow(def, element));
  for (const family of families) {
    for (const name of family.jqueryPlugins ?? []) {
      plugins[name] ??= perElement((element) => {
        const start = () => {
          const def = pluginWidget(name);
          if (def) startNow(def, element);
        };
        if (arrived.has(family)) start();
        else void fetchFamily(family).then(start);
      });
    }
  }
  const uninstallPlugins = defineJQueryFunctions(plugins);

  /** Nodes our HTML sink put in the page (a loop refresh): its own hooks already handled them. */
  const fromSink = new WeakSet<Node>();

  /** In the editor's preview (core/edit-mode.ts): widgets keyed on a re-rendered wrapper restart. */
  let rerendered: ((record: MutationRecord) => void) | undefined;
  const watching = editMode
    ? track(loadChunk('edit-mode', () => import('./edit-mode'))).then(({ watchRerenders }) => {
      rerendered = watchRerenders(fromSink, (wrapper) => {
        for (const instance of [...live]) if (instance.element === wrapper) instance.scope.dispose();
        failed.delete(wrapper);
        scan(wrapper);
      });
    }, (error: unknown) => report('edit-mode', `re-rendered widgets will not restart (${describeError(error)})`, error))
    : undefined;

  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (!node.isConnected) disposeWithin(node);
      for (const node of record.addedNodes) if (node.isConnected && node instanceof Element) scan(node);
      rerendered?.(record);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  const unplugTree = setTreeHooks({
    beforeRemove: disposeWithin,
    afterInsert: (node) => {
      fromSink.add(node);
      if (node instanceof Element) scan(node);
    },
  });

  return {
    scan,
    disposeWithin,
    async boot() {
      booting = bootPhase = true;
      // In the editor the first scan resolves once re-renders are watched.
      if (watching) bootWork.add(watching);
      try {
        scan(document);
      } finally {
        booting = false;
      }
      // `now` widgets start from microtasks queued during a scan, and each table that arrives
      // scans again: wait until no more boot work comes.
      let seen = -1;
      while (seen !== bootWork.size) {
        seen = bootWork.size;
        await null;
        await Promise.allSettled([...bootWork]);
        await null;
      }
      bootPhase = false;
      tellMissingGlobals();
      return attachMs;
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    stop() {
      stopped = true;
      for (const family of [...deferred]) undefer(family);
      listenWhileWaiting(false);
      own.dispose();
      observer.disconnect();
      unplugTree();
      uninstallPlugins();
      for (const instance of [...live]) instance.scope.dispose();
      pageInstances.clear();
    },
  };
}

/** What holdUntilIn holds: activations and changes, as strategies/hold.ts does. */
const HELD = ['change', 'click', 'keydown'] as const;
/** The shopper's intent in a deferred family's markup: its table comes at once (fetchOnIntent). */
const INTENT = ['pointerover', 'touchstart', 'focusin'] as const;
const LISTEN = { capture: true, passive: true };

/** The page builder's config says this is the editor's preview (elementor.md §1.4); read raw, on the loader. */
function isEditMode(): boolean {
  const config = (window as unknown as { elementorFrontendConfig?: { environmentMode?: { edit?: unknown } } }).elementorFrontendConfig;
  return config?.environmentMode?.edit === true;
}

/**
 * Whether an activation on `target` waits for the family's table: within its markup short of the
 * body. A marker the body itself carries (`.woocommerce-page`) says the page is the family's, not
 * that this control is one of its widgets'; holding every click of the page for it would delay a
 * click that another family's widget, already in, takes (the gallery's thumbnail at `load`).
 * `anywhere`: a change, which delays nothing, counts in the body's markup too.
 */
function heldIn(target: Element, family: Family, anywhere: boolean): boolean {
  const within = family.marker && target.closest(family.marker);
  return !!within && (anywhere || (within !== document.body && within !== document.documentElement));
}

/** The elements within `root` (and `root` itself) matching any of the selectors, in document order. */
function findAll(root: ParentNode, selectors: readonly string[]): HTMLElement[] {
  const list = selectors.filter(Boolean).join(', ');
  if (!list) return [];
  const found = [...root.querySelectorAll<HTMLElement>(list)];
  return root instanceof HTMLElement && root.matches(list) ? [root, ...found] : found;
}
