/**
 * Floating bars (core var-1, Pro var-2 ticker and var-3 coupon): a top bar that does not stick is
 * moved to the top of the page (after the admin bar), a sticky top bar pads the body by its height
 * (given back when it is closed or the widget disposed) and pushes the page's sticky elements
 * below it, the close button and Escape hide it (`is-hidden`; not remembered, as the plugin's).
 * Deliberate difference: the plugin focuses the bar on every page load (after its call to
 * action's entrance animation), taking the shopper's focus and scrolling screen readers to it;
 * here focus is never moved on load. A top bar is first in the document, so it is the first Tab
 * stop. When it is closed with focus inside, focus goes to the page's main landmark.
 */
import { announce } from '../../core/live-region';
import { prefersReducedMotion } from '../../core/motion';
import type { Restorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import { text } from '../../core/i18n';
import type { SettingReader } from './contact';
import { couponSuccessMs, stickyEdge, type Variant } from './logic';

export function startFloatingBar(
  documentElement: HTMLElement,
  widget: HTMLElement,
  variant: Exclude<Variant, 'contact'>,
  setting: SettingReader,
  rawSetting: (key: string) => unknown,
  scope: Scope,
  restorer: Restorer,
): string | null {
  const main = widget.querySelector<HTMLElement>('.e-floating-bars');
  if (!main) return 'its .e-floating-bars markup is missing';
  const reduced = prefersReducedMotion();
  const closeButton = main.querySelector<HTMLElement>('.e-floating-bars__close-button');
  const isTop = main.classList.contains('has-vertical-position-top');
  const isSticky = main.classList.contains('is-sticky');
  const adminBar = document.getElementById('wpadminbar');

  const con = main.closest('.e-con');
  const inner = main.closest('.e-con-inner');
  if (inner) {
    restorer.classes(inner, 'e-con-inner--floating-bars');
    inner.classList.add('e-con-inner--floating-bars');
  }
  if (con) {
    restorer.classes(con, 'e-con--floating-bars');
    con.classList.add('e-con--floating-bars');
  }

  if (isTop && !isSticky) {
    const home = { parent: documentElement.parentNode, next: documentElement.nextSibling };
    if (adminBar) adminBar.after(documentElement);
    else document.body.prepend(documentElement);
    scope.add(() => {
      if (home.parent?.isConnected) home.parent.insertBefore(documentElement, home.next?.parentNode === home.parent ? home.next : null);
    });
  }

  const stickyElements = () => [...document.querySelectorAll<HTMLElement>('.elementor-sticky:not(.elementor-sticky__spacer)')];
  const spacers = () => [...document.querySelectorAll<HTMLElement>('.elementor-sticky__spacer')];
  const bodyPadding = { value: document.body.style.paddingTop, set: false };
  const givePaddingBack = () => {
    if (!bodyPadding.set) return;
    bodyPadding.set = false;
    document.body.style.paddingTop = bodyPadding.value;
  };
  scope.add(givePaddingBack);
  const offsetSticky = () => {
    const hidden = main.classList.contains('is-hidden');
    const height = hidden ? 0 : main.offsetHeight;
    const admin = adminBar?.offsetHeight ?? 0;
    for (const element of stickyElements()) {
      const edge = stickyEdge(element.style.top, element.style.bottom, element.getAttribute('data-settings'));
      restorer.attributes(element, 'style');
      if (isSticky && isTop && edge === 'top') element.style.top = `${height + admin}px`;
      else if (isSticky && !isTop && edge === 'bottom') element.style.bottom = `${height}px`;
    }
    for (const spacer of spacers()) {
      if (isSticky && isTop && stickyEdge(spacer.style.top, '', spacer.getAttribute('data-settings')) === 'top') {
        restorer.attributes(spacer, 'style');
        spacer.style.marginBottom = `${height}px`;
      }
    }
  };
  const hasSticky = stickyElements().length > 0;
  if (isSticky && isTop) {
    if (adminBar) {
      restorer.attributes(main, 'style');
      main.style.top = `${adminBar.offsetHeight}px`;
    }
    if (!hasSticky) {
      bodyPadding.set = true;
      document.body.style.paddingTop = `${main.offsetHeight}px`;
    }
  }
  if (hasSticky) {
    offsetSticky();
    scope.on(window, 'resize', offsetSticky);
  }

  // The call to action (the coupon on var-3) comes in with its animation, or at once.
  const entering = main.querySelector<HTMLElement>(variant === 'coupon' ? '.e-floating-bars__coupon-button' : '.e-floating-bars__cta-button');
  if (entering?.classList.contains('has-entrance-animation')) {
    const prefix = variant === 'coupon' ? 'style_coupon_animation' : 'style_cta_button_animation';
    const animation = setting(prefix);
    restorer.classes(entering, 'has-entrance-animation', 'animated', 'visible', ...(animation ? [animation] : []));
    const shown = () => {
      entering.classList.remove('animated', 'has-entrance-animation');
      if (animation) entering.classList.remove(animation);
      entering.classList.add('visible');
    };
    if (reduced || !animation || animation === 'none') shown();
    else {
      entering.classList.add('animated', animation);
      scope.on(entering, 'animationend', shown, { once: true });
      scope.timeout(() => entering.classList.remove('has-entrance-animation'), Number(setting(`${prefix}_delay`) || 0) + 500);
    }
  }

  restorer.classes(main, 'is-hidden');
  const close = () => {
    if (main.classList.contains('is-hidden')) return;
    const hadFocus = main.contains(document.activeElement);
    main.classList.add('is-hidden');
    if (hasSticky) offsetSticky();
    else givePaddingBack();
    if (hadFocus) focusMain(restorer);
  };
  if (closeButton) {
    scope.on(closeButton, 'click', close);
    // The plugin's close button controls an id nothing carries: the bar takes it, so the button
    // names what it hides (an ARIA reference to nothing is an error to assistive technology).
    const controlled = closeButton.getAttribute('aria-controls');
    if (controlled && !main.id && !document.getElementById(controlled)) {
      restorer.attributes(main, 'id');
      main.id = controlled;
    }
  }
  scope.on(main, 'keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    close();
  });

  if (variant === 'ticker') startTicker(main, setting, scope, restorer, reduced);
  if (variant === 'coupon') startCoupon(main, rawSetting, scope, restorer);
  return null;
}

