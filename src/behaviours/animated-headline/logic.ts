/**
 * The animated headline's rules (elementor-widgets.md §3.1), without the DOM: the timings derived
 * from the settings, the rotation as a state machine (each step says what changes on the page and
 * which steps follow after which delay), and the highlight's loop.
 */
import { isOn, sliderSize, type Settings } from '../../page-builder/settings';

export interface HeadlineTimings {
  /** How long a word stays before it goes (rotate_iteration_delay). */
  readonly wordPause: number;
  /** Between two letters of the letter effects (swirl, blinds, wave). */
  readonly letterStep: number;
  /** Between two typed letters. */
  readonly typeLetterStep: number;
  /** How long a typed word stays selected before it is cleared. */
  readonly selection: number;
  /** From the selection to the next word's first letter. */
  readonly typeNextWord: number;
  /** Clip: the wrapper closing or opening. */
  readonly reveal: number;
  /** Clip: how long an opened word stays. */
  readonly revealHold: number;
  readonly highlightDuration: number;
  readonly highlightDelay: number;
}

/** A number setting, or the default when it is absent, zero, negative or not a number. */
const positive = (value: unknown, fallback: number) => {
  const number = sliderSize(value, fallback);
  return number > 0 ? number : fallback;
};

/**
 * Pro derives every rotation timing from rotate_iteration_delay d (default 2500): letters 0.02d,
 * typed letters 0.06d, selection 0.2d, next typed word selection + 800, clip 0.24d, clip hold 0.6d.
 * Each falls back to its own default when d is unset, as Pro's `d * k || default` does. A value
 * of zero or below is unset here: Pro would run its timers back to back without pause.
 */
export function headlineTimings(settings: Settings): HeadlineTimings {
  const d = positive(settings.rotate_iteration_delay, NaN);
  const derived = (factor: number, fallback: number) => (Number.isNaN(d) ? fallback : d * factor);
  const selection = derived(0.2, 500);
  return {
    wordPause: derived(1, 2500),
    letterStep: derived(0.02, 50),
    typeLetterStep: derived(0.06, 150),
    selection,
    typeNextWord: selection + 800,
    reveal: derived(0.24, 600),
    revealHold: derived(0.6, 1500),
    highlightDuration: positive(settings.highlight_animation_duration, 1200),
    highlightDelay: positive(settings.highlight_iteration_delay, 8000),
  };
}

export const ANIMATION_TYPES = ['typing', 'clip', 'flip', 'swirl', 'blinds', 'drop-in', 'wave', 'slide', 'slide-down'] as const;
export const MARKERS = ['circle', 'curly', 'underline', 'double', 'double_underline', 'underline_zigzag', 'diagonal', 'strikethrough', 'x'] as const;
export type Marker = (typeof MARKERS)[number];

/**
 * How a rotation changes words. Typing types letters in; `letters` (the headline's
 * `elementor-headline-letters` class: swirl, blinds, wave) turns the old word's letters out and the
 * new one's in, side by side; clip closes the wrapper and opens it on the next word; `plain`
 * (flip, drop-in, slide, slide-down, and any type Pro adds later) switches the words' classes
 * and leaves the motion to the stylesheet.
 */
export type RotationKind = 'typing' | 'letters' | 'clip' | 'plain';

export function rotationKind(animationType: string, lettersClass: boolean): RotationKind {
  if (animationType === 'typing') return 'typing';
  if (lettersClass) return 'letters';
  return animationType === 'clip' ? 'clip' : 'plain';
}

export interface RotationModel {
  readonly kind: RotationKind;
  /** Letters in each word, in the order of the markup. */
  readonly letterCounts: readonly number[];
  readonly loop: boolean;
  readonly timings: HeadlineTimings;
}

/** What changes on the page. Words and letters are indexes. */
export type Op =
  | { readonly op: 'letter-in'; readonly word: number; readonly letter: number }
  | { readonly op: 'letter-out'; readonly word: number; readonly letter: number }
  | { readonly op: 'letters-out'; readonly word: number }
  | { readonly op: 'activate'; readonly word: number }
  | { readonly op: 'deactivate'; readonly word: number }
  | { readonly op: 'select'; readonly on: boolean }
  /** The wrapper takes the room of this word (Pro sets its width to the word's). */
  | { readonly op: 'fit'; readonly word: number }
  | { readonly op: 'clip-close' }
  | { readonly op: 'clip-open'; readonly word: number };

export type Step =
  | { readonly step: 'hide'; readonly word: number }
  | { readonly step: 'unselect'; readonly word: number }
  | { readonly step: 'type'; readonly word: number }
  | { readonly step: 'reveal'; readonly from: number; readonly word: number }
  | { readonly step: 'show-letter'; readonly word: number; readonly letter: number; readonly hold: boolean; readonly every: number }
  | { readonly step: 'hide-letter'; readonly word: number; readonly letter: number; readonly hold: boolean; readonly every: number };

export interface Scheduled {
  readonly after: number;
  readonly step: Step;
}

export interface Outcome {
  readonly ops: readonly Op[];
  readonly next: readonly Scheduled[];
}

const NOTHING: Outcome = { ops: [], next: [] };
const join = (...outcomes: Outcome[]): Outcome => ({
  ops: outcomes.flatMap((outcome) => outcome.ops),
  next: outcomes.flatMap((outcome) => outcome.next),
});

/** The rotation begins with the first word hidden after one pause. */
export const firstStep = (model: RotationModel): Scheduled => ({ after: model.timings.wordPause, step: { step: 'hide', word: 0 } });

