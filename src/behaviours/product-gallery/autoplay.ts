/** Loaded only when the page asks for a slideshow (`flexslider.slideshow`). */
export { Autoplay } from 'swiper/modules';
