import zoid, { type Component, type ComponentInstance, type PropDefinition, type TemplateParams } from '@krakenjs/zoid/dist/zoid.js';
import postRobot from 'post-robot/dist/post-robot.js';

/**
 * The provider's cross-domain components as its hosted pages expect them: the same zoid tags, the
 * same props (functions cross as remote references), the same inner-page URLs under the
 * configured components URL, and `CREATE_TOKEN` through post-robot. The libraries are the exact
 * versions the hosted pages speak (package.json pins them): their message keys carry the version.
 *
 * What we draw around the frames is ours: a container with no `<style>` element (CSSOM only, so a
 * strict `style-src` needs no nonce for it), a human title on the frame, and the 36 px prerender.
 */

export const CARD_INPUT_TAG = 'monei-card-input';
export const PAYMENT_MODAL_TAG = 'monei-payment-modal';
export const CREATE_TOKEN = 'CREATE_TOKEN';
/** Spec §9: the card input's prerender height. */
export const CARD_INPUT_PRERENDER_PX = 36;
const FADE = 'opacity .2s ease-in-out';

export interface CardChange {
  isTouched?: boolean;
  isSubmitted?: boolean;
  error?: string;
  cardType?: string;
  focused?: string;
}

export interface CardInputProps {
  accountId?: string;
  sessionId?: string;
  paymentId?: string;
  amount?: number;
  currency?: string;
  transactionType?: string;
  language?: string;
  placeholders?: Record<string, string>;
  errorMessages?: Record<string, string>;
  style?: Record<string, unknown>;
  cspNonce?: string;
  /** The frame's accessible name (ours; the provider's library titles it `monei_card_input`). */
  title: string;
  onChange?: (event: CardChange) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  onEnter?: () => void;
  onLoad?: () => void;
  onError?: (error: unknown) => void;
  /** The hosted page asks the parent for the account's payment methods through it. */
  getConfig?: () => Promise<unknown>;
}

export interface TokenAnswer {
  token?: string;
  error?: string;
}

export interface ProviderUrls {
  readonly cardInputUrl: string;
  readonly paymentModalUrl: string;
  readonly componentsOrigin: string;
}

const { STRING, OBJECT, FUNCTION, BOOLEAN, NUMBER, ARRAY } = zoid.PROP_TYPE;
const optional = (type: string, extra: Partial<PropDefinition> = {}): PropDefinition => ({ type, required: false, ...extra });

const CARD_INPUT_PROPS: Record<string, PropDefinition> = {
  accountId: optional(STRING),
  sessionId: optional(STRING, { alias: 'orderId' }),
  paymentId: optional(STRING),
  amount: optional(NUMBER),
  currency: optional(STRING),
  transactionType: optional(STRING),
  language: optional(STRING),
  placeholders: optional(OBJECT),
  errorMessages: optional(OBJECT),
  style: optional(OBJECT, { alias: 'innerStyle' }),
  cspNonce: optional(STRING),
  onChange: optional(FUNCTION),
  onFocus: optional(FUNCTION),
  onBlur: optional(FUNCTION),
  onEnter: optional(FUNCTION),
  onLoad: optional(FUNCTION),
  onError: optional(FUNCTION),
  __getConfig: optional(FUNCTION),
};

const PAYMENT_MODAL_PROPS: Record<string, PropDefinition> = {
  paymentId: { type: STRING, required: true },
  isOpen: { type: BOOLEAN, required: true },
  paymentToken: optional(STRING),
  language: optional(STRING),
  generatePaymentToken: optional(BOOLEAN),
  fullscreen: optional(BOOLEAN),
  customer: optional(OBJECT),
  paymentMethod: optional(OBJECT),
  allowedPaymentMethods: optional(ARRAY),
  customDomain: optional(STRING),
  billingDetails: optional(OBJECT),
  shippingDetails: optional(OBJECT),
  cspNonce: optional(STRING),
  onResult: optional(FUNCTION),
  onError: optional(FUNCTION),
  onLoad: optional(FUNCTION),
  onOpen: optional(FUNCTION),
  style: optional(OBJECT, { alias: 'innerStyle' }),
};

