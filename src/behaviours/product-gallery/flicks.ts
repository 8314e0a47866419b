import type Swiper from 'swiper';
import type { Scope } from '../../core/scope';
import { isTap } from './logic';

/**
 * Spec §9: a swipe under 10 px counts as a click (taps.ts), so it must not change the slide as
 * well. Swiper moves once the pointer is past its 5 px threshold along the slider and then 5 px
 * more in any direction, which a diagonal flick does under 10 px, and on release any move is a
 * slide change. A release still within tap distance is turned into Swiper's own "did not move"
 * (it ended at the translate it started from) and the slide settles back.
 */
export function keepSlideOnTaps(swiper: Swiper, scope: Scope): void {
  let down: { x: number; y: number } | null = null;
  scope.on(swiper.el, 'pointerdown', (event) => (down = { x: event.clientX, y: event.clientY }), { capture: true });
  // Emitted on release, before Swiper decides where to go.
  swiper.on('touchEnd', (_swiper, event) => {
    const start = down;
    down = null;
    const data = swiper.touchEventsData;
    const end = 'changedTouches' in event ? event.changedTouches[0] : event;
    if (!start || !end || !data.isMoved || !isTap(end.clientX - start.x, end.clientY - start.y)) return;
    data.currentTranslate = data.startTranslate;
    swiper.slideTo(swiper.activeIndex, swiper.params.speed);
  });
}
