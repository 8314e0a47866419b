/**
 * The rules of Elementor Pro's form (elementor-widgets.md §4.1), without the DOM: the steps'
 * settings and state, the indicator bar, the payload's fields, the server's answer, the texts it
 * carries, the redirect and the file-size check.
 */
import { isRecord } from '../../core/record';
import * as s from '../../core/schema';
import { textSetting, type Settings } from '../../page-builder/settings';

/** The server's action for a form's AJAX submit (admin-ajax, `wp_ajax_nopriv_` too: no nonce). */
export const SEND_ACTION = 'elementor_pro_forms_send_form';

export const STEP_TYPES = ['none', 'text', 'icon', 'number', 'icon_text', 'number_text', 'progress_bar'] as const;
export type StepType = (typeof STEP_TYPES)[number];
export const STEP_SHAPES = ['circle', 'square', 'rounded', 'none'] as const;
export type StepShape = (typeof STEP_SHAPES)[number];

export interface StepSettings {
  readonly type: StepType;
  readonly shape: StepShape;
  /** The widget's labels for the step buttons; a step's own `data-nextButton` wins over them. */
  readonly nextLabel: string;
  readonly previousLabel: string;
  /** The buttons' column width (`elementor-col-{width}`), as the submit button's. */
  readonly buttonWidth: string;
}

const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The five keys Pro prints (`step_type`, `step_icon_shape`, `step_next_label`,
 * `step_previous_label`, `button_width`), with the controls' defaults for any that are absent or
 * not one of the control's options. The labels fall back to `fallbackLabels` (ours, Spanish).
 */
export function readStepSettings(settings: Settings, fallbackLabels: { next: string; previous: string }): StepSettings {
  const width = textSetting(settings.button_width).trim();
  return {
    type: oneOf(STEP_TYPES, settings.step_type, 'number_text'),
    shape: oneOf(STEP_SHAPES, settings.step_icon_shape, 'circle'),
    nextLabel: textSetting(settings.step_next_label).trim() || fallbackLabels.next,
    previousLabel: textSetting(settings.step_previous_label).trim() || fallbackLabels.previous,
    buttonWidth: /^\d+$/.test(width) ? width : '100',
  };
}

/** What a step's `.e-field-step` carries (its `data-*` attributes, empty ones left out as Pro does). */
export interface StepData {
  readonly label?: string;
  readonly previousButton?: string;
  readonly nextButton?: string;
  readonly iconUrl?: string;
  readonly iconLibrary?: string;
  readonly icon?: string;
}
export const STEP_DATA_KEYS = ['label', 'previousButton', 'nextButton', 'iconUrl', 'iconLibrary', 'icon'] as const;

/** The parts of one indicator for a step type: an icon, the step's number, its label. */
export function indicatorParts(type: StepType): { icon: boolean; number: boolean; label: boolean } {
  return { icon: type.includes('icon'), number: type.includes('number'), label: type.includes('text') };
}

export type IndicatorState = 'inactive' | 'active' | 'completed';
export function indicatorState(index: number, current: number): IndicatorState {
  return index < current ? 'completed' : index > current ? 'inactive' : 'active';
}

/** The progress bar's text and width: the share of steps reached, the current one included, floored. */
export function progressValue(current: number, total: number): number {
  return total > 0 ? Math.floor(((current + 1) / total) * 100) : 0;
}

/** A step button's text: the step's own, else the widget's. */
export function stepButtonLabel(direction: 'next' | 'previous', step: StepData, settings: StepSettings): string {
  const own = direction === 'next' ? step.nextButton : step.previousButton;
  return own?.trim() || (direction === 'next' ? settings.nextLabel : settings.previousLabel);
}

/**
 * Which button closes each step: the last step's is the form's own submit button, the others get
 * Next; every step but the first gets Previous. (Pro gave a form of one step a Next button to
 * nowhere and left its submit button outside the step.)
 */
export function stepButtons(index: number, total: number): { previous: boolean; next: 'next' | 'submit' } {
  return { previous: index > 0, next: index === total - 1 ? 'submit' : 'next' };
}