/** The provider's style objects: numbers are pixels, strings as given; nested variants skipped. */
export function flatStyle(style: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!style || typeof style !== 'object') return result;
  for (const [key, value] of Object.entries(style)) {
    if (typeof value === 'string') result[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) result[key] = `${value}px`;
  }
  return result;
}

function applyStyle(element: HTMLElement, style: Record<string, string>): void {
  for (const [key, value] of Object.entries(style)) {
    // Keys are the provider's camelCase CSS names; anything else is ignored by CSSOM.
    (element.style as unknown as Record<string, string>)[key] = value;
  }
}

/** The frames' accessible names, page texts: read when a frame is drawn. */
const frameTitles = { card: '', modal: '' };

/**
 * The container both components render into: the real frame under a prerender frame that fades
 * out when the child has rendered; resizes from the child land on the wrapper.
 */
function container(kind: keyof typeof frameTitles) {
  return ({ uid, doc, frame, prerenderFrame, event, dimensions, props }: TemplateParams): HTMLElement | undefined => {
    if (!frame) return undefined;
    const wrapper = doc.createElement('div');
    wrapper.id = uid;
    wrapper.className = 'sf-provider-frame';
    // Its frames are absolutely placed: an `auto` height would be 0 until the child first reports
    // its size, and the page below would move twice. It starts at the prerender's height instead.
    const height = dimensions.height === 'auto' ? prerenderHeight(props) : dimensions.height;
    applyStyle(wrapper, { display: 'block', position: 'relative', width: dimensions.width, height });
    for (const node of [frame, prerenderFrame]) {
      if (!node) continue;
      applyStyle(node, { display: 'block', position: 'absolute', inset: '0', width: '100%', height: '100%', border: '0', transition: FADE });
      wrapper.append(node);
    }
    frame.title = frameTitles[kind];
    frame.setAttribute('allow', 'payment');
    if (prerenderFrame) {
      // A placeholder only: out of the accessibility tree and the tab order, named by nothing.
      frame.style.opacity = '0';
      prerenderFrame.setAttribute('aria-hidden', 'true');
      prerenderFrame.tabIndex = -1;
    }
    event.on(zoid.EVENT.RENDERED, () => {
      frame.style.opacity = '1';
      prerenderFrame?.remove();
    });
    event.on(zoid.EVENT.RESIZE, ({ width, height }) => {
      if (typeof width === 'number') wrapper.style.width = `${width}px`;
      if (typeof height === 'number') wrapper.style.height = `${height}px`;
    });
    return wrapper;
  };
}

/** The card input's first height: the merchant's base height (the plugin prints 50px), else the provider's 36 px. */
function prerenderHeight(props: Record<string, unknown>): string {
  const style = (props.style ?? props.innerStyle) as Record<string, unknown> | undefined;
  return flatStyle(style?.base).height ?? `${CARD_INPUT_PRERENDER_PX}px`;
}

function cardPrerender({ doc, props }: TemplateParams): HTMLElement | undefined {
  const html = doc.createElement('html');
  const body = doc.createElement('body');
  body.style.margin = '0';
  const box = doc.createElement('div');
  box.style.height = `${CARD_INPUT_PRERENDER_PX}px`;
  box.style.boxSizing = 'border-box';
  const style = (props.style ?? props.innerStyle) as Record<string, unknown> | undefined;
  applyStyle(box, flatStyle(style?.base));
  applyStyle(box, flatStyle(style?.loading));
  body.append(box);
  html.append(body);
  return html;
}

let defined: { urls: ProviderUrls; card: Component; modal: Component } | undefined;

/** zoid registers a tag once per page: the components are made once, for the page's provider. */
function components(urls: ProviderUrls) {
  if (defined) {
    if (defined.urls.cardInputUrl !== urls.cardInputUrl || defined.urls.paymentModalUrl !== urls.paymentModalUrl) {
      throw new Error('the payment components are already defined for another provider URL');
    }
    return defined;
  }
  defined = {
    urls,
    card: zoid.create({
      tag: CARD_INPUT_TAG,
      url: urls.cardInputUrl,
      dimensions: { width: '100%', height: 'auto' },
      autoResize: { width: false, height: true },
      props: CARD_INPUT_PROPS,
      containerTemplate: container('card'),
      prerenderTemplate: cardPrerender,
    }),
    modal: zoid.create({
      tag: PAYMENT_MODAL_TAG,
      url: urls.paymentModalUrl,
      dimensions: { width: '100%', height: '100%' },
      autoResize: { width: false, height: false },
      props: PAYMENT_MODAL_PROPS,
      containerTemplate: container('modal'),
      prerenderTemplate: () => undefined,
    }),
  };
  return defined;
}

