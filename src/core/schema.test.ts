import { describe, expect, it } from 'vitest';
import * as s from './schema';

const issuesOf = (result: s.Result<unknown>) => (result.ok ? [] : result.issues);

describe('schema kinds', () => {
  it('accepts its kind and names what it got otherwise', () => {
    expect(s.safeParse(s.string(), 'a')).toEqual({ ok: true, value: 'a' });
    expect(issuesOf(s.safeParse(s.string(), 3))).toEqual([{ path: [], message: 'expected string, got number' }]);
    expect(issuesOf(s.safeParse(s.number(), Number.NaN))[0]?.message).toBe('expected number, got number');
    expect(issuesOf(s.safeParse(s.boolean(), null))[0]?.message).toBe('expected boolean, got null');
    expect(s.safeParse(s.nullValue(), null).ok).toBe(true);
    expect(s.safeParse(s.unknown(), undefined).ok).toBe(true);
  });

  it('optional takes undefined; nullable takes null', () => {
    expect(s.safeParse(s.optional(s.string()), undefined)).toEqual({ ok: true, value: undefined });
    expect(s.safeParse(s.optional(s.string()), null).ok).toBe(false);
    expect(s.safeParse(s.nullable(s.string()), null)).toEqual({ ok: true, value: null });
  });

  it('refine adds its message to what passed the kind', () => {
    const url = s.refine(s.string(), (v) => v.includes('%%endpoint%%'), 'must contain %%endpoint%%');
    expect(s.safeParse(url, '/?wc-ajax=%%endpoint%%').ok).toBe(true);
    expect(issuesOf(s.safeParse(url, '/?wc-ajax='))).toEqual([{ path: [], message: 'must contain %%endpoint%%' }]);
    expect(issuesOf(s.safeParse(url, 1))[0]?.message).toBe('expected string, got number');
  });

  it('union: the first member that accepts; otherwise all the kinds it takes', () => {
    const scalar = s.union([s.string(), s.number()]);
    expect(s.safeParse(scalar, 2)).toEqual({ ok: true, value: 2 });
    expect(issuesOf(s.safeParse(scalar, true))).toEqual([{ path: [], message: 'expected string or number, got boolean' }]);
  });

  it('union: an object member that got past the kind reports its field', () => {
    const image = s.union([s.object({ src: s.string() }), s.array(s.unknown())]);
    expect(issuesOf(s.safeParse(image, { src: 1 }))).toEqual([{ path: ['src'], message: 'expected string, got number' }]);
  });
});

describe('objects, arrays and records', () => {
  const shape = { name: s.string(), size: s.optional(s.number()) };

  it('object keeps only its fields; looseObject keeps the others too', () => {
    expect(s.safeParse(s.object(shape), { name: 'a', extra: 1 })).toEqual({ ok: true, value: { name: 'a' } });
    expect(s.safeParse(s.looseObject(shape), { name: 'a', extra: 1 })).toEqual({ ok: true, value: { name: 'a', extra: 1 } });
  });

  it('an absent optional field stays absent; a missing required one is an issue at its path', () => {
    const parsed = s.safeParse(s.object(shape), { name: 'a' });
    expect(parsed.ok && 'size' in parsed.value).toBe(false);
    expect(issuesOf(s.safeParse(s.object(shape), { size: 2 }))).toEqual([{ path: ['name'], message: 'expected string, got undefined' }]);
  });

  it('arrays and nested objects report every bad entry with its full path', () => {
    const list = s.array(s.object({ attributes: s.record(s.string()) }));
    const issues = issuesOf(s.safeParse(list, [{ attributes: { a: 'x' } }, { attributes: { b: 2 } }, 'no']));
    expect(issues).toEqual([
      { path: [1, 'attributes', 'b'], message: 'expected string, got number' },
      { path: [2], message: 'expected object, got string' },
    ]);
    expect(issuesOf(s.safeParse(s.object(shape), []))[0]?.message).toBe('expected object, got array');
  });

  it("record reads PHP's empty array as an empty record only when told to", () => {
    expect(s.safeParse(s.record(s.string(), { emptyArray: true }), [])).toEqual({ ok: true, value: {} });
    expect(s.safeParse(s.record(s.string(), { emptyArray: true }), ['a']).ok).toBe(false);
    expect(s.safeParse(s.record(s.string()), []).ok).toBe(false);
  });
});

describe('transform', () => {
  const timeout = s.transform(s.object({ ms: s.string() }), (raw, fail) => {
    const ms = Number(raw.ms);
    if (!(ms > 0)) fail('must be a number of milliseconds', ['ms']);
    return { ms };
  });

  it('maps what passed the shape', () => {
    expect(s.safeParse(timeout, { ms: '5000' })).toEqual({ ok: true, value: { ms: 5000 } });
  });

  it('rejects with a path, and never runs on what failed the shape', () => {
    expect(issuesOf(s.safeParse(timeout, { ms: 'soon' }))).toEqual([{ path: ['ms'], message: 'must be a number of milliseconds' }]);
    expect(issuesOf(s.safeParse(timeout, { ms: 5 }))).toEqual([{ path: ['ms'], message: 'expected string, got number' }]);
  });
});