export interface StepState {
  readonly current: number;
  readonly total: number;
}
export type StepAction =
  /** Next, once the current step's fields were checked: `valid` false stays. */
  | { readonly type: 'next'; readonly valid: boolean }
  | { readonly type: 'previous' }
  /** To the step holding an error. */
  | { readonly type: 'go'; readonly index: number }
  /** Back to the first step (after a successful submit). */
  | { readonly type: 'reset' };

/** The steps' state machine: never past either end, invalid steps never left forwards. */
export function stepTransition(state: StepState, action: StepAction): StepState {
  const last = Math.max(0, state.total - 1);
  const to = (index: number): StepState => {
    const clamped = Math.min(Math.max(0, Math.trunc(index)), last);
    return clamped === state.current ? state : { ...state, current: clamped };
  };
  switch (action.type) {
    case 'next':
      return action.valid ? to(state.current + 1) : state;
    case 'previous':
      return to(state.current - 1);
    case 'go':
      return Number.isFinite(action.index) ? to(action.index) : state;
    case 'reset':
      return to(0);
  }
}

/** Input types where Enter is typing's end, not a control's activation. */
const ENTER_AS_NEXT_TYPES = new Set([
  'text', 'email', 'tel', 'url', 'number', 'password', 'search', 'date', 'time', 'datetime-local', 'month', 'week', 'checkbox', 'radio',
]);

/**
 * Whether a keydown is Pro's "Enter acts as Next": Enter in a field of a step that is not the
 * last (on the last one Enter submits, as the browser does). Only in fields one types in or
 * ticks: Pro also took Enter on the Previous button (and on any button, and on a select, where
 * it may be choosing an option) as Next. Not while an input method composes.
 */
export function isEnterAsNext(key: { key: string; isComposing?: boolean; altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }, target: { localName: string; type?: string }, lastStep: boolean): boolean {
  if (key.key !== 'Enter' || key.isComposing || key.altKey || key.ctrlKey || key.metaKey || key.shiftKey || lastStep) return false;
  return target.localName === 'input' && ENTER_AS_NEXT_TYPES.has((target.type ?? 'text').toLowerCase());
}

/** `data-maxsize` (whole MB, as Pro's `parseInt`) in bytes, or null when it sets no limit. */
export function maxFileBytes(attribute: string | null): number | null {
  if (attribute === null) return null;
  const megabytes = Number.parseInt(attribute, 10);
  return Number.isFinite(megabytes) && megabytes > 0 ? megabytes * 1024 * 1024 : null;
}

/** Whether any of the chosen files' sizes is over the limit. */
export function tooLarge(sizes: readonly number[], maxBytes: number | null): boolean {
  return maxBytes !== null && sizes.some((size) => size > maxBytes);
}

/**
 * The request: every field of the form (the server reads `post_id`, `form_id`, `queried_id`,
 * `referer_title`, `form_fields[…]`, files and the honeypot as they are), then `action` and
 * `referrer` (the page's address), appended as Pro does.
 */
export function appendSendFields(body: FormData, pageUrl: string): FormData {
  body.append('action', SEND_ACTION);
  body.append('referrer', pageUrl);
  return body;
}

const messageText = s.union([s.string(), s.number()]);
/** `data` of the answer: `{message, data}` on success, `{message, errors: {field: text}, data}` on failure; PHP prints an empty array as `[]`. */
const answerData = s.looseObject({
  message: s.optional(s.nullable(messageText)),
  errors: s.optional(s.nullable(s.union([s.record(s.unknown(), { emptyArray: true }), s.array(s.unknown())]))),
  data: s.optional(s.unknown()),
});
/** `wp_send_json_success` / `wp_send_json_error` (elementor-widgets.md §4.1). */
export const sendAnswer = s.object({
  success: s.boolean(),
  data: s.optional(s.nullable(s.union([answerData, s.array(s.unknown()), s.string()]))),
});
export type SendAnswer = s.Output<typeof sendAnswer>;

