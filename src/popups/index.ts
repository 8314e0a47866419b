/**
 * Elementor Pro's popups (elementor.md §3). One page instance for every popup document in the
 * footer: the visit is counted once, the timing rules checked and the triggers armed at once,
 * all without React. A popup is shown only when a trigger fires, its `open_selector` is clicked
 * or a URL action asks for it; only then, and after `load`, is the view (plain DOM, no React) imported.
 */
import { loadChunk } from '../core/chunk';
import { closestTarget } from '../core/delegate';
import { POPUP_HIDE_EVENT, POPUP_SHOW_EVENT, POPUPS_STATE_EVENT, POPUPS_STATE_REQUEST_EVENT, type PopupDeclined, type PopupState } from '../core/events';
import { popupRequests, type PopupRequest } from '../core/signals';
import { jquery, type JQueryHandler } from '../core/jquery';
import { POPUP_FORM_CLOSE_DELAY_MS } from '../core/timings';
import { localStore, sessionStore } from '../core/storage';
import { yieldToMain } from '../core/yield';
import type { Scope } from '../core/scope';
import type { WidgetContext } from '../core/types';
import { POPUP_DOCUMENT } from '../selectors';
import { readFormPopupAction } from '../page-builder/actions';
import { readEnvironment } from './environment';
import { parsePopupSettings, type PopupSettings } from './settings';
import { builderStorage, type BuilderStorage, countImpression, countTimes, countVisit, disable, isDisabled } from './storage';
import { deviceFor, deviceOrder } from '../page-builder/breakpoints';
import { checkTiming, countsOnClose, needsBrowsers, periodOf, RULES, type BrowserFlags, type TimingResult } from './timing';
import { armTriggers } from './triggers';
import type { PopupViewProps } from './view';

export interface PopupInstance {
  readonly id: string;
  readonly element: HTMLElement;
  readonly settings: PopupSettings;
  /** The timing check's outcome (null: not checked, the popup has no triggers). */
  timing: TimingResult | null;
  /** Whether the modal is showing (opening, open or playing its exit animation). */
  visible: boolean;
  /** Why the last show was refused (reset when it shows). */
  declined: PopupDeclined | null;
  show(options?: { avoidMultiple?: boolean }): void;
  hide(): void;
}

const pageLoaded = (scope: Scope) =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else scope.on(window, 'load', () => resolve(), { once: true });
  });

