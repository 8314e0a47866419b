import type { Scope } from '../../core/scope';
import { numberOption, zoomEligible, zoomOffset, type ZoomSettings } from './logic';
import { own } from './markup';
import { slideImage } from './parse';

export interface Zoom {
  /** (Re)starts zoom on the slide shown now, reading its image's attributes as they are now. */
  init(target: HTMLElement | undefined): void;
}

const canHover = () => typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches;

/**
 * jquery.zoom as single-product.js sets it up: on hover over the current slide its large image
 * follows the pointer, only when that image is wider than the gallery. Touch screens get no hover
 * zoom (the lightbox zooms there). The large image loads on the first hover, not before.
 */
export function createZoom(gallery: HTMLElement, scope: Scope, settings: ZoomSettings): Zoom {
  let current: Scope | null = null;
  return {
    init(target) {
      current?.dispose();
      current = null;
      const img = target ? slideImage(target) : null;
      if (!target || !img || !canHover()) return;
      const src = img.getAttribute('data-large_image');
      const width = numberOption(img.getAttribute('data-large_image_width')) ?? 0;
      const height = numberOption(img.getAttribute('data-large_image_height')) ?? 0;
      if (!src || height <= 0 || !zoomEligible(width, gallery.clientWidth)) return;
      const zoom = (current = scope.child());
      const zoomed = { width: width * settings.magnify, height: height * settings.magnify };

      if (!target.classList.contains('sf-zoom-target')) {
        target.classList.add('sf-zoom-target');
        zoom.add(() => target.classList.remove('sf-zoom-target'));
      }
      let large: HTMLImageElement | null = null;
      const ensure = () => {
        if (large) return large;
        large = document.createElement('img');
        large.className = 'zoomImg';
        // A copy of the picture already described by the slide's own image.
        large.alt = '';
        large.setAttribute('aria-hidden', 'true');
        large.draggable = false;
        large.src = src;
        // Inline: themes size every gallery img to 100 % and cap max-width.
        Object.assign(large.style, {
          width: `${zoomed.width}px`,
          height: `${zoomed.height}px`,
          maxWidth: 'none',
          maxHeight: 'none',
          transitionDuration: `${settings.duration}ms`,
        });
        target.append(own(zoom, large));
        return large;
      };
      const follow = (event: PointerEvent) => {
        const box = target.getBoundingClientRect();
        const { left, top } = zoomOffset({ x: event.clientX - box.left, y: event.clientY - box.top }, box, zoomed);
        const image = ensure();
        image.style.left = `${left}px`;
        image.style.top = `${top}px`;
        image.classList.add('sf-zoom-on');
      };
      const onPointer = (event: PointerEvent) => {
        if (event.pointerType === 'mouse') follow(event);
      };
      zoom.on(target, 'pointerenter', onPointer);
      // Also starts zoom when the pointer was already over the slide as it was (re)initialised.
      zoom.on(target, 'pointermove', onPointer);
      zoom.on(target, 'pointerleave', () => large?.classList.remove('sf-zoom-on'));
    },
  };
}