export type SendOutcome =
  | {
      readonly ok: true;
      /** What `submit_success` and `form_destruct` carry: the answer's `data`, `{message, data}`. */
      readonly payload: Record<string, unknown>;
      readonly message: string[];
      readonly redirect: string | null;
    }
  | {
      readonly ok: false;
      readonly message: string[];
      /** The fields' errors by field id, in the server's order. */
      readonly fieldErrors: ReadonlyArray<readonly [string, string[]]>;
      /** Pro triggers `error` only when the answer has an `errors` object. */
      readonly hasErrors: boolean;
    };

/** The answer, read: what to show and what to tell the page. */
export function readOutcome(answer: SendAnswer, pageUrl: string): SendOutcome {
  const data = isRecord(answer.data) ? answer.data : {};
  const message = messageLines(data.message);
  if (answer.success) {
    const inner = isRecord(data.data) ? data.data : {};
    return { ok: true, payload: data, message, redirect: redirectTarget(inner.redirect_url, pageUrl) };
  }
  const fieldErrors = isRecord(data.errors)
    ? Object.entries(data.errors).flatMap(([field, value]) => {
        const lines = messageLines(value);
        return field.trim() && lines.length ? [[field, lines] as const] : [];
      })
    : [];
  // Pro's `if (response.data.errors)`: PHP's empty `[]` is truthy there too.
  return { ok: false, message, fieldErrors, hasErrors: Boolean(data.errors) };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#039': "'", '#39': "'" };

/**
 * A server message as lines of text. The server's messages are text, but it joins several with
 * `<br>` and adds an admin's block of markup; we never write them as HTML: breaks become lines,
 * other tags are dropped and the few entities PHP's escaping prints are decoded.
 */
export function messageLines(value: unknown): string[] {
  if (typeof value === 'number' && Number.isFinite(value)) return [String(value)];
  if (typeof value !== 'string') return [];
  return value
    .split(/<br\s*\/?>|<\/?(?:li|ul|ol|p|div)\b[^>]*>/i)
    .map((line) =>
      line
        .replace(/<[^>]*>/g, ' ')
        .replace(/&(amp|lt|gt|quot|apos|nbsp|#0?39);/gi, (_, name: string) => ENTITIES[name.toLowerCase()] ?? '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * The redirect action's `redirect_url`, resolved against the page: only an http(s) address is
 * followed (a `javascript:` or `data:` one is dropped), as an absolute URL.
 */
export function redirectTarget(value: unknown, pageUrl: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim(), pageUrl);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** reCAPTCHA's `.elementor-g-recaptcha` data (Pro renders with jQuery's `.data()` of it). */
export interface RecaptchaSettings {
  readonly version: 'v2' | 'v3';
  readonly params: Readonly<Record<string, string>>;
  /** v3: the action sent with each token (`data-action`, "Form"). */
  readonly action: string;
}
export type RecaptchaRead = { ok: true; value: RecaptchaSettings } | { ok: false; reason: string };

/** What `grecaptcha.render` is given: the site key and the widget's look, nothing else from the page. */
export function readRecaptcha(attributes: (name: string) => string | null): RecaptchaRead {
  const sitekey = attributes('data-sitekey')?.trim() ?? '';
  if (!/^[\w-]{10,100}$/.test(sitekey)) return { ok: false, reason: 'its reCAPTCHA has no usable data-sitekey' };
  const version = attributes('data-type') === 'v3' ? 'v3' : 'v2';
  const params: Record<string, string> = { sitekey };
  for (const key of ['theme', 'size', 'badge', 'tabindex'] as const) {
    const value = attributes(`data-${key}`)?.trim();
    if (value) params[key] = value;
  }
  if (version === 'v3') params.size = 'invisible';
  return { ok: true, value: { version, params, action: attributes('data-action')?.trim() || 'Form' } };
}

/** Whether the request gets jQuery's `X-Requested-With` (only same-origin ones, as jQuery adds it). */
export function isSameOrigin(url: string, pageUrl: string): boolean {
  try {
    return new URL(url, pageUrl).origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}
