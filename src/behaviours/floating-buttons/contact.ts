/**
 * Contact buttons (the chat box, core and Pro var-1, var-3…9): the chat button opens and closes
 * the links window, a non-modal dialog beside it. Open, focus moves into the window; the close
 * button and Escape close it and give focus back to the chat button. The bubble's time is the
 * visitor's when the window opens, in Spanish. Entrance and exit animations are the plugin's classes, none under
 * prefers-reduced-motion.
 */
import { prefersReducedMotion } from '../../core/motion';
import type { Restorer } from '../../core/restore';
import type { Scope } from '../../core/scope';
import { bubbleTime } from './logic';

export interface SettingReader {
  (key: string): string;
}

/** A stylesheet without the animation never ends one: the element is shown after this at the latest. */
const ANIMATION_FALLBACK_MS = 2000;

export function startContactButtons(widget: HTMLElement, setting: SettingReader, scope: Scope, restorer: Restorer): string | null {
  const main = widget.querySelector<HTMLElement>('.e-contact-buttons');
  if (!main) return 'its .e-contact-buttons markup is missing';
  const wrapper = main.querySelector<HTMLElement>('.e-contact-buttons__content-wrapper');
  const content = main.querySelector<HTMLElement>('.e-contact-buttons__content');
  const chatButton = main.querySelector<HTMLElement>('.e-contact-buttons__chat-button');
  const closeButton = main.querySelector<HTMLElement>('.e-contact-buttons__close-button');
  const time = main.querySelector<HTMLElement>('.e-contact-buttons__message-bubble-time');
  const reduced = prefersReducedMotion();
  const entrance = setting('style_chat_box_entrance_animation');
  const exit = setting('style_chat_box_exit_animation');
  const animates = main.classList.contains('has-animations') && !reduced;

  const inner = main.closest('.e-con-inner');
  if (inner) {
    restorer.classes(inner, 'e-con-inner--floating-buttons');
    inner.classList.add('e-con-inner--floating-buttons');
  }
  // The bubble's time is stamped when the window opens (it cannot be seen before): the first
  // date format Intl builds costs 60-100 ms at 4x CPU, a long task at load for nothing on screen.
  if (time) restorer.children(time);
  const stampTime = () => {
    if (time) time.textContent = bubbleTime(new Date(), time.dataset.timeFormat);
  };
  if (chatButton?.classList.contains('has-entrance-animation')) {
    const animation = setting('style_chat_button_animation');
    restorer.classes(chatButton, 'visible', ...(animation ? [animation] : []));
    const shown = () => {
      if (animation) chatButton.classList.remove(animation);
      chatButton.classList.add('visible');
    };
    if (reduced || !animation || animation === 'none') shown();
    else {
      chatButton.classList.add(animation);
      scope.on(chatButton, 'animationend', shown, { once: true });
      scope.timeout(shown, ANIMATION_FALLBACK_MS + Number(setting('style_chat_button_animation_delay') || 0));
    }
  }
  if (!wrapper || !chatButton) return null;

  const buttons = [chatButton, closeButton].filter((button): button is HTMLElement => button !== null);
  for (const button of buttons) restorer.attributes(button, 'aria-expanded');
  restorer.attributes(wrapper, 'aria-hidden', 'tabindex');
  restorer.classes(wrapper, 'hidden', 'animated-wrapper');
  if (content) restorer.classes(content, 'visible', 'animated', 'reverse', ...[entrance, exit].filter(Boolean));

  const isOpen = () => !wrapper.classList.contains('hidden');
  const setExpanded = (open: boolean) => {
    for (const button of buttons) button.setAttribute('aria-expanded', String(open));
  };
  setExpanded(isOpen());
  if (isOpen()) stampTime();

  const clearAnimation = () => content?.classList.remove('animated', 'reverse', ...[entrance, exit].filter((name) => name && name !== 'none'));
  const open = () => {
    stampTime();
    clearAnimation();
    wrapper.classList.remove('hidden', 'animated-wrapper');
    wrapper.setAttribute('aria-hidden', 'false');
    if (content) {
      if (animates && entrance && entrance !== 'none') content.classList.add('animated', entrance);
      else content.classList.add('visible');
    }
    setExpanded(true);
    // Focus into the window itself (not a tab stop of its own) so its links come next.
    wrapper.setAttribute('tabindex', '-1');
    wrapper.focus({ preventScroll: true });
  };
  const close = () => {
    clearAnimation();
    if (content && animates && exit && exit !== 'none') {
      content.classList.add('animated', 'reverse', exit);
      wrapper.classList.add('animated-wrapper');
    } else content?.classList.remove('visible');
    wrapper.classList.add('hidden');
    wrapper.setAttribute('aria-hidden', 'true');
    setExpanded(false);
    chatButton.focus();
  };
  if (content) {
    scope.on(content, 'animationend', () => {
      const exiting = content.classList.contains('reverse');
      clearAnimation();
      if (exiting) {
        content.classList.remove('visible');
        wrapper.classList.remove('animated-wrapper');
      } else content.classList.add('visible');
    });
  }
  scope.on(chatButton, 'click', () => (isOpen() ? close() : open()));
  if (closeButton) scope.on(closeButton, 'click', close);
  scope.on(main, 'keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen() || event.defaultPrevented) return;
    event.preventDefault();
    close();
  });
  return null;
}
