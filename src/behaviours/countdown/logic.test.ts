import { describe, expect, it } from 'vitest';
import { evergreenDueDate, evergreenKeys, padPart, parseExpireActions, redirectTarget, remaining, timerLabel } from './logic';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('remaining (the parts of the time left)', () => {
  it.each([
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [999, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [S, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [59 * S + 999, { days: 0, hours: 0, minutes: 0, seconds: 59 }],
    [M, { days: 0, hours: 0, minutes: 1, seconds: 0 }],
    [H - S, { days: 0, hours: 0, minutes: 59, seconds: 59 }],
    [D - S, { days: 0, hours: 23, minutes: 59, seconds: 59 }],
    [D, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [2 * D + 3 * H + 4 * M + 5 * S, { days: 2, hours: 3, minutes: 4, seconds: 5 }],
    [123 * D + 7 * H, { days: 123, hours: 7, minutes: 0, seconds: 0 }],
    // Past the due date: every part is 0, never a negative count.
    [-1, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-500, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [-3 * D - 5 * H, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
  ])('%i ms left → %j', (left, parts) => {
    const now = 1_700_000_000_000;
    expect(remaining(now + left, now)).toEqual({ total: left, parts });
  });
});

describe('padPart', () => {
  it.each([
    [0, '00'],
    [5, '05'],
    [10, '10'],
    [59, '59'],
    [99, '99'],
    [123, '123'],
  ])('%i → %s', (value, text) => expect(padPart(value)).toBe(text));
});

describe('time zones: data-date is an absolute instant', () => {
  // 2026-01-01T00:00:00Z as Pro prints it, and a fixed "now" 1 d 2 h 3 min 4 s earlier.
  const due = 1_767_225_600 * 1000;
  const now = due - (D + 2 * H + 3 * M + 4 * S);
  it.each([
    ['UTC', 0],
    ['Europe/Madrid', -60],
    ['America/Los_Angeles', 480],
    ['Asia/Kolkata', -330],
    ['Pacific/Chatham', -825],
  ])('the parts in %s (offset %i min) are the same: no local calendar is involved', (zone, offset) => {
      const before = process.env.TZ;
      process.env.TZ = zone;
      try {
        // The zone is in effect (the wall clock differs), and the parts do not change with it.
        expect(new Date(now).getTimezoneOffset()).toBe(offset);
        expect(remaining(due, now).parts).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
      } finally {
        process.env.TZ = before;
      }
  });

  it('an evergreen interval is added in milliseconds, so a daylight-saving change does not move it', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Europe/Madrid';
    try {
      // 2026-03-29 00:30 in Madrid, the night the clocks go forward: the due date is 24 real hours later.
      const start = Date.UTC(2026, 2, 28, 23, 30);
      const { dueMs } = evergreenDueDate({ dueDate: null, interval: null }, 86_400, start);
      expect(dueMs - start).toBe(D);
      expect(remaining(dueMs, start).parts).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    } finally {
      process.env.TZ = before;
    }
  });
});

describe('evergreen storage (localStorage `{id}-evergreen_due_date` in ms, `{id}-evergreen_interval` in s)', () => {
  const now = 1_800_000_000_000;
  it('names the keys after the widget id', () => {
    expect(evergreenKeys('c0de123')).toEqual({ dueDate: 'c0de123-evergreen_due_date', interval: 'c0de123-evergreen_interval' });
  });

  it.each([
    ['first visit: starts now + interval and stores both', { dueDate: null, interval: null }, 3600, now + H, { dueDate: String(now + H), interval: '3600' }],
    ['returning visit, same interval: keeps the stored due date', { dueDate: String(now + 5 * M), interval: '3600' }, 3600, now + 5 * M, null],
    ['interval changed by the site owner: starts over', { dueDate: String(now + 5 * M), interval: '7200' }, 3600, now + H, { dueDate: String(now + H), interval: '3600' }],
    ['expired, same interval: stays expired (no fresh offer on every visit)', { dueDate: String(now - D), interval: '3600' }, 3600, now - D, null],
    ['a due date without its interval (the original shows NaN): starts over', { dueDate: String(now + M), interval: null }, 3600, now + H, { dueDate: String(now + H), interval: '3600' }],
    ['an interval without its due date: starts over', { dueDate: null, interval: '3600' }, 3600, now + H, { dueDate: String(now + H), interval: '3600' }],
    ['a due date that is not a number: starts over', { dueDate: 'mañana', interval: '3600' }, 3600, now + H, { dueDate: String(now + H), interval: '3600' }],
  ] as const)('%s', (_name, stored, interval, dueMs, store) => {
    expect(evergreenDueDate(stored, interval, now)).toEqual({ dueMs, store });
  });
});

describe('parseExpireActions (data-expire-actions)', () => {
  it.each([
    [null, []],
    ['', []],
    ['[]', []],
    ['[{"type":"hide"}]', [{ type: 'hide' }]],
    ['[{"type":"message"},{"type":"redirect","redirect_url":"https://example.com/gracias"}]', [{ type: 'message' }, { type: 'redirect', url: 'https://example.com/gracias' }]],
    ['[{"type":"redirect"}]', [{ type: 'redirect', url: null }]],
    ['[{"type":"confetti"},"hide",{"type":"hide"}]', [{ type: 'hide' }]],
  ])('%j → %j', (text, actions) => expect(parseExpireActions(text)).toEqual({ ok: true, value: actions }));

  it.each([
    ['[{type:message}', 'its data-expire-actions attribute is not JSON'],
    ['{"type":"hide"}', 'its data-expire-actions attribute is not a JSON list of actions'],
  ])('%j is refused: %s', (text, reason) => expect(parseExpireActions(text)).toEqual({ ok: false, reason }));
});

describe('redirectTarget', () => {
  const base = 'https://tienda.example/ofertas/';
  it.each([
    ['https://tienda.example/gracias', 'https://tienda.example/gracias'],
    ['http://socio.example/promo?x=1', 'http://socio.example/promo?x=1'],
    ['/gracias', 'https://tienda.example/gracias'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,hola', null],
    ['mailto:a@b.c', null],
    ['', null],
    [null, null],
  ])('%j → %j', (url, target) => expect(redirectTarget(url, base)).toBe(target));
});

describe('timerLabel (the timer’s name, to the minute)', () => {
  const unit = (part: string, value: number) => `${value} ${part}`;
  const parts = { days: 2, hours: 3, minutes: 4, seconds: 5 };
  it.each([
    [['days', 'hours', 'minutes', 'seconds'], '2 days, 3 hours, 4 minutes'],
    [['hours', 'minutes'], '3 hours, 4 minutes'],
    [['seconds'], ''],
  ] as const)('%j → %s', (shown, label) => expect(timerLabel(parts, shown, unit)).toBe(label));
});