/** Focus somewhere sensible when the control that had it disappears: the main landmark, else the body. */
function focusMain(restorer: Restorer): void {
  const landmark = document.querySelector<HTMLElement>('main, [role="main"]');
  if (!landmark) {
    (document.activeElement as HTMLElement | null)?.blur();
    return;
  }
  if (!landmark.hasAttribute('tabindex')) {
    restorer.attributes(landmark, 'tabindex');
    landmark.setAttribute('tabindex', '-1');
  }
  landmark.focus({ preventScroll: true });
}

/**
 * The ticker (var-2): autoplay runs the plugin's CSS marquee over a copy of the headlines (hidden
 * from assistive technology), paused and resumed by its buttons, the focus handed from the one
 * that hides to the one that shows; scroll-linked, the strip follows the page's scroll, once a
 * frame. Nothing moves under reduced motion: the headlines stay as served, the strip paused.
 */
function startTicker(main: HTMLElement, setting: SettingReader, scope: Scope, restorer: Restorer, reduced: boolean): void {
  const headlines = main.querySelector<HTMLElement>('.e-floating-bars__headlines');
  const strip = headlines?.querySelector<HTMLElement>('.e-floating-bars__headlines-inner');
  if (!headlines || !strip) return;
  const play = main.querySelector<HTMLElement>('.e-floating-bars__play-button');
  const pause = main.querySelector<HTMLElement>('.e-floating-bars__pause-button');
  restorer.classes(headlines, 'is-paused');
  restorer.attributes(headlines, 'data-animated');
  for (const button of [play, pause]) if (button) restorer.attributes(button, 'aria-hidden');
  const setPlaying = (playing: boolean, moveFocus = false) => {
    headlines.classList.toggle('is-paused', !playing);
    if (!play || !pause) return;
    const hadFocus = document.activeElement === play || document.activeElement === pause;
    pause.setAttribute('aria-hidden', String(!playing));
    play.setAttribute('aria-hidden', String(playing));
    if (moveFocus && hadFocus) (playing ? pause : play).focus();
  };
  if (reduced) {
    setPlaying(false);
    return;
  }
  if (pause) scope.on(pause, 'click', () => setPlaying(false, true));
  if (play) scope.on(play, 'click', () => setPlaying(true, true));

  const cloneHeadlines = () => {
    for (const headline of strip.querySelectorAll<HTMLElement>('.e-floating-bars__headline:not(.e-floating-bars__headline--clone)')) {
      const copy = headline.cloneNode(true) as HTMLElement;
      copy.setAttribute('aria-hidden', 'true');
      copy.setAttribute('tabindex', '-1');
      copy.classList.add('e-floating-bars__headline--clone');
      strip.append(copy);
    }
  };
  if (setting('style_ticker_animation_type') !== 'scroll') {
    const copy = strip.cloneNode(true) as HTMLElement;
    copy.classList.add('e-floating-bars__headlines-inner--clone');
    copy.setAttribute('aria-hidden', 'true');
    copy.setAttribute('inert', '');
    headlines.insertBefore(copy, headlines.querySelector('.e-floating-bars__overlay'));
    scope.add(() => copy.remove());
    headlines.setAttribute('data-animated', 'true');
    setPlaying(true);
    return;
  }
  restorer.attributes(strip, 'style');
  scope.add(() => {
    for (const copy of strip.querySelectorAll('.e-floating-bars__headline--clone')) copy.remove();
  });
  const rtl = getComputedStyle(main).direction === 'rtl';
  let frame = 0;
  const follow = () => {
    frame = 0;
    const offset = window.scrollY;
    strip.style.transform = `translateX(${rtl ? offset : -offset}px)`;
    const last = strip.lastElementChild?.getBoundingClientRect();
    const box = headlines.getBoundingClientRect();
    if (last && (rtl ? last.left >= box.left : last.right <= box.right)) cloneHeadlines();
  };
  scope.on(document, 'scroll', () => {
    if (!frame) frame = requestAnimationFrame(follow);
  }, { passive: true });
  scope.add(() => cancelAnimationFrame(frame));
}

