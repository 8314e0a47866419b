import { describe, expect, it } from 'vitest';
import {
  MARKER_PATHS,
  MARKERS,
  accessibleSentence,
  advance,
  firstStep,
  headlineTimings,
  highlightLoop,
  rotationKind,
  type Op,
  type RotationKind,
  type RotationModel,
  type Step,
} from './logic';


/** Runs the state machine on a virtual clock, as timers would: by due time, then in the order set. */
function timeline(model: RotationModel, untilMs: number): string[] {
  const queue: Array<{ at: number; order: number; step: Step }> = [];
  let order = 0;
  const first = firstStep(model);
  queue.push({ at: first.after, order: order++, step: first.step });
  const lines: string[] = [];
  const describe = (op: Op) => {
    switch (op.op) {
      case 'letter-in':
      case 'letter-out':
        return `${op.op} ${op.word}:${op.letter}`;
      case 'select':
        return `select ${op.on ? 'on' : 'off'}`;
      case 'clip-close':
        return op.op;
      default:
        return `${op.op} ${op.word}`;
    }
  };
  while (queue.length) {
    queue.sort((a, b) => a.at - b.at || a.order - b.order);
    const { at, step } = queue.shift()!;
    if (at > untilMs) break;
    const outcome = advance(step, model);
    for (const op of outcome.ops) lines.push(`${at} ${describe(op)}`);
    for (const next of outcome.next) queue.push({ at: at + next.after, order: order++, step: next.step });
  }
  return lines;
}

const model = (kind: RotationKind, letterCounts: number[], loop = true, delay?: number): RotationModel => ({
  kind,
  letterCounts,
  loop,
  timings: headlineTimings(delay === undefined ? {} : { rotate_iteration_delay: delay }),
});

describe('headlineTimings (all from rotate_iteration_delay d)', () => {
  it.each([
    [{}, { wordPause: 2500, letterStep: 50, typeLetterStep: 150, selection: 500, typeNextWord: 1300, reveal: 600, revealHold: 1500 }],
    [{ rotate_iteration_delay: 2500 }, { wordPause: 2500, letterStep: 50, typeLetterStep: 150, selection: 500, typeNextWord: 1300, reveal: 600, revealHold: 1500 }],
    [{ rotate_iteration_delay: 5000 }, { wordPause: 5000, letterStep: 100, typeLetterStep: 300, selection: 1000, typeNextWord: 1800, reveal: 1200, revealHold: 3000 }],
    [{ rotate_iteration_delay: '1000' }, { wordPause: 1000, letterStep: 20, typeLetterStep: 60, selection: 200, typeNextWord: 1000, reveal: 240, revealHold: 600 }],
    [{ rotate_iteration_delay: 0 }, { wordPause: 2500, letterStep: 50, selection: 500 }],
    [{ rotate_iteration_delay: -10 }, { wordPause: 2500 }],
    [{ rotate_iteration_delay: 'pronto' }, { wordPause: 2500 }],
  ])('%j → %j', (settings, expected) => expect(headlineTimings(settings)).toMatchObject(expected));

  it.each([
    [{}, 1200, 8000],
    [{ highlight_animation_duration: 600, highlight_iteration_delay: 3000 }, 600, 3000],
    [{ highlight_animation_duration: { unit: 'px', size: 900 } }, 900, 8000],
    [{ highlight_animation_duration: 0, highlight_iteration_delay: '' }, 1200, 8000],
  ])('highlight %j → %i ms drawn, %i ms between', (settings, duration, delay) => {
    expect(headlineTimings(settings)).toMatchObject({ highlightDuration: duration, highlightDelay: delay });
  });
});

describe('highlightLoop', () => {
  it.each([
    [{}, 1200 + 6400, 1200 + 8000],
    [{ highlight_animation_duration: 1000, highlight_iteration_delay: 5000 }, 5000, 6000],
  ])('%j: hidden at duration + 0.8·delay (%i), drawn again at duration + delay (%i)', (settings, hideAfter, restartAfter) => {
    expect(highlightLoop(headlineTimings(settings))).toEqual({ hideAfter, restartAfter });
  });
});

describe('rotationKind', () => {
  it.each([
    ['typing', true, 'typing'],
    ['swirl', true, 'letters'],
    ['blinds', true, 'letters'],
    ['wave', true, 'letters'],
    ['clip', false, 'clip'],
    ['flip', false, 'plain'],
    ['drop-in', false, 'plain'],
    ['slide', false, 'plain'],
    ['slide-down', false, 'plain'],
    ['a-new-type', false, 'plain'],
  ] as const)('%s (letters class: %s) → %s', (type, letters, kind) => expect(rotationKind(type, letters)).toBe(kind));
});

