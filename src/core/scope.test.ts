import { describe, expect, it, vi } from 'vitest';
import { createScope } from './scope';

describe('scope', () => {
  it('removes every listener and timer on dispose', () => {
    vi.useFakeTimers();
    const target = new EventTarget();
    const scope = createScope();
    const heard = vi.fn();
    const fired = vi.fn();
    scope.on(target, 'ping', heard);
    scope.timeout(fired, 100);
    scope.dispose();
    target.dispatchEvent(new Event('ping'));
    vi.advanceTimersByTime(200);
    expect(heard).not.toHaveBeenCalled();
    expect(fired).not.toHaveBeenCalled();
    expect(scope.signal.aborted).toBe(true);
    vi.useRealTimers();
  });
  it('aborts a signal handed out before dispose, and hands out an aborted one after', () => {
    const scope = createScope();
    const signal = scope.signal;
    const aborted = vi.fn();
    signal.addEventListener('abort', aborted);
    expect(scope.signal).toBe(signal);
    scope.dispose();
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(createScope().signal.aborted).toBe(false);
    const late = createScope();
    late.dispose();
    expect(late.signal.aborted).toBe(true);
  });
  it('disposes children with the parent, last in first out', () => {
    const order: string[] = [];
    const parent = createScope();
    parent.add(() => order.push('first'));
    parent.child().add(() => order.push('child'));
    parent.add(() => order.push('last'));
    parent.dispose();
    expect(order).toEqual(['last', 'child', 'first']);
  });
  it('runs a disposer added after dispose at once, and dispose twice is harmless', () => {
    const scope = createScope();
    scope.dispose();
    const late = vi.fn();
    scope.add(late);
    scope.dispose();
    expect(late).toHaveBeenCalledTimes(1);
  });
  it('lets a caller remove one listener early', () => {
    const target = new EventTarget();
    const scope = createScope();
    const heard = vi.fn();
    const off = scope.on(target, 'ping', heard);
    off();
    target.dispatchEvent(new Event('ping'));
    expect(heard).not.toHaveBeenCalled();
  });
});