/**
 * The coupon (var-3): a click copies the code with the Clipboard API, shows the bar's own success
 * message for its duration (the button's size held meanwhile, as the plugin does) and announces
 * it; where the browser refuses, the code stays shown and the announcement says to copy it by hand.
 */
function startCoupon(main: HTMLElement, rawSetting: (key: string) => unknown, scope: Scope, restorer: Restorer): void {
  const button = main.querySelector<HTMLElement>('.e-floating-bars__coupon-button');
  const codeGroup = main.querySelector<HTMLElement>('.e-floating-bars__coupon-code');
  const success = main.querySelector<HTMLElement>('.e-floating-bars__coupon-success');
  if (!button || !codeGroup) return;
  const code = (codeGroup.querySelector('.e-floating-bars__coupon-text')?.textContent ?? codeGroup.textContent ?? '').trim();
  const message = success?.querySelector('.e-floating-bars__coupon-success-message')?.textContent?.trim() || success?.textContent?.trim() || '';
  const duration = couponSuccessMs(rawSetting('style_coupon_success_message_duration'));
  const holder = main.closest<HTMLElement>('.e-floating-bars-var-3') ?? main;
  restorer.attributes(holder, 'style');
  restorer.classes(codeGroup, 'is-hidden');
  if (success) restorer.classes(success, 'is-hidden');
  // The button's name must hold what it shows: the success message while it replaces the code.
  const name = button.getAttribute('aria-label');
  restorer.attributes(button, 'aria-label');
  let showing = scope.child();
  const back = () => {
    codeGroup.classList.remove('is-hidden');
    success?.classList.add('is-hidden');
    if (name !== null) button.setAttribute('aria-label', name);
    holder.style.removeProperty('--e-floating-bars-coupon-width');
    holder.style.removeProperty('--e-floating-bars-coupon-height');
  };
  scope.on(button, 'click', () => {
    const copying = navigator.clipboard?.writeText(code) ?? Promise.reject(new Error('no clipboard'));
    const rect = button.getBoundingClientRect();
    copying.then(
      () => {
        if (scope.disposed) return;
        showing.dispose();
        showing = scope.child();
        holder.style.setProperty('--e-floating-bars-coupon-width', `${rect.width}px`);
        holder.style.setProperty('--e-floating-bars-coupon-height', `${rect.height}px`);
        if (success) {
          codeGroup.classList.add('is-hidden');
          success.classList.remove('is-hidden');
          if (name !== null && message) button.setAttribute('aria-label', `${message} ${name}`);
          showing.timeout(back, duration);
        }
        showing.add(announce(message ? `${message} ${code}` : text('coupon_copied', null, code), 0));
      },
      () => {
        if (scope.disposed) return;
        scope.add(announce(text('coupon_copy_failed', null, code), 0));
      },
    );
  });
}
