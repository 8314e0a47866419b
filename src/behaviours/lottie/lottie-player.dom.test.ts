import { afterEach, describe, expect, it, vi } from 'vitest';

// happy-dom has no 2D canvas; lottie-web makes a blank one at load for images that fail.
vi.hoisted(() => {
  HTMLCanvasElement.prototype.getContext = (() => ({ fillRect() {} })) as unknown as HTMLCanvasElement['getContext'];
});
import animation from '../../../fixtures/responses/lottie.json?raw';
import type { AnimationData } from './logic';
import { createPlayer } from './lottie-player';

/** The real lottie-web light build drawing the demo's leaf (demo/assets/lottie/hoja.json, copied in the fixtures). */
describe('lottie player (lottie-web light, SVG)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('draws the animation as SVG built element by element, with no HTML string written', () => {
    const htmlWrites = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    const container = document.createElement('div');
    document.body.append(container);
    const player = createPlayer(container, JSON.parse(animation) as AnimationData);
    expect(player.ip).toBe(0);
    expect(player.op).toBe(60);
    const svg = container.querySelector('svg')!;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 200 200');
    // The leaf, its vein and its stem.
    expect(container.querySelectorAll('path').length).toBeGreaterThanOrEqual(3);
    expect(htmlWrites).not.toHaveBeenCalled();
    player.destroy();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('shows the frame asked for: the leaf grows from nothing to full size', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const player = createPlayer(container, JSON.parse(animation) as AnimationData);
    const leafTransform = () => container.querySelector('g[transform]')?.getAttribute('transform') ?? '';
    player.show(0);
    expect(player.current()).toBe(0);
    const atStart = leafTransform();
    player.show(45);
    expect(player.current()).toBe(45);
    expect(leafTransform()).not.toBe(atStart);
    // Scale 0 at frame 0: a degenerate matrix.
    expect(atStart).toMatch(/matrix\(0,0,0,0,/);
    player.destroy();
  });
});
