import { afterEach, describe, expect, it, vi } from 'vitest';
import { createController, INITIAL, opacityOf, readTrigger, step, wideEnoughQuery, type Input, type State } from './logic';

const rules = { offset: 100, autohide: true };

describe('readTrigger: what decides when the button is needed, read without the schemas', () => {
  it.each([
    [{}, { offset: 100, smallDeviceMaxWidth: null, hideIframe: false }],
    [{ scroll_offset: '300' }, { offset: 300, smallDeviceMaxWidth: null, hideIframe: false }],
    [{ scroll_offset: 50, hide_small_device: '1', small_device_width: '480' }, { offset: 50, smallDeviceMaxWidth: 480, hideIframe: false }],
    [{ enable_hide_small_device: true, small_device_max_width: 720, hide_small_device: false }, { offset: 100, smallDeviceMaxWidth: 720, hideIframe: false }],
    [{ hide_small_device: true }, { offset: 100, smallDeviceMaxWidth: 640, hideIframe: false }],
    [{ hide_iframe: true }, { offset: 100, smallDeviceMaxWidth: null, hideIframe: true }],
  ])('%j → %j', (raw, trigger) => {
    expect(readTrigger(raw)).toEqual(trigger);
  });

  it.each([[undefined], [null], ['{}'], [[]], [{ scroll_offset: 'lots' }], [{ scroll_offset: -1 }], [{ hide_small_device: 'perhaps' }], [{ small_device_width: '' }]])(
    'unreadable %j → null (the validation then loads and says why)',
    (raw) => {
      expect(readTrigger(raw)).toBeNull();
    },
  );

  it('listens only above the small-device width', () => {
    expect(wideEnoughQuery(640)).toBe('(min-width: 641px)');
  });
});

function run(inputs: Input[], from: State = INITIAL, withRules = rules): State {
  return inputs.reduce((state, input) => step(state, input, withRules).state, from);
}

describe('visibility state machine (spec §4)', () => {
  it('is hidden at first, shown past the offset, fading out at or above it', () => {
    expect(INITIAL.phase).toBe('hidden');
    expect(run([{ type: 'scroll', y: 100 }]).phase).toBe('hidden');
    expect(run([{ type: 'scroll', y: 101 }]).phase).toBe('shown');
    expect(run([{ type: 'scroll', y: 500 }, { type: 'scroll', y: 100 }]).phase).toBe('hiding');
    expect(run([{ type: 'scroll', y: 500 }, { type: 'scroll', y: 0 }, { type: 'faded' }]).phase).toBe('hidden');
  });

  it('every scroll past the offset restarts the auto-hide countdown; a held button does not count down', () => {
    const shown = run([{ type: 'scroll', y: 500 }]);
    expect(step(shown, { type: 'scroll', y: 600 }, rules).autohide).toBe('restart');
    expect(step(shown, { type: 'scroll', y: 600 }, { ...rules, autohide: false }).autohide).toBe('keep');
    const hovered = run([{ type: 'pointerenter' }], shown);
    expect(step(shown, { type: 'pointerenter' }, rules).autohide).toBe('clear');
    expect(step(hovered, { type: 'scroll', y: 700 }, rules).autohide).toBe('keep');
    expect(step(hovered, { type: 'pointerleave' }, rules).autohide).toBe('restart');
  });

  it('auto-hides unless hovered or focused', () => {
    const shown = run([{ type: 'scroll', y: 500 }]);
    expect(run([{ type: 'autohide' }], shown).phase).toBe('hiding');
    expect(run([{ type: 'pointerenter' }, { type: 'autohide' }], shown).phase).toBe('shown');
    expect(run([{ type: 'focus' }, { type: 'autohide' }], shown).phase).toBe('shown');
    // Focus still holds it after the pointer left.
    expect(run([{ type: 'focus' }, { type: 'pointerenter' }, { type: 'pointerleave' }, { type: 'autohide' }], shown).phase).toBe('shown');
  });

  it('a pointer that catches it while it auto-hides keeps it; one that comes while it leaves for the top does not', () => {
    const autohiding = run([{ type: 'scroll', y: 500 }, { type: 'autohide' }]);
    expect(run([{ type: 'pointerenter' }], autohiding).phase).toBe('shown');
    const leaving = run([{ type: 'scroll', y: 500 }, { type: 'scroll', y: 0 }]);
    expect(run([{ type: 'pointerenter' }], leaving).phase).toBe('hiding');
  });

  it('scroll coming back past the offset while fading out cancels the fade', () => {
    const leaving = run([{ type: 'scroll', y: 500 }, { type: 'scroll', y: 0 }]);
    const result = step(leaving, { type: 'scroll', y: 400 }, rules);
    expect(result.state.phase).toBe('shown');
    expect(result.fade).toBe('cancel');
  });

  it('hides when scroll stops being listened to', () => {
    expect(run([{ type: 'scroll', y: 500 }, { type: 'off' }]).phase).toBe('hiding');
  });

  it('opacity: icon_opacity when shown, 1 when hovered or focused, 0 otherwise', () => {
    const shown = run([{ type: 'scroll', y: 500 }]);
    expect(opacityOf(INITIAL, 0.8)).toBe(0);
    expect(opacityOf(shown, 0.8)).toBe(0.8);
    expect(opacityOf(run([{ type: 'pointerenter' }], shown), 0.8)).toBe(1);
    expect(opacityOf(run([{ type: 'focus' }], shown), 0.8)).toBe(1);
    expect(opacityOf(run([{ type: 'scroll', y: 0 }], shown), 0.8)).toBe(0);
  });
});

describe('controller: the machine with its timers', () => {
  afterEach(() => vi.useRealTimers());
  const timers = { after: (fn: () => void, ms: number) => { const id = setTimeout(fn, ms); return () => clearTimeout(id); } };

  it('auto-hides after autohide_time × 1000 ms, fades for 200 ms, and scrolling postpones it without notifying', () => {
    vi.useFakeTimers();
    const controller = createController({ ...rules, autohideMs: 2000, fadeMs: 200 }, timers);
    const changes = vi.fn();
    controller.subscribe(changes);
    controller.send({ type: 'scroll', y: 500 });
    expect(changes).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    controller.send({ type: 'scroll', y: 520 });
    expect(changes).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(controller.getState().phase).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(controller.getState().phase).toBe('hiding');
    vi.advanceTimersByTime(200);
    expect(controller.getState().phase).toBe('hidden');
  });

  it('a hovered button never auto-hides; leaving starts the countdown afresh', () => {
    vi.useFakeTimers();
    const controller = createController({ ...rules, autohideMs: 2000, fadeMs: 200 }, timers);
    controller.send({ type: 'scroll', y: 500 });
    controller.send({ type: 'pointerenter' });
    vi.advanceTimersByTime(10_000);
    expect(controller.getState().phase).toBe('shown');
    controller.send({ type: 'pointerleave' });
    vi.advanceTimersByTime(2000);
    expect(controller.getState().phase).toBe('hiding');
  });
});
