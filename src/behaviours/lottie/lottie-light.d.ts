/**
 * lottie-web's light build as an ES module: the SVG renderer only, no expressions (no eval), no
 * canvas or HTML renderers. The package types only its UMD path; this one has the same API.
 */
declare module 'lottie-web/build/player/esm/lottie_light.min.js' {
  import type { LottiePlayer } from 'lottie-web';

  const lottie: LottiePlayer;
  export default lottie;
}