export function start(_body: HTMLElement, ctx: WidgetContext): Promise<void> | void {
  const { scope } = ctx;
  const environment = readEnvironment();
  for (const problem of environment.problems) ctx.report(`${problem}: the popup rules that read it keep their popups hidden`);
  // In WP preview only the previewed popup runs (it opens at once); storage is left as it was.
  if (environment.editing && !environment.previewing) return;
  const counting = !environment.editing;
  // The page builder's blob, opened when first needed: the first touch of web storage (the probe
  // write included) is a blocking round trip to the browser process.
  let storage: BuilderStorage | undefined;
  const store = () => (storage ??= builderStorage(localStore(), sessionStore()));
  // Counting the visit, checking the timing rules and arming the triggers come in a task of their
  // own, after the settings are read and the openers listen: in one task with them they were the
  // page's longest piece of work at load (35-55 ms at 4x CPU in the bench, about half of it the
  // first touch of web storage), a long task with the scanner's other starts. Whatever asks for a popup meanwhile (a click on its opener, a URL
  // action) finds it ready; the triggers fire no sooner than their delays say.
  const arming: Array<() => void> = [];
  const counted = yieldToMain().then(() => {
    if (scope.disposed) return;
    if (counting && environment.hasPopUps) countVisit(store());
    for (const arm of arming) arm();
  });

  const device = deviceFor(window.innerWidth, environment.breakpoints);
  const order = deviceOrder(environment.breakpoints);
  const popups = new Map<string, PopupInstance>();
  let popped = false;
  let browsers: Promise<BrowserFlags> | undefined;
  // After `load`: no popup shows before it (its view waits for it too), and the parser (8 KB brotli)
  // must not join the bytes the page loads before it.
  const detectBrowsers = () => (browsers ??= pageLoaded(scope).then(() => loadChunk('browsers', () => import('./browsers'))).then((m) => m.detectBrowsers(navigator.userAgent)));

  for (const element of document.querySelectorAll<HTMLElement>(POPUP_DOCUMENT)) {
    const id = element.dataset.elementorId ?? '';
    const parsed = parsePopupSettings(id, element.getAttribute('data-elementor-settings'));
    if (!parsed.ok) {
      ctx.report(`${parsed.reason}: that popup is left hidden`);
      continue;
    }
    if (popups.has(id) || (environment.previewing && id !== environment.previewing)) continue;
    const popup = createPopup(element, parsed.value);
    popups.set(id, popup);
  }
  if (!popups.size) return counted;
  if (environment.previewing) popups.get(environment.previewing)?.show();

  function createPopup(element: HTMLElement, settings: PopupSettings): PopupInstance {
    const { id } = settings;
    let view: Scope | null = null;
    let hideNow: (() => void) | null = null;
    let hiding = false;
    let host: HTMLElement | null = null;

    const popup: PopupInstance = {
      id,
      element,
      settings,
      timing: null,
      visible: false,
      declined: null,
      show({ avoidMultiple = false } = {}) {
        if (popup.visible || scope.disposed) return;
        const declined = counting && isDisabled(store(), id) ? 'disabled' : avoidMultiple && popped && settings.avoidMultiple ? 'avoid-multiple' : null;
        if (declined) {
          popup.declined = declined;
          announceState();
          return;
        }
        popup.declined = null;
        popup.visible = true;
        hiding = false;
        popped = true;
        if (counting && !countsOnClose(settings.timing.raw)) countTimes(store(), id);
        const current = (view = scope.child());
        void pageLoaded(current)
          .then(loadPopupView)
          .then(
            ({ mountPopup }) => {
              if (current.disposed) return;
              let announced = false;
              if (!host) {
                host = document.createElement('div');
                const created = host;
                scope.add(() => created.remove());
              }
              const props: PopupViewProps = {
                settings,
                device,
                order,
                document: element,
                host,
                // Once per show (a development build runs the view's effects twice).
                onShown: () => {
                  if (announced) return;
                  announced = true;
                  dispatch(POPUP_SHOW_EVENT, popup);
                  announceState();
                },
                requestClose: () => popup.hide(),
                onClosed: () => {
                  current.dispose();
                  if (view === current) view = null;
                  popup.visible = false;
                  hiding = false;
                  announceState();
                },
              };
              try {
                hideNow = mountPopup({ ...ctx, scope: current }, props);
              } catch (error) {
                current.dispose();
                if (view === current) view = null;
                popup.visible = false;
                hiding = false;
                ctx.report(`its modal could not be shown: popup ${id} is not shown`, error);
                announceState();
              }
            },
            (error: unknown) => {
              current.dispose();
              popup.visible = false;
              ctx.report(`its view could not be loaded: popup ${id} is not shown`, error);
            },
          );
      },
      hide() {
        if (!popup.visible || !view || hiding) return;
        hiding = true;
        const raw = settings.timing.raw;
        if (counting && countsOnClose(raw)) {
          countTimes(store(), id);
          // Only this popup's counter: the plugin's listener counted the close for every popup.
          const period = periodOf(raw);
          if (raw.times === 'yes' && period !== '') countImpression(store(), id, period);
        }
        dispatch(POPUP_HIDE_EVENT, popup);
        if (hideNow) {
          const run = hideNow;
          hideNow = null;
          run();
        } else {
          // Still loading its view: nothing is on screen yet.
          view.dispose();
          view = null;
          popup.visible = false;
          hiding = false;
          announceState();
        }
      },
    };

    if (settings.openSelector) {
      scope.on(document.body, 'click', (event) => {
        let match: Element | null = null;
        try {
          match = closestTarget(event, settings.openSelector);
        } catch {
          return;
        }
        if (match) popup.show();
      });
    }

    if (settings.triggers && counting) {
      const triggers = settings.triggers;
      const arm = (flags: BrowserFlags | null) => {
        if (scope.disposed) return;
        popup.timing = checkTiming(settings.timing.raw, {
          id,
          storage: store(),
          referrer: document.referrer,
          host: location.host,
          roles: environment.roles,
          device,
          browsers: flags,
          now: Date.now(),
        });
        if (popup.timing.pass) armTriggers(triggers, scope, () => popup.show({ avoidMultiple: true }));
        announceState();
      };
      arming.push(() => {
        if (settings.timing.raw.browsers === 'yes' && needsBrowsers(settings.timing.raw)) {
          detectBrowsers().then(arm, (error: unknown) => {
            ctx.report(`the browser could not be detected: popup ${id}'s browsers rule keeps it hidden`, error);
            arm(null);
          });
        } else arm(null);
      });
    }
    return popup;
  }

  const take = (request: PopupRequest) => {
    if (request.action === 'popup:open') {
      const popup = popups.get(request.id);
      if (!popup) return;
      if (request.toggle && popup.visible) popup.hide();
      else popup.show();
      return;
    }
    const owner = request.source?.closest<HTMLElement>(POPUP_DOCUMENT);
    const popup = owner ? popups.get(owner.dataset.elementorId ?? '') : undefined;
    if (!popup) return;
    if (request.doNotShowAgain) disable(store(), popup.id);
    popup.hide();
  };
  scope.add(
    popupRequests.subscribe((requests) => {
      if (!requests.length) return;
      popupRequests.value = [];
      for (const request of requests) take(request);
    }),
  );

  function announceState(): void {
    const state: PopupState[] = [...popups.values()].map((popup) => {
      const raw = popup.settings.timing.raw;
      return {
        id: popup.id,
        rules: Object.keys(RULES).filter((name) => raw[name] === 'yes'),
        results: popup.timing ? { ...popup.timing.results } : null,
        armed: !!popup.timing?.pass,
        visible: popup.visible,
        declined: popup.declined,
      };
    });
    window.dispatchEvent(new CustomEvent<PopupState[]>(POPUPS_STATE_EVENT, { detail: state }));
  }
  scope.on(window, POPUPS_STATE_REQUEST_EVENT, announceState);

  onFormSuccess(scope, (form, response) => {
    const action = readFormPopupAction(response);
    if (!action) return;
    if (action.action === 'popup:open') take({ ...action, source: form });
    // The plugin leaves the form's success message on screen for a second before closing.
    else scope.timeout(() => take({ ...action, source: form }), POPUP_FORM_CLOSE_DELAY_MS);
  });

  scope.add(() => {
    for (const popup of popups.values()) if (popup.visible) popup.hide();
  });
  return counted;
}

