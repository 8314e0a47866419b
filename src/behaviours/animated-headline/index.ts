/**
 * Elementor Pro's animated headline (elementor-widgets.md §3.1), started when the headline comes
 * into view (100 px above the bottom edge), then no longer watched.
 *
 * Rotate: the words rotate as Pro sequences them (logic.ts), each type's motion left to Pro's
 * stylesheet. Highlight: a marker drawn over the highlighted words, again after each delay with
 * loop. Under reduced motion the highlight is drawn once and the rotation shows its first word.
 *
 * Decisions:
 * - Screen readers hear the headline once, whole: a visually hidden sentence with every rotating
 *   word, the animated parts hidden from them (the letters split into spans and the words that
 *   come and go would otherwise be read in pieces, or only the word showing then). Not a live
 *   region: a heading that speaks every few seconds would interrupt whatever the shopper reads.
 * - No layout shift from the rotation: where Pro sets the wrapper's width to each next word's (and
 *   the stylesheet eases it over 0.5 s, moving everything after it each turn), the wrapper is
 *   set once, at the first turn, to the widest word, measured in one read when the rotation
 *   starts. Clip and typing keep Pro's changing width: it is their effect (the wrapper opening,
 *   the caret following the typed letters). Clip starts from the word's own width, not 10 px
 *   more as Pro's does, so nothing moves when the headline comes into view.
 * - Pro meant to remove `e-animated` when it hides the marker and never does (a misspelled class
 *   key). Here it is removed then, so the class says whether the marker is drawn, and each loop
 *   adds it afresh: the drawing replays even under a stylesheet that animates on `e-animated`
 *   alone (Pro's own restarts either way, since its hiding animation replaces the drawing one).
 */
import { prefersReducedMotion } from '../../core/motion';
import { createRestorer } from '../../core/restore';
import type { WidgetContext } from '../../core/types';
import { readSettings, textSetting } from '../../page-builder/settings';
import {
  MARKER_PATHS,
  MARKERS,
  accessibleSentence,
  advance,
  firstStep,
  headlineTimings,
  highlightLoop,
  isLoop,
  rotationKind,
  type HeadlineTimings,
  type Marker,
  type Op,
  type RotationModel,
  type Step,
} from './logic';

const ACTIVE = 'elementor-headline-text-active';
const INACTIVE = 'elementor-headline-text-inactive';
const LETTER = 'elementor-headline-dynamic-letter';
const LETTER_IN = 'elementor-headline-animation-in';
const SELECTED = 'elementor-headline-typing-selected';
const LETTERS = 'elementor-headline-letters';
const DRAWN = 'e-animated';
const HIDDEN_MARKER = 'e-hide-highlight';
const SVG = 'http://www.w3.org/2000/svg';
/** Start when the headline is 100 px inside the viewport's bottom edge, as Pro's scroll observer. */
const START_MARGIN = '0px 0px -100px 0px';
/** jQuery's "swing" easing, which Pro's clip animation uses. */
const SWING = 'cubic-bezier(0.37, 0, 0.63, 1)';

export function start(widget: HTMLElement, ctx: WidgetContext): void {
  const settings = readSettings(widget);
  if (!settings.ok) return ctx.report(settings.reason);
  const style = textSetting(settings.value.headline_style, 'highlight');
  if (style !== 'highlight' && style !== 'rotate') return ctx.report('data-settings.headline_style must be "highlight" or "rotate"');
  const marker = textSetting(settings.value.marker, 'circle');
  if (style === 'highlight' && !(MARKERS as readonly string[]).includes(marker)) {
    return ctx.report(`data-settings.marker must be one of ${MARKERS.join(', ')}`);
  }
  const headline = widget.querySelector<HTMLElement>('.elementor-headline');
  const wrapper = headline?.querySelector<HTMLElement>('.elementor-headline-dynamic-wrapper');
  if (!headline || !wrapper) return ctx.report('the .elementor-headline-dynamic-wrapper element is missing');
  const words = [...wrapper.children].filter((child): child is HTMLElement => child.classList.contains('elementor-headline-dynamic-text'));
  if (words.length === 0) return ctx.report('the headline has no .elementor-headline-dynamic-text word');

  const { scope } = ctx;
  const timings = headlineTimings(settings.value);
  const loop = isLoop(settings.value);
  const begin = () => {
    const restorer = createRestorer();
    restorer.children(headline);
    restorer.classes(headline, DRAWN, HIDDEN_MARKER);
    scope.add(() => restorer.restore());
    if (style === 'highlight') highlight(headline, wrapper, marker as Marker, timings, loop, ctx);
    else rotate(headline, wrapper, words, textSetting(settings.value.animation_type, 'typing'), timings, loop, ctx);
  };

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting) || scope.disposed) return;
      observer.disconnect();
      begin();
    },
    { rootMargin: START_MARGIN },
  );
  observer.observe(headline);
  scope.add(() => observer.disconnect());
}