describe('the rotation, step by step', () => {
  it('typing, looping: selected, cleared, typed letter by letter, then the next word', () => {
    expect(timeline(model('typing', [3, 2, 2]), 9000)).toEqual([
      '2500 select on',
      '3000 select off',
      '3000 deactivate 0',
      '3000 letters-out 0',
      '3800 letter-in 1:0',
      '3800 activate 1',
      '3950 letter-in 1:1',
      // The last letter is in: the word stays one pause, then it goes.
      '6450 select on',
      '6950 select off',
      '6950 deactivate 1',
      '6950 letters-out 1',
      '7750 letter-in 2:0',
      '7750 activate 2',
      '7900 letter-in 2:1',
    ]);
    // Past the last word it comes back to the first.
    expect(timeline(model('typing', [3, 2, 2]), 12_000).slice(-8)).toEqual([
      '10400 select on',
      '10900 select off',
      '10900 deactivate 2',
      '10900 letters-out 2',
      '11700 letter-in 0:0',
      '11700 activate 0',
      '11850 letter-in 0:1',
      '12000 letter-in 0:2',
    ]);
  });

  it('typing without loop stops on the last word', () => {
    const lines = timeline(model('typing', [3, 2], false), 60_000);
    expect(lines.at(-1)).toBe('3950 letter-in 1:1');
  });

  it('typing follows the delay: d = 1000 types every 60 ms and waits 1000 ms', () => {
    expect(timeline(model('typing', [2, 2], true, 1000), 2500)).toEqual([
      '1000 select on',
      '1200 select off',
      '1200 deactivate 0',
      '1200 letters-out 0',
      '2000 letter-in 1:0',
      '2000 activate 1',
      '2060 letter-in 1:1',
    ]);
  });

  it('letters (swirl, blinds, wave): out and in side by side; the longer chain ends the turn', () => {
    // 3 letters out, 5 in: the incoming word ends the turn.
    expect(timeline(model('letters', [3, 5]), 5200)).toEqual([
      '2500 letter-out 0:0',
      '2500 letter-in 1:0',
      '2500 fit 1',
      '2550 letter-out 0:1',
      '2550 letter-in 1:1',
      '2600 letter-out 0:2',
      '2600 letter-in 1:2',
      '2650 letter-in 1:3',
      '2700 letter-in 1:4',
      '5200 letter-out 1:0',
      '5200 letter-in 0:0',
      '5200 fit 0',
    ]);
    // 5 out, 3 in: the outgoing word's chain ends it (2500 + 4·50, then one pause).
    expect(timeline(model('letters', [5, 3, 1]), 5200).at(-3)).toBe('5200 letter-out 1:0');
  });

  it('letters of equal count: exactly one chain goes on', () => {
    const lines = timeline(model('letters', [2, 2], false), 60_000);
    expect(lines.filter((line) => line.startsWith('2550'))).toEqual(['2550 letter-out 0:1', '2550 letter-in 1:1']);
    // Without loop, word 1 is the last: nothing more.
    expect(lines.at(-1)).toBe('2550 letter-in 1:1');
  });

  it('clip: closes, switches and opens, holds, closes again', () => {
    expect(timeline(model('clip', [4, 4, 4]), 7400)).toEqual([
      '2500 clip-close',
      '3100 deactivate 0',
      '3100 activate 1',
      '3100 clip-open 1',
      '5200 clip-close',
      '5800 deactivate 1',
      '5800 activate 2',
      '5800 clip-open 2',
    ]);
  });

  it('plain types (flip, slide, drop-in, slide-down): a class switch every pause; no loop stops on the last word', () => {
    expect(timeline(model('plain', [1, 1, 1]), 7500)).toEqual([
      '2500 deactivate 0',
      '2500 activate 1',
      '2500 fit 1',
      '5000 deactivate 1',
      '5000 activate 2',
      '5000 fit 2',
      '7500 deactivate 2',
      '7500 activate 0',
      '7500 fit 0',
    ]);
    expect(timeline(model('plain', [1, 1, 1], false), 60_000)).toHaveLength(6);
  });

  it('a word without letters ends its chain at once instead of ticking forever', () => {
    expect(advance({ step: 'show-letter', word: 1, letter: 0, hold: false, every: 50 }, model('letters', [2, 0]))).toEqual({
      ops: [],
      next: [{ after: 2500, step: { step: 'hide', word: 1 } }],
    });
  });
});

describe('accessibleSentence', () => {
  it.each([
    ['This page is', ['Better', 'Bigger', 'Faster'], '', 'This page is Better, Bigger, Faster'],
    ['  What\n to ', ['Expect'], 'from us', 'What to Expect from us'],
    ['', ['Más\u00a0rápido', ''], '', 'Más rápido'],
  ])('%j %j %j → %j', (before, words, after, sentence) => expect(accessibleSentence(before, words, after)).toBe(sentence));
});

describe('marker paths', () => {
  it('has one or more strokes for every marker Pro offers, inside the 500 × 150 box', () => {
    for (const marker of MARKERS) {
      expect(MARKER_PATHS[marker].length).toBeGreaterThan(0);
      for (const d of MARKER_PATHS[marker]) expect(d).toMatch(/^M[\d.,\s-]+[CQTL]/);
    }
  });
});
