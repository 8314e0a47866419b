/**
 * Elementor Pro's hotspots (elementor-widgets.md §5.2): a tooltip opened and closed on its spot
 * (`e-hotspot--active`, one open at a time) by a click on the spot's button or by the pointer
 * coming over it (`tooltip_trigger`: click, mouseenter or none, per device); sequenced animation
 * delays once the image is in view; the direction animation's class on the tooltips.
 *
 * Reachable by keyboard, which the plugin's were not: each spot's button with a tooltip is a
 * disclosure button (tabindex, role, aria-expanded, aria-controls to the tooltip, a name when it
 * has no label), Enter or Space toggles it, Escape closes it with the focus on the button. A link
 * spot stays a link, its tooltip shown while it has focus and named as its description.
 *
 * Deliberate differences: the trigger (and the tooltips' side) is read again when the page
 * crosses one of its breakpoints (the plugin read it once, so a phone turned to landscape kept
 * the portrait trigger); a keyboard's or assistive technology's click (`detail` 0) toggles under
 * every trigger but none; sequenced delays are set only when the switcher is on (the plugin set
 * them whenever it was not the literal "no", switched off included).
 */
import { text } from '../../core/i18n';
import { isSpaceKey } from '../../core/keys';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { currentDevice, deviceOrder, pageBreakpoints, type Breakpoint } from '../../page-builder/breakpoints';
import { readSettings } from '../../page-builder/settings';
import { DIRECTION_CLASSES, directionClass, hotspotSettings, hoverToggles, sequenceDelays, type Trigger } from './logic';

const ACTIVE = 'e-hotspot--active';
const BUTTON_ATTRIBUTES = ['tabindex', 'role', 'aria-expanded', 'aria-controls', 'aria-label'] as const;

