/**
 * Pro's reCAPTCHA field (recaptcha handler, elementor-widgets.md §4.1) on the form's last
 * `.elementor-g-recaptcha`: Google's API (`api.js?render=explicit`) is asked for only once the
 * form is reached (within 200 px of the viewport) or touched, never at load, then the widget is
 * rendered into the field with its site key and look. v2: the checkbox's own
 * `g-recaptcha-response` goes with the form. v3 (invisible): each submit asks `grecaptcha.execute`
 * for a token first and sends it as the hidden `g-recaptcha-response`.
 *
 * After a `reset` of the form, or an `error` once a token went to the server (it is spent then),
 * the widget is reset. Decided otherwise than Pro: a v3 token is asked on every submit, Enter
 * included (Pro took it on the button's click only, so Enter sent none); an `error` with no token
 * spent (a file too large) leaves the ticked checkbox as it is.
 *
 * An API that fails or is not there within RECAPTCHA_TIMEOUT_MS is reported; the form still
 * sends, and the server answers with its own reCAPTCHA error.
 */
import { describeError } from '../../core/errors';
import { insertThirdPartyScript, RECAPTCHA_API_URL } from '../../core/html';
import { isRecord } from '../../core/record';
import type { Scope } from '../../core/scope';
import { VISIBLE_MARGIN } from '../../core/strategies/visible';
import { RECAPTCHA_POLL_MS, RECAPTCHA_TIMEOUT_MS } from '../../core/timings';
import { onFormEvent } from './form-events';
import { readRecaptcha } from './logic';
import type { Restorer } from '../../core/restore';

const RECAPTCHA = '.elementor-g-recaptcha';
const RESPONSE_FIELD = 'g-recaptcha-response';

interface Grecaptcha {
  render(container: HTMLElement, params: Record<string, string>): number;
  reset(widgetId?: number): void;
  execute(widgetId: number, options: { action: string }): PromiseLike<string>;
}

export interface Recaptcha {
  /** Before a send: a v3 token in the form (nothing for v2). Never rejects. */
  prepare(): Promise<void>;
  /** A request carrying the widget's response went out. */
  sent(): void;
}

export interface RecaptchaInput {
  readonly form: HTMLFormElement;
  readonly scope: Scope;
  readonly served: Restorer;
  readonly report: (reason: string, error?: unknown) => void;
}

export function setupRecaptcha({ form, scope, served, report }: RecaptchaInput): Recaptcha | null {
  const containers = form.querySelectorAll<HTMLElement>(RECAPTCHA);
  const container = containers[containers.length - 1];
  if (!container) return null;
  const read = readRecaptcha((name) => container.getAttribute(name));
  if (!read.ok) {
    report(read.reason);
    return null;
  }
  const settings = read.value;
  let api: Promise<Grecaptcha | null> | undefined;
  let widgetId: number | undefined;
  let spent = false;
  let responseInput: HTMLInputElement | undefined;

  const load = () => (api ??= loadApi(scope, report).then((grecaptcha) => (grecaptcha && !scope.disposed ? render(grecaptcha) : null)));
  whenReached(form, scope, () => void load());

  const reset = () => {
    spent = false;
    if (widgetId === undefined) return;
    try {
      readyApi()?.reset(widgetId);
    } catch (error) {
      report(`grecaptcha.reset failed (${describeError(error)})`, error);
    }
  };
  onFormEvent(scope, form, 'reset', reset);
  onFormEvent(scope, form, 'error', () => {
    if (spent) reset();
  });
  scope.add(() => responseInput?.remove());

  function render(grecaptcha: Grecaptcha): Grecaptcha | null {
    served.children(container!);
    try {
      widgetId = grecaptcha.render(container!, { ...settings.params });
      return grecaptcha;
    } catch (error) {
      report(`grecaptcha.render failed (${describeError(error)})`, error);
      return null;
    }
  }

  return {
    async prepare() {
      if (settings.version !== 'v3') return;
      const grecaptcha = await load();
      if (!grecaptcha || widgetId === undefined || scope.disposed) return;
      try {
        const token = await within(scope, Promise.resolve(grecaptcha.execute(widgetId, { action: settings.action })), RECAPTCHA_TIMEOUT_MS);
        if (scope.disposed || typeof token !== 'string') return;
        if (!responseInput) {
          responseInput = document.createElement('input');
          responseInput.type = 'hidden';
          responseInput.name = RESPONSE_FIELD;
          form.append(responseInput);
        }
        responseInput.value = token;
      } catch (error) {
        if (!scope.disposed) report(`grecaptcha.execute gave no token (${describeError(error)})`, error);
      }
    },
    sent() {
      spent = true;
    },
  };
}

