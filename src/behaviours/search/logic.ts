/**
 * The live search's rules (elementor-widgets.md §6.2), no DOM: when a term is worth asking for,
 * the debounce between keystrokes and the request, which answer is still wanted, where the arrow
 * keys move in the results, and which page a results link asks for.
 */
import { isOn, textSetting, toNumber, type Settings } from '../../page-builder/settings';

/** The plugin's own debounce (search.js `debounce(callback, 300)`): trailing only, not Elementor's leading + trailing one. */
export const SEARCH_DEBOUNCE_MS = 300;
/** `minimum_search_characters`' default; the plugin also falls back to it for 0 (`|| 3`). */
export const DEFAULT_MINIMUM_CHARACTERS = 3;

export interface LiveSettings {
  /** `live_results` on and a loop template chosen: without both the plugin never asks the server. */
  live: boolean;
  minimum: number;
}

export function liveSettings(settings: Settings): LiveSettings {
  const template = textSetting(settings.template_id).trim();
  return {
    live: isOn(settings.live_results) && template !== '' && template !== '0',
    minimum: minimumCharacters(settings.minimum_search_characters),
  };
}

/** The setting as a whole number of at least 1; missing, zero, negative or not a number is the default. */
export function minimumCharacters(value: unknown): number {
  const number = toNumber(value, DEFAULT_MINIMUM_CHARACTERS);
  return number > 0 ? Math.ceil(number) : DEFAULT_MINIMUM_CHARACTERS;
}

/**
 * What the field asks for: its text without the spaces around it (the server's search splits on
 * spaces, so "mesa " finds what "mesa" finds, and a field of spaces is empty).
 */
export function searchTerm(value: string): string {
  return value.trim();
}

export type Step = 'clear' | 'short' | 'search';

/** An empty field clears the results, a term under the minimum only clears them, a long enough one is searched. */
export function nextStep(term: string, minimum: number): Step {
  if (term === '') return 'clear';
  // Characters, not UTF-16 units: "ñu" is two, and so is an emoji and a letter.
  return [...term].length < minimum ? 'short' : 'search';
}

export type Schedule = (run: () => void, ms: number) => () => void;

export interface Debounce {
  /** Runs `run` once `wait` ms have passed without another call; each call replaces the last one's. */
  call(run: () => void): void;
  cancel(): void;
  pending(): boolean;
}

/** A trailing debounce over a scheduler (the widget's scope timers; a fake clock in tests). */
export function createDebounce(wait: number, schedule: Schedule): Debounce {
  let cancelTimer: (() => void) | null = null;
  return {
    call(run) {
      cancelTimer?.();
      cancelTimer = schedule(() => {
        cancelTimer = null;
        run();
      }, wait);
    },
    cancel() {
      cancelTimer?.();
      cancelTimer = null;
    },
    pending: () => cancelTimer !== null,
  };
}

export interface Ticket {
  readonly seq: number;
  readonly term: string;
  readonly page: number;
}

/** The requests sent, in order: only the latest one's answer may land (the plugin lets the last to arrive win). */
export interface Ledger {
  begin(term: string, page: number): Ticket;
  /** The request in flight, if any. */
  pending(): Ticket | null;
  /** Its answer came (or it was aborted): nothing is in flight any more. */
  end(ticket: Ticket): void;
  /** No answer in flight is wanted any more. */
  cancel(): void;
  /** Whether `ticket`'s answer is still wanted, with the field now holding `term`. */
  wanted(ticket: Ticket, term: string): boolean;
}

export function createLedger(): Ledger {
  let sent = 0;
  let current: Ticket | null = null;
  return {
    begin(term, page) {
      current = { seq: ++sent, term, page };
      return current;
    },
    pending: () => current,
    end(ticket) {
      if (current?.seq === ticket.seq) current = null;
    },
    cancel() {
      current = null;
    },
    wanted: (ticket, term) => isWanted(ticket, current?.seq ?? null, term),
  };
}

/** An answer is wanted when its request is the one in flight and the field still asks for its term. */
export function isWanted(ticket: Ticket, inFlight: number | null, term: string): boolean {
  return ticket.seq === inFlight && ticket.term === term;
}

export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

/**
 * The active result after a key, -1 being the field itself. As the plugin's keyboard handler does,
 * the arrows go round through the field: Down from the last result comes back to the field and Up
 * from the field goes to the last. Home and End go to the first and the last result.
 */
export function moveActive(current: number, count: number, key: NavigationKey): number {
  if (count <= 0) return -1;
  const from = current >= 0 && current < count ? current : -1;
  switch (key) {
    case 'ArrowDown':
      return from + 1 >= count ? -1 : from + 1;
    case 'ArrowUp':
      return from === -1 ? count - 1 : from - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/**
 * The page a results link asks for. The widget's links carry `e-search-page` (search.php
 * `get_paginate_args_for_rest_request`); where the referring page is no post the server prints
 * WordPress's own format instead, which the plugin reads as page 1: here `paged` or `/page/N/`
 * are read too. Anything unreadable is page 1.
 */
export function pageFromHref(href: string, base: string): number {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return 1;
  }
  const candidates = [url.searchParams.get('e-search-page'), url.searchParams.get('paged'), /\/page\/(\d+)\/?$/.exec(url.pathname)?.[1] ?? null];
  for (const candidate of candidates) {
    if (candidate === null || !/^\d+$/.test(candidate.trim())) continue;
    const page = Number.parseInt(candidate, 10);
    if (page >= 1) return page;
  }
  return 1;
}

/** Whitespace as a screen reader would read it: runs collapsed to one space, none at the ends. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