/**
 * One step of the rotation, as Pro sequences it. Without loop it stops when the last word would
 * go. Letters run in chains, one every `every` ms; where two chains run side by side (the letter
 * effects) `hold` says which one ends the turn: the old word's when it has at least as many
 * letters, otherwise the new word's.
 */
export function advance(step: Step, model: RotationModel): Outcome {
  const { timings, letterCounts } = model;
  const count = letterCounts.length;
  switch (step.step) {
    case 'hide': {
      if (!model.loop && step.word === count - 1) return NOTHING;
      const next = (step.word + 1) % count;
      if (model.kind === 'typing') {
        return {
          ops: [{ op: 'select', on: true }],
          next: [
            { after: timings.selection, step: { step: 'unselect', word: step.word } },
            { after: timings.typeNextWord, step: { step: 'type', word: next } },
          ],
        };
      }
      if (model.kind === 'letters') {
        const hold = letterCounts[step.word]! >= letterCounts[next]!;
        return join(
          advance({ step: 'hide-letter', word: step.word, letter: 0, hold, every: timings.letterStep }, model),
          advance({ step: 'show-letter', word: next, letter: 0, hold, every: timings.letterStep }, model),
          { ops: [{ op: 'fit', word: next }], next: [] },
        );
      }
      if (model.kind === 'clip') {
        return { ops: [{ op: 'clip-close' }], next: [{ after: timings.reveal, step: { step: 'reveal', from: step.word, word: next } }] };
      }
      return {
        ops: [{ op: 'deactivate', word: step.word }, { op: 'activate', word: next }, { op: 'fit', word: next }],
        next: [{ after: timings.wordPause, step: { step: 'hide', word: next } }],
      };
    }
    case 'unselect':
      return { ops: [{ op: 'select', on: false }, { op: 'deactivate', word: step.word }, { op: 'letters-out', word: step.word }], next: [] };
    case 'type':
      return join(advance({ step: 'show-letter', word: step.word, letter: 0, hold: false, every: timings.typeLetterStep }, model), {
        ops: [{ op: 'activate', word: step.word }],
        next: [],
      });
    case 'reveal':
      return {
        ops: [{ op: 'deactivate', word: step.from }, { op: 'activate', word: step.word }, { op: 'clip-open', word: step.word }],
        next: [{ after: timings.reveal + timings.revealHold, step: { step: 'hide', word: step.word } }],
      };
    case 'show-letter': {
      // A word without letters ends its chain at once (Pro's would tick on an empty set forever).
      const letters = letterCounts[step.word]!;
      const ops: Op[] = letters > 0 ? [{ op: 'letter-in', word: step.word, letter: step.letter }] : [];
      if (step.letter < letters - 1) return { ops, next: [{ after: step.every, step: { ...step, letter: step.letter + 1 } }] };
      return { ops, next: step.hold ? [] : [{ after: timings.wordPause, step: { step: 'hide', word: step.word } }] };
    }
    case 'hide-letter': {
      const letters = letterCounts[step.word]!;
      const ops: Op[] = letters > 0 ? [{ op: 'letter-out', word: step.word, letter: step.letter }] : [];
      if (step.letter < letters - 1) return { ops, next: [{ after: step.every, step: { ...step, letter: step.letter + 1 } }] };
      return {
        ops,
        next: step.hold ? [{ after: timings.wordPause, step: { step: 'hide', word: (step.word + 1) % count } }] : [],
      };
    }
  }
}

/** The highlight's loop: the marker drawn, hidden at duration + 0.8·delay, drawn again at duration + delay. */
export function highlightLoop(timings: HeadlineTimings): { readonly hideAfter: number; readonly restartAfter: number } {
  return {
    hideAfter: timings.highlightDuration + timings.highlightDelay * 0.8,
    restartAfter: timings.highlightDuration + timings.highlightDelay,
  };
}

export const isLoop = (settings: Settings): boolean => isOn(settings.loop);

/**
 * The headline as one sentence, for assistive technology: the plain text around the rotating
 * words, which are all named once, in order.
 */
export function accessibleSentence(before: string, words: readonly string[], after: string): string {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  return [clean(before), words.map(clean).filter(Boolean).join(', '), clean(after)].filter(Boolean).join(' ');
}

/**
 * The markers' strokes, drawn for this project in the 500 × 150 box Pro's stylesheet sizes (the
 * SVG stretched over the highlighted words, `preserveAspectRatio="none"`). Each stroke is shorter
 * than the stylesheet's 1500 dash, so the drawing animation completes it.
 */
export const MARKER_PATHS: Readonly<Record<Marker, readonly string[]>> = {
  circle: ['M340,12 C236,-2 104,6 46,30 C4,48 -2,94 42,116 C104,146 318,150 428,126 C494,110 510,72 470,42 C430,12 322,2 196,14'],
  curly: ['M4,140 Q26,122 48,140 T92,140 T136,140 T180,140 T224,140 T268,140 T312,140 T356,140 T400,140 T444,140 T488,140'],
  underline: ['M6,140 C128,124 300,116 494,134'],
  double: ['M10,20 C150,10 340,8 490,18', 'M10,140 C170,130 330,130 490,142'],
  double_underline: ['M8,124 C160,114 340,114 494,126', 'M30,144 C170,134 320,134 470,146'],
  underline_zigzag: ['M10,126 C180,116 330,116 490,126 C350,130 180,132 60,138 C200,138 340,140 420,146'],
  diagonal: ['M12,14 C170,42 330,88 488,138'],
  strikethrough: ['M4,78 C170,72 330,72 496,76'],
  x: ['M490,18 C330,44 170,92 10,140', 'M12,20 C170,46 330,94 488,142'],
};