function readyApi(): Grecaptcha | null {
  const candidate = (window as unknown as { grecaptcha?: unknown }).grecaptcha;
  return isRecord(candidate) && typeof candidate.render === 'function' && typeof candidate.reset === 'function' && typeof candidate.execute === 'function'
    ? (candidate as unknown as Grecaptcha)
    : null;
}

const isApiScript = (script: HTMLScriptElement) => /^https:\/\/www\.(google|recaptcha)\.(com|net)\/recaptcha\/api\.js/.test(script.src);

/**
 * The API, once `grecaptcha.render` exists (the explicit-render script defines it a moment after it
 * runs, so it is looked for every RECAPTCHA_POLL_MS as Pro does). The site's own copy of the
 * script, if it printed one, is used instead of a second.
 */
function loadApi(scope: Scope, report: (reason: string, error?: unknown) => void): Promise<Grecaptcha | null> {
  return new Promise((resolve) => {
    if (readyApi()) return resolve(readyApi());
    let script = [...document.scripts].find(isApiScript);
    if (!script) {
      try {
        script = insertThirdPartyScript(RECAPTCHA_API_URL);
      } catch (error) {
        report(`reCAPTCHA's API could not be inserted (${describeError(error)})`, error);
        return resolve(null);
      }
    }
    const done = (grecaptcha: Grecaptcha | null) => {
      stopWaiting();
      resolve(grecaptcha);
    };
    const stopError = scope.on(script, 'error', () => {
      report(`reCAPTCHA's API could not be loaded from ${RECAPTCHA_API_URL}`);
      done(null);
    });
    const stopDeadline = scope.timeout(() => {
      report(`reCAPTCHA's API was not ready within ${RECAPTCHA_TIMEOUT_MS / 1000} s`);
      done(null);
    }, RECAPTCHA_TIMEOUT_MS);
    let stopPoll = () => {};
    const poll = () => {
      const grecaptcha = readyApi();
      if (grecaptcha) done(grecaptcha);
      else stopPoll = scope.timeout(poll, RECAPTCHA_POLL_MS);
    };
    const stopWaiting = () => {
      stopError();
      stopDeadline();
      stopPoll();
    };
    // Nothing more once disposed: the promise stays pending and nothing reads it.
    stopPoll = scope.timeout(poll, RECAPTCHA_POLL_MS);
  });
}

/** Runs `start` the first time the form comes within 200 px of the viewport, or is focused or pressed. */
function whenReached(form: HTMLFormElement, scope: Scope, start: () => void): void {
  const stops: Array<() => void> = [];
  const once = () => {
    for (const stop of stops.splice(0)) stop();
    start();
  };
  stops.push(scope.on(form, 'focusin', once), scope.on(form, 'pointerdown', once));
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) once();
    }, { rootMargin: VISIBLE_MARGIN });
    observer.observe(form);
    stops.push(scope.add(() => observer.disconnect()));
  } else {
    once();
  }
}

/** `promise`, or a rejection after `ms`; nothing settles it once the scope is disposed. */
function within<T>(scope: Scope, promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = scope.timeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        stop();
        resolve(value);
      },
      (error: unknown) => {
        stop();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
