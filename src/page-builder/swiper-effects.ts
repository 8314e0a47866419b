import coverflowCss from 'swiper/css/effect-coverflow?inline';
import cubeCss from 'swiper/css/effect-cube?inline';
import fadeCss from 'swiper/css/effect-fade?inline';
import { EffectCoverflow, EffectCube, EffectFade, Thumbs } from 'swiper/modules';
import type { SwiperModule } from 'swiper/types';
import { adoptStyles } from '../core/styles';

/**
 * The slider effects and the thumbnails link, asked for only by a carousel whose settings use one
 * (a fade, a cube, the coverflow or slideshow skin): the plain sliding carousels never load them.
 * Together they are a few kilobytes, less than a request of their own each would cost.
 */
export function effectModule(effect: 'fade' | 'cube' | 'coverflow'): SwiperModule {
  adoptStyles(`page-builder-swiper-${effect}`, effect === 'fade' ? fadeCss : effect === 'cube' ? cubeCss : coverflowCss);
  return effect === 'fade' ? EffectFade : effect === 'cube' ? EffectCube : EffectCoverflow;
}

export { Thumbs };