/**
 * The modal's code (plain DOM, a few KB), fetched only when a popup is first shown. Its evaluation
 * and the first show are a few milliseconds: no React, whose first evaluation and render made the
 * page-load popup's first appearance one long task of 165-207 ms at 4x CPU.
 */
function loadPopupView(): Promise<typeof import('./view')> {
  return loadChunk('popup-view', () => import('./view'));
}

/**
 * A form's `submit_success` (Elementor Pro's form handler triggers it with jQuery, passing the
 * answer's `data`; a script without jQuery can dispatch it natively with the same `detail`). With
 * jQuery on the page it is heard through jQuery, whose handlers also see native events.
 */
const FORM_SUCCESS = 'submit_success';
function onFormSuccess(scope: Scope, handler: (form: Element | null, response: unknown) => void): void {
  const formOf = (target: EventTarget | null) => (target instanceof Element ? target : null);
  const $ = jquery();
  if (!$) {
    scope.on(document, FORM_SUCCESS, (event) => handler(formOf(event.target), (event as CustomEvent<unknown>).detail));
    return;
  }
  const listener: JQueryHandler = (event, response) => {
    const native = event.originalEvent;
    handler(formOf(event.target), response ?? (native instanceof CustomEvent ? (native.detail as unknown) : undefined));
  };
  const bound = $(document);
  bound.on(FORM_SUCCESS, listener);
  scope.add(() => void bound.off(FORM_SUCCESS, listener));
}

/** The plugin's instance argument, as far as scripts read it: the id and the popup's element. */
function dispatch(name: string, popup: PopupInstance): void {
  const instance = { id: popup.id, $element: popup.element, getSettings: (key?: string) => (key ? undefined : popup.settings) };
  window.dispatchEvent(new CustomEvent(name, { detail: { id: popup.id, instance } }));
  const $ = jquery();
  if ($) {
    try {
      $(document).trigger(name, [popup.id, instance]);
    } catch (error) {
      if (typeof reportError === 'function') reportError(error);
    }
  }
}
