import type { GlobalName } from './config';
import type { Scope } from './scope';

export type StrategyName = 'now' | 'idle' | 'visible' | 'interaction';

export interface WidgetContext {
  readonly name: string;
  /** Everything the widget sets up goes through this; disposing it is the only cleanup path. */
  readonly scope: Scope;
  /** One console warning naming this widget, plus `storefront:error`. */
  report(reason: string, error?: unknown): void;
}

export interface WidgetModule {
  start(element: HTMLElement, ctx: WidgetContext): void | Promise<void>;
}

export interface WidgetDef {
  name: string;
  /** The plugin markup that calls for this widget. */
  selector: string;
  strategy: StrategyName;
  /**
   * Start at once, whatever the strategy, when the URL or the server markup asks for the widget's
   * work at load (a hash that opens the lightbox, attributes chosen in the markup). Must be cheap:
   * it runs during the scan.
   */
  eager?(element: HTMLElement): boolean;
  /**
   * The spec's state at load, painted during the scan while the widget's code waits for its
   * strategy (the variation form's button disabled, "selection needed"); gets the element the
   * instance is keyed on (`document.body` for `instance: 'page'`). Returns its undo, which the
   * scanner runs just before the widget starts (the widget then sets and owns that state), when
   * its chunk fails to load, and when it is disposed before starting. Must be cheap: a few
   * classes or attributes, no layout reads.
   */
  paint?(element: HTMLElement): (() => void) | void;
  /**
   * `page`: one instance per page with delegated listeners, started the first time the selector
   * matches (so a listing of 1000 buttons costs one querySelector). `element`: one per match.
   */
  instance: 'page' | 'element';
  /**
   * Whether this page can use the widget at all, beyond its markup and globals (a helper only
   * jQuery-era scripts call needs jQuery). Checked when its strategy fires, before anything is
   * loaded: false keeps its chunk off the page. Must be cheap.
   */
  applies?(): boolean;
  /** Page globals without which the plugin's own script bails out; we stay off too. */
  requires?: GlobalName[];
  /**
   * The scanner does not validate the `requires` values before starting the widget: either only
   * their presence counts (a malformed one does not stop it, as it would not stop the plugin's
   * script), or the widget validates them itself when it first needs them (`globalProblem` in
   * core/config.ts), so the schemas stay off its load path until then.
   */
  presenceOnly?: boolean;
  /**
   * The fields of its `requires` globals it reads. A malformed field it does not read is left out
   * and does not stop it (it stops the widgets that read it); without this list any does.
   */
  reads?: readonly string[];
  /**
   * WordPress script handle of the plugin script this widget replaces. When `<script
   * id="{handle}-js">` is on the page the site still runs the original, so we leave it the feature.
   */
  replaces?: string;
  /**
   * The plugin's jQuery function (`$.fn.wc_variation_form`). Quick-view and theme scripts call it
   * right after inserting markup and break when it is missing; when jQuery is on the page the
   * scanner defines it (unless something already did) to start the widget on those elements at
   * once, or to start a running one afresh so it reads its markup again, as the plugin's did.
   */
  jqueryPlugin?: string;
  /**
   * Feedback for an action held while the widget loads (see strategies/hold.ts), shown at once on
   * the held target, so a click right after load is answered before the chunk arrives. Returns
   * its undo, run just before the action is replayed (the widget then shows its own), or nothing
   * when this target gets no feedback. Must be cheap: it runs inside the shopper's click.
   */
  heldFeedback?(target: HTMLElement): (() => void) | void;
  /**
   * For an `interaction` widget of `instance: 'page'`: a wider area whose pointer already shows
   * intent when it holds the widget's markup (the product card around a quick-view button: the
   * pointer crosses it while the shopper aims), so loading starts a few hundred ms before the
   * pointer reaches the markup itself. Only warms; clicks are held on the markup alone.
   */
  warmNear?: string;
  /**
   * Which activations on its markup the widget acts on, for holding them while it loads: the
   * others (a link it leaves to the browser) go ahead untouched. All of them when not given.
   */
  takes?(target: HTMLElement): boolean;
  load(): Promise<WidgetModule>;
}

/**
 * A plugin's widgets (WooCommerce's, the page builder's, the chat's...): the loader knows each
 * family by a cheap marker and fetches its table of widgets only where the marker is on the page,
 * so what every page evaluates before `load` does not grow with the registry.
 */
export interface Family {
  /** Its table's chunk is `family-<name>-<hash>.js`. */
  name: string;
  /**
   * Markup only this family's plugin prints: a short selector list, looked for within each scanned
   * root (the first match ends the search). A widget of the family keyed on markup outside it
   * would not be found on a page without the marker: keep the marker as wide as the family.
   */
  marker?: string;
  /**
   * Page globals whose presence alone calls the family (its widgets keyed on `body`, whose plugin
   * prints no markup of its own). Read without a DOM query.
   */
  globals?: readonly string[];
  /**
   * The plugins' jQuery functions its widgets answer (WidgetDef.jqueryPlugin): defined from the
   * start, so a theme or quick-view script that calls one before the table is in still finds it;
   * the call fetches the table and starts the widget on those elements then.
   */
  jqueryPlugins?: readonly string[];
  /**
   * Markup whose widgets' work is due before the page has loaded: a spec state painted at the scan
   * (WidgetDef.paint), panels hidden before they are seen, the focus moved to an alert. Where it is
   * within a scanned root, the table is fetched at once. Elsewhere the family waits for `load`
   * (bytes before `load` are the shopper's first view's), or less where the shopper shows intent
   * in its markup first (the pointer coming over it, a touch, focus); an activation there is held
   * and replayed once the table is in. Its `now` widgets whose markup is not named here then run
   * as the table arrives. `src/registry/registry.test.ts` checks that every painting widget's
   * markup is named here.
   */
  atLoad?: string;
  /**
   * Controls whose held activation shows WooCommerce's busy state (`loading`) while the table is
   * on its way, as their widgets' own holds do once it is in (WidgetDef.heldFeedback): a click on
   * add to cart right at `load` is answered at once, not when the table has come.
   */
  busy?: string;
  /** A cheap, loose check that the page URL asks for the family's work at load (an action in the hash). */
  urgent?(): boolean;
  /** Its table: `import('./registry/<family>').then((table) => table.widgets)`. */
  load(): Promise<readonly WidgetDef[]>;
}

export interface StrategyInput {
  def: WidgetDef;
  element: HTMLElement;
  scope: Scope;
  /** Loads and starts the widget; resolves once it has started (or failed and reported). */
  run(): Promise<boolean>;
}
export type Strategy = (input: StrategyInput) => void;
