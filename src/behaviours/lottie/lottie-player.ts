/**
 * The Lottie player, its own chunk (lottie-web's light SVG build, about 41 KB brotli), imported only
 * once a widget is near the viewport and its animation file has arrived. It draws with
 * createElementNS and attributes only (no HTML strings, no eval), so it runs under Trusted Types;
 * it never fetches: the widget hands it the animation it fetched and checked.
 */
import lottie from 'lottie-web/build/player/esm/lottie_light.min.js';
import type { AnimationData } from './logic';

/** What the widget drives, in absolute frames. */
export interface Player {
  readonly ip: number;
  readonly op: number;
  /** The frame on screen, absolute. */
  current(): number;
  /** Shows one frame, absolute, and stops there. */
  show(frame: number): void;
  /** Plays from one frame to the other (backwards when `from` is above `to`). */
  play(from: number, to: number): void;
  pause(): void;
  setSpeed(speed: number): void;
  onComplete(listener: () => void): void;
  destroy(): void;
}

export function createPlayer(container: HTMLElement, data: AnimationData): Player {
  const { ip, op } = data;
  const item = lottie.loadAnimation({
    container,
    animationData: data,
    renderer: 'svg',
    autoplay: false,
    loop: false,
    rendererSettings: { focusable: false, preserveAspectRatio: 'xMidYMid meet' },
  });
  // Drawn frames are relative to the segment playing (its firstFrame is the lower end).
  const relative = (frame: number) => frame - item.firstFrame;
  return {
    ip,
    op,
    current: () => item.firstFrame + item.currentFrame,
    show: (frame) => item.goToAndStop(relative(frame), true),
    play(from, to) {
      item.stop();
      item.playSegments([from, to], true);
    },
    pause: () => item.pause(),
    setSpeed: (speed) => item.setSpeed(speed),
    onComplete: (listener) => item.addEventListener('complete', listener),
    destroy: () => item.destroy(),
  };
}
