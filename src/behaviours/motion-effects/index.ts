/**
 * Elementor Pro's motion effects (elementor-widgets.md §11.2) on any element: scroll effects
 * (vertical and horizontal movement, transparency, blur, rotation, scale) and pointer effects
 * (track, 3D tilt), on the element (`motion_fx_*`) or on a background layer it gets
 * (`background_motion_fx_*`), per device.
 *
 * Decisions:
 * - Under `prefers-reduced-motion: reduce` nothing at all happens, as in the plugin.
 * - Each active group watches the element's parent (the page's body for the page range or a
 *   fixed element) and runs a frame loop only while that is in view; a frame recomputes only
 *   when the scroll position or the pointer moved. One window `mousemove` listener serves every
 *   element with pointer effects.
 * - The per-device switch runs at start and again 200 ms after the last resize (spec §9): the
 *   plugin's debounce also ran it at once on the first resize event of a burst, mid-drag, on a
 *   width the shopper only passed through.
 * - An element effect reads only its own group's keys (logic.ts `groupSetup`); the
 *   transition-reset on pointer entry is bound to the element the effect moves (the plugin bound
 *   it to every widget container inside a section, where it reset nothing).
 * - A fixed element (`_position: fixed` on the device) uses the page range, as the plugin's
 *   options do (its own fixed-element branch could not be reached).
 * - Dispose gives back the inline styles, classes and markup as served (the layers removed).
 */
import { restoreOnDispose } from './restore';
import { prefersReducedMotion } from '../../core/motion';
import type { Scope } from '../../core/scope';
import { MOTION_EFFECTS_TOGGLE_DEBOUNCE_MS } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints } from '../../page-builder/breakpoints';
import { readSettings, responsiveValue, type Settings } from '../../page-builder/settings';
import {
  activeOn,
  cssTransformPrefix,
  GROUPS,
  groupSetup,
  layerSize,
  mouseOutput,
  pageProgress,
  pointerProgress,
  scrollOutput,
  transformRule,
  viewportProgress,
  type Group,
  type GroupSetup,
  type Movable,
  type Output,
} from './logic';

const CLASSES = {
  element: 'elementor-motion-effects-element',
  parent: 'elementor-motion-effects-parent',
  background: 'elementor-motion-effects-element-type-background',
  container: 'elementor-motion-effects-container',
  layer: 'elementor-motion-effects-layer',
  perspective: 'elementor-motion-effects-perspective',
};
export const RECALC_EVENT = 'elementor-pro/motion-fx/recalc';
const TRANSITION_VARIABLE = '--e-transform-transition-duration';

export function start(element: HTMLElement, ctx: WidgetContext): void {
  const read = readSettings(element);
  if (!read.ok) return ctx.report(read.reason);
  if (prefersReducedMotion()) return;
  const settings = read.value;
  const setups = GROUPS.map((group) => groupSetup(settings, group)).filter((setup): setup is GroupSetup => setup !== null);
  if (setups.length === 0) return;
  const { scope } = ctx;
  const restore = restoreOnDispose(scope);
  const breakpoints = pageBreakpoints();
  const order = deviceOrder(breakpoints);
  const prefix = cssTransformPrefix(settings);
  const running = new Map<Group, { scope: Scope; page: boolean }>();

  const toggle = () => {
    const device = currentDevice(breakpoints);
    const fixed = responsiveValue(settings, '_position', device, order) === 'fixed';
    for (const setup of setups) {
      const current = running.get(setup.group);
      const page = setup.pageRange || fixed;
      if (!activeOn(setup, device)) {
        current?.scope.dispose();
        running.delete(setup.group);
        continue;
      }
      if (current && current.page === page) continue;
      current?.scope.dispose();
      const child = scope.child();
      running.set(setup.group, { scope: child, page });
      activate(element, setup, { page, prefix, settings }, child, restore);
    }
  };
  toggle();
  let cancel: (() => void) | null = null;
  scope.on(window, 'resize', () => {
    cancel?.();
    cancel = scope.timeout(() => {
      cancel = null;
      toggle();
    }, MOTION_EFFECTS_TOGGLE_DEBOUNCE_MS);
  });
}

/** The pointer, shared by every element with pointer effects through one window listener. */
const pointer = { x: NaN, y: NaN, users: 0 };
const trackPointer = (event: MouseEvent) => {
  pointer.x = event.clientX;
  pointer.y = event.clientY;
};
function usePointer(scope: Scope): void {
  if (pointer.users++ === 0) window.addEventListener('mousemove', trackPointer, { passive: true });
  scope.add(() => {
    if (--pointer.users > 0) return;
    window.removeEventListener('mousemove', trackPointer, { passive: true } as EventListenerOptions);
    pointer.x = pointer.y = NaN;
  });
}

function motionTarget(element: HTMLElement, setup: GroupSetup): HTMLElement {
  const type = element.getAttribute('data-element_type');
  if (setup.type === 'background' || type === 'section' || type === 'container') return element;
  const child = type === 'column' ? 'elementor-widget-wrap' : 'elementor-widget-container';
  return [...element.children].find((node): node is HTMLElement => node.classList.contains(child)) ?? element;
}

interface Options {
  readonly page: boolean;
  readonly prefix: string;
  readonly settings: Settings;
}

