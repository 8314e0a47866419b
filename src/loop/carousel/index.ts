import { loadChunk } from '../../core/chunk';
import type { WidgetContext } from '../../core/types';
import { afterLoad } from '../../page-builder/carousel';
import { carouselSettings } from './logic';

/**
 * Elementor Pro's loop carousel: its loop items in a Swiper with arrows and pagination. The served
 * markup already shows the first slides in a row (the theme's CSS); Swiper (a long task to
 * evaluate) is loaded only after `load`, so it never adds to the page's own loading.
 */
export async function start(element: HTMLElement, ctx: WidgetContext): Promise<void> {
  let raw: unknown;
  try {
    raw = JSON.parse(element.getAttribute('data-settings') ?? '{}');
  } catch {
    return ctx.report('its data-settings attribute is not JSON');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return ctx.report('its data-settings attribute is not an object');
  const settings = carouselSettings(raw as Record<string, unknown>);
  if (!settings.ok) return ctx.report(settings.reason);
  const container = element.querySelector<HTMLElement>('.swiper');
  const wrapper = container?.querySelector<HTMLElement>(':scope > .swiper-wrapper');
  if (!container || !wrapper || !wrapper.children.length) return ctx.report('the .swiper container with its .swiper-wrapper of slides is missing');
  await afterLoad(ctx.scope);
  if (ctx.scope.disposed) return;
  const { mountCarousel } = await loadChunk('swiper', () => import('./swiper'));
  if (ctx.scope.disposed) return;
  mountCarousel(element, container, settings.value, ctx.scope);
}