function highlight(headline: HTMLElement, wrapper: HTMLElement, marker: Marker, timings: HeadlineTimings, loop: boolean, ctx: WidgetContext): void {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 500 150');
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  for (const d of MARKER_PATHS[marker]) {
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', d);
    svg.append(path);
  }
  wrapper.append(svg);
  if (prefersReducedMotion()) {
    headline.classList.add(DRAWN);
    return;
  }
  const { hideAfter, restartAfter } = highlightLoop(timings);
  const draw = () => {
    headline.classList.remove(HIDDEN_MARKER);
    headline.classList.add(DRAWN);
    if (!loop) return;
    ctx.scope.timeout(() => {
      headline.classList.remove(DRAWN);
      headline.classList.add(HIDDEN_MARKER);
    }, hideAfter);
    ctx.scope.timeout(draw, restartAfter);
  };
  draw();
}

function rotate(
  headline: HTMLElement,
  wrapper: HTMLElement,
  words: HTMLElement[],
  animationType: string,
  timings: HeadlineTimings,
  loop: boolean,
  ctx: WidgetContext,
): void {
  hideAnimationFromAssistiveTech(headline, wrapper, words);
  const lettersClass = headline.classList.contains(LETTERS);
  const kind = rotationKind(animationType, lettersClass);
  const active = words.find((word) => word.classList.contains(ACTIVE)) ?? words[0]!;

  if (prefersReducedMotion()) {
    // The letter effects' stylesheet keeps words transparent until their letters come in.
    if (lettersClass && kind !== 'typing') active.style.opacity = '1';
    return;
  }

  const letters = lettersClass ? words.map((word) => splitLetters(word)) : words.map(() => []);
  // One read for the whole rotation, before anything is written that would need layout again.
  const widths = kind === 'plain' || kind === 'letters' ? words.map((word) => word.offsetWidth) : [];
  if (kind === 'clip') {
    wrapper.style.width = `${wrapper.offsetWidth}px`;
    wrapper.style.transition = `width ${timings.reveal}ms ${SWING}`;
  }
  let fitted = false;
  const apply = (op: Op) => {
    switch (op.op) {
      case 'letter-in':
        letters[op.word]![op.letter]?.classList.add(LETTER_IN);
        break;
      case 'letter-out':
        letters[op.word]![op.letter]?.classList.remove(LETTER_IN);
        break;
      case 'letters-out':
        for (const letter of letters[op.word]!) letter.classList.remove(LETTER_IN);
        break;
      case 'activate':
        words[op.word]!.classList.remove(INACTIVE);
        words[op.word]!.classList.add(ACTIVE);
        break;
      case 'deactivate':
        words[op.word]!.classList.remove(ACTIVE);
        words[op.word]!.classList.add(INACTIVE);
        break;
      case 'select':
        wrapper.classList.toggle(SELECTED, op.on);
        break;
      case 'fit':
        if (!fitted) wrapper.style.width = `${Math.max(...widths)}px`;
        fitted = true;
        break;
      case 'clip-close':
        wrapper.style.width = '2px';
        break;
      case 'clip-open':
        // The word was hidden until now: its width is read as it opens, as Pro reads it.
        wrapper.style.width = `${words[op.word]!.offsetWidth + 10}px`;
        break;
    }
  };
  const model: RotationModel = { kind, letterCounts: letters.map((list) => list.length), loop, timings };
  const run = (step: Step) => {
    const outcome = advance(step, model);
    outcome.ops.forEach(apply);
    for (const next of outcome.next) ctx.scope.timeout(() => run(next.step), next.after);
  };
  const first = firstStep(model);
  ctx.scope.timeout(() => run(first.step), first.after);
}

/** Each letter in a span of its own, the active word's shown; code points, so an emoji stays whole. */
function splitLetters(word: HTMLElement): HTMLElement[] {
  const shown = word.classList.contains(ACTIVE);
  const letters = Array.from(word.textContent ?? '', (character) => {
    const letter = document.createElement('span');
    letter.className = shown ? `${LETTER} ${LETTER_IN}` : LETTER;
    letter.textContent = character;
    return letter;
  });
  word.replaceChildren(...letters);
  word.style.opacity = '1';
  return letters;
}

function hideAnimationFromAssistiveTech(headline: HTMLElement, wrapper: HTMLElement, words: HTMLElement[]): void {
  const before: string[] = [];
  const after: string[] = [];
  let seen = false;
  for (const child of headline.children) {
    if (child === wrapper) seen = true;
    else (seen ? after : before).push(child.textContent ?? '');
    child.setAttribute('aria-hidden', 'true');
  }
  const sentence = document.createElement('span');
  sentence.className = 'elementor-screen-only';
  sentence.textContent = accessibleSentence(before.join(' '), words.map((word) => word.textContent ?? ''), after.join(' '));
  headline.append(sentence);
}