function activate(element: HTMLElement, setup: GroupSetup, options: Options, scope: Scope, restore: ReturnType<typeof restoreOnDispose>): void {
  const target = motionTarget(element, setup);
  const parent = target.parentElement;
  if (!parent) return;
  const background = setup.type === 'background';
  const addClass = (node: HTMLElement, name: string) => {
    if (node.classList.contains(name)) return;
    restore.classOf(node);
    node.classList.add(name);
    scope.add(() => node.classList.remove(name));
  };
  addClass(target, CLASSES.element);
  addClass(parent, CLASSES.parent);
  if (background) addClass(target, CLASSES.background);
  if (setup.mouse.has('tilt')) addClass(parent, CLASSES.perspective);

  let layer: HTMLElement | null = null;
  if (background) {
    const host =
      element.getAttribute('data-element_type') === 'column'
        ? ([...element.children].find((node): node is HTMLElement => node.classList.contains('elementor-element-populated')) ?? element)
        : element;
    const container = document.createElement('div');
    container.className = CLASSES.container;
    layer = document.createElement('div');
    layer.className = CLASSES.layer;
    const size = layerSize(setup);
    layer.style.width = `${size.width}%`;
    layer.style.height = `${size.height}%`;
    container.append(layer);
    host.prepend(container);
    scope.add(() => container.remove());
  }
  // The element the values go on: the layer for a background.
  const moved = layer ?? target;
  restore.styleOf(target);
  const styles = saveStyles(target);
  scope.add(styles);

  let movable: Movable | null = null;
  const measure = () => {
    if (!layer) return;
    movable = { x: layer.offsetWidth - element.offsetWidth, y: layer.offsetHeight - element.offsetHeight };
  };
  measure();

  const names: Record<'transform' | 'filter', string[]> = { transform: [], filter: [] };
  const apply = (output: Output) => {
    let grew = false;
    for (const [name, value] of output.transform) {
      if (!names.transform.includes(name)) {
        names.transform.push(name);
        grew = true;
      }
      moved.style.setProperty(`--${name}`, value);
    }
    if (grew) moved.style.transform = transformRule(options.prefix, names.transform);
    if (output.blur !== undefined) {
      if (!names.filter.length) {
        names.filter.push('blur');
        moved.style.filter = 'blur(var(--blur))';
      }
      moved.style.setProperty('--blur', output.blur);
    }
    if (output.opacity !== undefined) {
      moved.style.opacity = String(output.opacity);
      moved.style.setProperty('will-change', 'opacity');
    }
  };

  let lastScroll = NaN;
  let lastPointer = { x: NaN, y: NaN };
  const scrollProgress = () => {
    if (options.page) {
      const root = document.documentElement;
      return pageProgress(root.scrollTop + document.body.scrollTop, root.scrollHeight - root.clientHeight);
    }
    const rect = parent.getBoundingClientRect();
    return viewportProgress(rect.top, rect.height, window.innerHeight);
  };
  const run = () => {
    if (setup.scroll.size && window.scrollY !== lastScroll) {
      lastScroll = window.scrollY;
      apply(scrollOutput(setup.scroll, scrollProgress(), movable));
      target.style.setProperty(TRANSITION_VARIABLE, '100ms');
    }
    if (setup.mouse.size && !Number.isNaN(pointer.x) && (pointer.x !== lastPointer.x || pointer.y !== lastPointer.y)) {
      lastPointer = { x: pointer.x, y: pointer.y };
      const at = pointerProgress(pointer.x, pointer.y, window.innerWidth, window.innerHeight);
      apply(mouseOutput(setup.mouse, at.x, at.y, movable));
    }
  };

  if (setup.mouse.size) usePointer(scope);
  if (setup.scroll.size && setup.group === 'motion_fx') {
    // Hover transforms animate at their own pace, not the scroll's.
    scope.on(target, 'mouseenter', () => target.style.removeProperty(TRANSITION_VARIABLE));
  }
  const recalc = () => {
    measure();
    lastScroll = NaN;
  };
  scope.on(window, 'resize', recalc);
  scope.on(window, RECALC_EVENT, recalc);

  let frame = 0;
  const loop = () => {
    run();
    frame = requestAnimationFrame(loop);
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    frame = 0;
  };
  scope.add(stop);
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (entry.isIntersecting && !frame) loop();
      else if (!entry.isIntersecting) stop();
    });
    observer.observe(options.page ? document.body : parent);
    scope.add(() => observer.disconnect());
  } else loop();
  // The state for the scroll position it starts at, in view or not.
  run();
}

/** The inline properties the effects write, put back when a group is switched off for a device. */
function saveStyles(target: HTMLElement): () => void {
  const names = ['transform', 'filter', 'opacity', 'will-change', TRANSITION_VARIABLE, '--blur'];
  const saved = new Map(names.map((name) => [name, [target.style.getPropertyValue(name), target.style.getPropertyPriority(name)] as const]));
  return () => {
    for (let i = target.style.length - 1; i >= 0; i--) {
      const name = target.style.item(i);
      if (/^--(translate|rotate|scale)/.test(name) && !saved.has(name)) target.style.removeProperty(name);
    }
    for (const [name, [value, priority]] of saved) {
      if (value) target.style.setProperty(name, value, priority);
      else target.style.removeProperty(name);
    }
  };
}
