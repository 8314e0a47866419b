import { describe, expect, it } from 'vitest';
import { collapseSpaces, createDebounce, createLedger, isWanted, liveSettings, minimumCharacters, moveActive, nextStep, pageFromHref, searchTerm, SEARCH_DEBOUNCE_MS, type NavigationKey, type Schedule } from './logic';

/** A clock the test moves: the debounce's timers, without a DOM. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const schedule: Schedule = (run, ms) => {
    const id = next++;
    timers.set(id, { at: now + ms, run });
    return () => timers.delete(id);
  };
  const advance = (to: number) => {
    for (;;) {
      const due = [...timers.entries()].filter(([, timer]) => timer.at <= to).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      now = due[1].at;
      timers.delete(due[0]);
      due[1].run();
    }
    now = to;
  };
  return { schedule, advance, now: () => now };
}

describe('liveSettings', () => {
  it.each([
    [{ live_results: 'yes', template_id: '1234' }, true, 3],
    [{ live_results: 'yes', template_id: 1234, minimum_search_characters: 5 }, true, 5],
    [{ live_results: 'yes', template_id: '1234', minimum_search_characters: '2' }, true, 2],
    [{ live_results: 'yes' }, false, 3],
    [{ live_results: 'yes', template_id: '' }, false, 3],
    [{ live_results: 'yes', template_id: '0' }, false, 3],
    [{ template_id: '1234' }, false, 3],
    [{ live_results: 'no', template_id: '1234' }, false, 3],
    [{}, false, 3],
  ])('%j → live %s, minimum %i', (settings, live, minimum) => {
    expect(liveSettings(settings)).toEqual({ live, minimum });
  });
});

describe('minimumCharacters', () => {
  it.each([
    [undefined, 3],
    [3, 3],
    [1, 1],
    ['4', 4],
    [2.5, 3],
    [0, 3],
    [-2, 3],
    ['', 3],
    ['tres', 3],
    [null, 3],
  ])('%j → %i', (value, expected) => {
    expect(minimumCharacters(value)).toBe(expected);
  });
});

describe('searchTerm and nextStep', () => {
  it.each([
    ['', 3, 'clear'],
    ['   ', 3, 'clear'],
    ['ca', 3, 'short'],
    [' ca ', 3, 'short'],
    ['cam', 3, 'search'],
    ['ñu', 3, 'short'],
    ['ñu', 2, 'search'],
    ['a😀', 3, 'short'],
    ['a b', 3, 'search'],
    ['c', 1, 'search'],
  ] as const)('%j with a minimum of %i → %s', (value, minimum, step) => {
    expect(nextStep(searchTerm(value), minimum)).toBe(step);
  });

  it('the term is the field without the spaces around it', () => {
    expect(searchTerm('  mesa de  roble ')).toBe('mesa de  roble');
  });
});

describe('createDebounce (trailing, as the plugin’s 300 ms)', () => {
  it.each([
    ['one keystroke runs once, 300 ms later', [0], [300]],
    ['keystrokes closer than 300 ms run once, after the last', [0, 100, 250, 400], [700]],
    ['a pause of 300 ms runs in between', [0, 300, 350], [300, 650]],
    ['a pause of 299 ms does not', [0, 299], [599]],
  ])('%s', (_name, keystrokes, runs) => {
    const clock = fakeClock();
    const debounce = createDebounce(SEARCH_DEBOUNCE_MS, clock.schedule);
    const ran: number[] = [];
    for (const at of keystrokes) {
      clock.advance(at);
      debounce.call(() => ran.push(clock.now()));
    }
    clock.advance(10_000);
    expect(ran).toEqual(runs);
  });

  it('cancel drops the pending run; pending says whether one waits', () => {
    const clock = fakeClock();
    const debounce = createDebounce(300, clock.schedule);
    let ran = 0;
    debounce.call(() => ran++);
    expect(debounce.pending()).toBe(true);
    debounce.cancel();
    expect(debounce.pending()).toBe(false);
    clock.advance(1000);
    expect(ran).toBe(0);
    debounce.call(() => ran++);
    clock.advance(2000);
    expect(ran).toBe(1);
    expect(debounce.pending()).toBe(false);
  });
});

describe('staleness', () => {
  const ticket = { seq: 2, term: 'cami', page: 1 };
  it.each([
    ['the request in flight, the field unchanged', 2, 'cami', true],
    ['a newer request was sent', 3, 'cami', false],
    ['nothing is in flight any more (aborted, cancelled)', null, 'cami', false],
    ['the field holds another term', 2, 'camis', false],
    ['an older request’s answer', 1, 'cami', false],
  ] as const)('%s → %s', (_name, inFlight, term, wanted) => {
    expect(isWanted(ticket, inFlight, term)).toBe(wanted);
  });

  it('the ledger: only the latest request is wanted, and none once cancelled or ended', () => {
    const ledger = createLedger();
    const first = ledger.begin('cam', 1);
    const second = ledger.begin('cami', 1);
    expect(ledger.wanted(first, 'cam')).toBe(false);
    expect(ledger.wanted(second, 'cami')).toBe(true);
    expect(ledger.pending()).toEqual(second);
    ledger.end(first);
    expect(ledger.pending()).toEqual(second);
    ledger.end(second);
    expect(ledger.pending()).toBeNull();
    expect(ledger.wanted(second, 'cami')).toBe(false);
    const third = ledger.begin('camisa', 2);
    ledger.cancel();
    expect(ledger.wanted(third, 'camisa')).toBe(false);
    expect(third.seq).toBeGreaterThan(second.seq);
  });
});

describe('moveActive (-1 is the field)', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', -1],
    [-1, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [0, 3, 'ArrowUp', -1],
    [1, 3, 'Home', 0],
    [-1, 3, 'Home', 0],
    [0, 3, 'End', 2],
    [5, 3, 'ArrowDown', 0],
    [0, 1, 'ArrowDown', -1],
    [-1, 0, 'ArrowDown', -1],
    [-1, 0, 'End', -1],
  ] as const)('from %i of %i, %s → %i', (current, count, key, expected) => {
    expect(moveActive(current, count, key as NavigationKey)).toBe(expected);
  });
});

describe('pageFromHref', () => {
  const base = 'https://tienda.example/contacto/';
  it.each([
    ['https://tienda.example/contacto/?e-search-page=2', 2],
    ['https://tienda.example/contacto/?lang=es&e-search-page=3', 3],
    ['/contacto/?e-search-page=4', 4],
    ['https://tienda.example/contacto/', 1],
    ['https://tienda.example/page/3/', 3],
    ['https://tienda.example/?paged=5', 5],
    ['https://tienda.example/contacto/?e-search-page=0', 1],
    ['https://tienda.example/contacto/?e-search-page=dos', 1],
    ['https://tienda.example/contacto/?e-search-page=-2', 1],
    ['http://[::1', 1],
    ['', 1],
  ])('%s → page %i', (href, page) => {
    expect(pageFromHref(href, base)).toBe(page);
  });
});

describe('collapseSpaces', () => {
  it.each([
    ['\n  Camiseta   roja\n\t19,90 €  ', 'Camiseta roja 19,90 €'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, output) => {
    expect(collapseSpaces(input)).toBe(output);
  });
});