interface Spot {
  hotspot: HTMLElement;
  button: HTMLElement;
  tooltip: HTMLElement;
  /** The spot is itself a link: it keeps its own role. */
  isLink: boolean;
}

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const raw = readSettings(widget);
  if (!raw.ok) return ctx.report(raw.reason);
  const parsed = hotspotSettings(raw.value);
  if (!parsed.ok) return ctx.report(parsed.reason);
  const settings = parsed.value;
  const { scope } = ctx;
  const restorer = createRestorer();
  scope.add(() => restorer.restore());
  const hotspots = [...widget.querySelectorAll<HTMLElement>('.e-hotspot')];
  const spots: Spot[] = [];
  hotspots.forEach((hotspot, index) => {
    const button = hotspot.querySelector<HTMLElement>('.e-hotspot__button');
    const tooltip = hotspot.querySelector<HTMLElement>('.e-hotspot__tooltip');
    if (!button || !tooltip || hotspot.classList.contains('e-hotspot--no-tooltip')) return;
    if (!tooltip.id) {
      restorer.attributes(tooltip, 'id');
      tooltip.id = uniqueId(`e-hotspot-tooltip-${widget.dataset.id ?? 'w'}-${index + 1}`);
    }
    spots.push({ hotspot, button, tooltip, isLink: hotspot.localName === 'a' });
  });
  const spotOf = (target: EventTarget | null) => {
    const hotspot = target instanceof Element ? target.closest('.e-hotspot') : null;
    return spots.find((spot) => spot.hotspot === hotspot) ?? null;
  };

  const breakpoints: Breakpoint[] = pageBreakpoints();
  const order = deviceOrder(breakpoints);
  let device = currentDevice(breakpoints);
  let trigger: Trigger = settings.trigger(device, order);

  const setOpen = (spot: Spot, open: boolean) => {
    restorer.classes(spot.hotspot, ACTIVE);
    spot.hotspot.classList.toggle(ACTIVE, open);
    if (trigger !== 'none' && !spot.isLink) spot.button.setAttribute('aria-expanded', String(open));
  };
  const toggle = (spot: Spot, open = !spot.hotspot.classList.contains(ACTIVE)) => {
    for (const other of spots) if (other !== spot && other.hotspot.classList.contains(ACTIVE)) setOpen(other, false);
    // Pro's other spots lose the class even without a tooltip of their own.
    for (const hotspot of hotspots) {
      if (hotspot !== spot.hotspot && hotspot.classList.contains(ACTIVE)) {
        restorer.classes(hotspot, ACTIVE);
        hotspot.classList.remove(ACTIVE);
      }
    }
    setOpen(spot, open);
  };

  const served = new Map(spots.map((spot) => [spot, BUTTON_ATTRIBUTES.map((name) => spot.button.getAttribute(name))]));
  const servedLink = new Map(spots.map((spot) => [spot, spot.hotspot.getAttribute('aria-describedby')]));
  /** The buttons' roles for this trigger: disclosure buttons, or as served when nothing toggles. */
  const applyTrigger = () => {
    for (const spot of spots) {
      if (spot.hotspot.classList.contains(ACTIVE)) setOpen(spot, false);
      if (spot.isLink) {
        restorer.attributes(spot.hotspot, 'aria-describedby');
        if (trigger === 'none') setAttribute(spot.hotspot, 'aria-describedby', servedLink.get(spot) ?? null);
        else spot.hotspot.setAttribute('aria-describedby', spot.tooltip.id);
        continue;
      }
      restorer.attributes(spot.button, ...BUTTON_ATTRIBUTES);
      if (trigger === 'none') {
        BUTTON_ATTRIBUTES.forEach((name, index) => setAttribute(spot.button, name, served.get(spot)![index] ?? null));
        continue;
      }
      spot.button.setAttribute('tabindex', '0');
      spot.button.setAttribute('role', 'button');
      spot.button.setAttribute('aria-expanded', 'false');
      spot.button.setAttribute('aria-controls', spot.tooltip.id);
      if (!spot.button.textContent?.trim() && !spot.button.hasAttribute('aria-label')) {
        spot.button.setAttribute('aria-label', text('hotspot_button', null, String(spots.indexOf(spot) + 1)));
      }
    }
    if (settings.directionAnimation) {
      const position = settings.position(device, order);
      for (const tooltip of widget.querySelectorAll<HTMLElement>('.e-hotspot__tooltip')) {
        restorer.classes(tooltip, ...DIRECTION_CLASSES);
        tooltip.classList.remove(...DIRECTION_CLASSES);
        tooltip.classList.add(directionClass(position));
      }
    }
  };
  applyTrigger();

  scope.on(widget, 'click', (event) => {
    const spot = spotOf(event.target);
    if (!spot || spot.isLink || trigger === 'none') return;
    if (!(event.target as Element).closest('.e-hotspot__button')) return;
    // A keyboard's or a screen reader's click has no pointer: it toggles whatever the trigger.
    if (trigger === 'click' || event.detail === 0) toggle(spot);
  });
  scope.on(widget, 'keydown', (event) => {
    if (event.key === 'Escape') {
      const spot = spotOf(event.target) ?? spots.find((candidate) => candidate.hotspot.classList.contains(ACTIVE));
      if (!spot || !spot.hotspot.classList.contains(ACTIVE)) return;
      event.preventDefault();
      setOpen(spot, false);
      // Focus inside the tooltip would be left in a hidden box: it goes back to the spot.
      if (spot.tooltip.contains(document.activeElement)) (spot.isLink ? spot.hotspot : spot.button).focus();
      return;
    }
    const spot = spotOf(event.target);
    if (!spot || spot.isLink || trigger === 'none' || event.target !== spot.button) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      toggle(spot);
    } else if (isSpaceKey(event)) event.preventDefault();
  });
  scope.on(widget, 'keyup', (event) => {
    const spot = spotOf(event.target);
    if (!spot || spot.isLink || trigger === 'none' || event.target !== spot.button || !isSpaceKey(event)) return;
    event.preventDefault();
    toggle(spot);
  });
  for (const spot of spots) {
    scope.on(spot.button, 'mouseenter', () => {
      if (hoverToggles(trigger, device, spot.isLink)) toggle(spot, true);
    });
    scope.on(spot.hotspot, 'mouseleave', () => {
      if (hoverToggles(trigger, device, spot.isLink) && spot.hotspot.classList.contains(ACTIVE)) setOpen(spot, false);
    });
    if (spot.isLink) {
      scope.on(spot.hotspot, 'focus', () => {
        if (trigger !== 'none') toggle(spot, true);
      });
      scope.on(spot.hotspot, 'blur', () => {
        if (trigger !== 'none' && spot.hotspot.classList.contains(ACTIVE)) setOpen(spot, false);
      });
    }
  }
  // The pointer that woke the widget may already rest on a spot: its mouseenter came before us.
  if (trigger === 'mouseenter') {
    const hovered = spots.find((spot) => matchesHover(spot.button));
    if (hovered && hoverToggles(trigger, device, hovered.isLink)) toggle(hovered, true);
  }

  // The trigger and side follow the device: re-read when the page crosses one of its breakpoints.
  if (typeof matchMedia === 'function') {
    for (const breakpoint of breakpoints) {
      const query = matchMedia(breakpoint.direction === 'min' ? `(min-width: ${breakpoint.value}px)` : `(max-width: ${breakpoint.value}px)`);
      scope.on(query, 'change', () => {
        const now = currentDevice(breakpoints);
        if (now === device) return;
        device = now;
        trigger = settings.trigger(device, order);
        applyTrigger();
      });
    }
  }

  if (settings.sequenceMs !== null && hotspots.length > 1) {
    const delays = sequenceDelays(hotspots.length, settings.sequenceMs);
    const spread = () =>
      hotspots.forEach((hotspot, index) => {
        const delay = delays[index];
        if (delay === null || delay === undefined) return;
        restorer.attributes(hotspot, 'style');
        hotspot.style.animationDelay = `${delay}ms`;
      });
    if (typeof IntersectionObserver !== 'function') spread();
    else {
      const observer = new IntersectionObserver((entries) => {
        if (scope.disposed || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        spread();
      });
      observer.observe(widget);
      scope.add(() => observer.disconnect());
    }
  }
}

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function uniqueId(base: string): string {
  let id = base;
  for (let n = 2; document.getElementById(id); n++) id = `${base}-${n}`;
  return id;
}

function matchesHover(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
}