export interface CardInputHandle {
  readonly instance: ComponentInstance;
  /** The frame, once zoid has made it. */
  frame(): HTMLIFrameElement | null;
  close(): Promise<void>;
}

const tokenMakers = new WeakMap<object, (data: Record<string, unknown>) => Promise<TokenAnswer>>();

/** Renders the card input into `target` (its own frame from the provider's origin). */
export function renderCardInput(urls: ProviderUrls, target: HTMLElement, props: CardInputProps): CardInputHandle {
  const { title, getConfig, ...rest } = props;
  const { card } = components(urls);
  frameTitles.card = title;
  let frame: HTMLIFrameElement | null = null;
  const instance = card({ ...withoutUndefined(rest), __getConfig: getConfig });
  const found = instance.event.on(zoid.EVENT.RENDERED, () => {
    frame = target.querySelector<HTMLIFrameElement>(`iframe[name^="__zoid__"]`);
  });
  const handle: CardInputHandle = {
    instance,
    frame: () => frame ?? target.querySelector<HTMLIFrameElement>('iframe[name^="__zoid__"]'),
    close: () => {
      found.cancel();
      return instance.close();
    },
  };
  tokenMakers.set(handle, async (data) => {
    const current = handle.frame();
    if (!current?.contentWindow) throw new Error('CardInput instance is not registered');
    const answer = await postRobot.send(current.contentWindow, CREATE_TOKEN, data, { domain: urls.componentsOrigin });
    return tokenAnswer(answer.data);
  });
  void instance.render(target, 'iframe').catch((error: unknown) => props.onError?.(error));
  return handle;
}

/**
 * Asks the card frame for a token (`CREATE_TOKEN`). Field problems come back as `{ error }`, as
 * the provider's own function gives them; transport failures (no ack in 2 s, the frame gone)
 * reject.
 */
export function createToken(handle: unknown, data: Record<string, unknown> = {}): Promise<TokenAnswer> {
  const make = handle && typeof handle === 'object' ? tokenMakers.get(handle) : undefined;
  if (!make) return Promise.reject(new Error('Index is not registered'));
  return make(data);
}

/** The frame's answer, checked: a token string or an error string, nothing else kept. */
export function tokenAnswer(data: unknown): TokenAnswer {
  if (!data || typeof data !== 'object') throw new Error('the card frame answered without a token or an error');
  const { token, error } = data as Record<string, unknown>;
  const answer: TokenAnswer = {};
  if (typeof token === 'string' && token !== '') answer.token = token;
  if (typeof error === 'string' && error !== '') answer.error = error;
  else if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    answer.error = (error as { message: string }).message;
  }
  if (!answer.token && !answer.error) throw new Error('the card frame answered without a token or an error');
  return answer;
}

export interface ModalProps {
  paymentId: string;
  paymentToken?: string;
  paymentMethod?: Record<string, unknown>;
  generatePaymentToken?: boolean;
  language?: string;
  cspNonce?: string;
  title: string;
  /** zoid's own prop: the frame must have drawn by then. */
  timeout?: number;
  onResult: (result: unknown) => void;
  onError: (error: unknown) => void;
  onLoad?: () => void;
  onOpen?: () => void;
}

/** Renders the payment modal's frame into `target` (full size: the caller places the target). */
export function renderPaymentModal(urls: ProviderUrls, target: HTMLElement, props: ModalProps): ComponentInstance {
  const { title, ...rest } = props;
  const { modal } = components(urls);
  frameTitles.modal = title;
  const instance = modal({ ...withoutUndefined(rest), isOpen: true });
  void instance.render(target, 'iframe').catch((error: unknown) => props.onError(error));
  return instance;
}

function withoutUndefined<T extends object>(props: T): Partial<T> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Tests only: forget the page's components (zoid's own registry is per window). */
export function resetComponentsForTests(): void {
  defined = undefined;
}
