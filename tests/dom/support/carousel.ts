/** The page builder's carousels in the DOM tier: served, in view, pointed at, their slider mounted. */
import { fireEvent } from '@testing-library/dom';
import { boot, everythingInView, flush, render, settle } from './page';

/** Until the slider is mounted (it loads in the background once the carousel must move). */
export async function sliderMounted(widget: () => HTMLElement): Promise<void> {
  for (let i = 0; i < 50 && !widget().querySelector('.swiper-initialized'); i++) await flush();
}

/** Renders `markup`, boots the widget `name` in view, points at it and waits for its slider; returns the served HTML. */
export async function startCarousel(name: string, markup: string, widget: () => HTMLElement): Promise<string> {
  render(markup);
  const html = widget().outerHTML;
  everythingInView();
  await boot([name]);
  await settle();
  // Swiper comes when the carousel must move: here, the shopper's pointer over it.
  fireEvent.pointerOver(widget());
  await sliderMounted(widget);
  return html;
}
