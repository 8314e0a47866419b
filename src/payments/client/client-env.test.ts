import { describe, expect, it } from 'vitest';
import { clientEnv, type ClientEnvSource } from './client-env';

const screen = { colorDepth: 30, height: 1117, width: 1728 };
const date = new Date('2026-03-01T12:00:00Z');
const offset = date.getTimezoneOffset();
const storageWith = (value: string | null): ClientEnvSource['localStorage'] => ({ getItem: (key) => (key === 'i18nextLng' ? value : null) });
const decoded = (source: ClientEnvSource) => atob(clientEnv(source, date));

describe('clientEnv', () => {
  it('is base64 of colorDepth|height|width|timezoneOffset|lang', () => {
    const value = clientEnv({ screen, localStorage: storageWith('es-ES') }, date);
    expect(value).toBe(btoa(`30|1117|1728|${offset}|es`));
  });

  it.each([
    ['a bare language', 'ca', 'ca'],
    ['a language with a region', 'pt-BR', 'pt'],
    ['nothing stored', null, ''],
    ['an empty value', '', ''],
    ['a value that is not a language (would shift the fields)', 'es|x', ''],
    ['text beyond Latin-1 (btoa would throw)', '日本語', ''],
  ])('lang from i18next’s key: %s', (_, stored, lang) => {
    expect(decoded({ screen, localStorage: storageWith(stored) })).toBe(`30|1117|1728|${offset}|${lang}`);
  });

  it('no storage at all: an empty lang', () => {
    expect(decoded({ screen })).toBe(`30|1117|1728|${offset}|`);
  });

  it('storage that throws on read: an empty lang, no throw', () => {
    const blocked = { screen, localStorage: { getItem: () => { throw new DOMException('denied', 'SecurityError'); } } };
    expect(decoded(blocked)).toBe(`30|1117|1728|${offset}|`);
  });

  it('storage whose very lookup throws (a sandboxed frame): an empty lang, no throw', () => {
    const source = { screen, get localStorage(): Storage { throw new DOMException('denied', 'SecurityError'); } };
    expect(decoded(source)).toBe(`30|1117|1728|${offset}|`);
  });

  it('no screen (not a window): empty screen fields', () => {
    expect(decoded({})).toBe(`|||${offset}|`);
  });
});
