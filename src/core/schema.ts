/**
 * The checks every page global, data attribute and server answer goes through at the edge.
 *
 * In-house rather than zod/mini: the product pages evaluate it at first idle, and zod's module
 * set-up plus building a schema's internals was the largest single script cost of a product page
 * over its no-script floor (bench/profile.mjs: 36-48 ms self time at 1x CPU, ahead of the loader).
 * What we need is small: a few kinds, optional fields, unions, one transform step, and issues
 * with a path. A schema here is a plain function; building one costs an object literal.
 */

export type PathKey = string | number;
export interface Issue {
  path: PathKey[];
  message: string;
}

/** Adds an issue; a transform calls it to reject what passed the shape. */
export type Fail = (message: string, path?: PathKey[]) => void;

const INVALID: unique symbol = Symbol('invalid');
type Invalid = typeof INVALID;

export interface Schema<T> {
  /** Pushes issues (paths relative to `path`) and returns INVALID on failure. */
  readonly check: (value: unknown, path: PathKey[], issues: Issue[]) => T | Invalid;
  /** Describes what is accepted, for messages. */
  readonly expected: string;
  /** Absent keys are fine in an object. */
  readonly optional?: true;
}
export type OptionalSchema<T> = Schema<T | undefined> & { readonly optional: true };
export type Output<S> = S extends Schema<infer T> ? T : never;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function mismatch(expected: string, value: unknown, path: PathKey[], issues: Issue[]): Invalid {
  issues.push({ path, message: `expected ${expected}, got ${kindOf(value)}` });
  return INVALID;
}

function primitive<T>(expected: string, test: (value: unknown) => value is T): Schema<T> {
  return { expected, check: (value, path, issues) => (test(value) ? value : mismatch(expected, value, path, issues)) };
}

export const string = (): Schema<string> => primitive('string', (v): v is string => typeof v === 'string');
export const number = (): Schema<number> => primitive('number', (v): v is number => typeof v === 'number' && Number.isFinite(v));
export const boolean = (): Schema<boolean> => primitive('boolean', (v): v is boolean => typeof v === 'boolean');
export const nullValue = (): Schema<null> => primitive('null', (v): v is null => v === null);
export const unknown = (): Schema<unknown> => ({ expected: 'anything', check: (value) => value });

/** Extra conditions on what passed the kind: each names what failed. */
export function refine<T>(schema: Schema<T>, test: (value: T) => boolean, message: string): Schema<T> {
  return {
    expected: schema.expected,
    check(value, path, issues) {
      const out = schema.check(value, path, issues);
      if (out === INVALID) return INVALID;
      if (test(out)) return out;
      issues.push({ path, message });
      return INVALID;
    },
  };
}

export function optional<T>(schema: Schema<T>): OptionalSchema<T> {
  return {
    expected: `${schema.expected} or nothing`,
    optional: true,
    check: (value, path, issues) => (value === undefined ? undefined : schema.check(value, path, issues)),
  };
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return { expected: `${schema.expected} or null`, check: (value, path, issues) => (value === null ? null : schema.check(value, path, issues)) };
}

/** The first member that accepts the value; when none does, the closest member's issues. */
export function union<const M extends readonly Schema<unknown>[]>(members: M): Schema<Output<M[number]>> {
  const expected = members.map((member) => member.expected).join(' or ');
  return {
    expected,
    check(value, path, issues) {
      let closest: Issue[] | null = null;
      for (const member of members) {
        const own: Issue[] = [];
        const out = member.check(value, path, own);
        if (out !== INVALID) return out as Output<M[number]>;
        // A member that got past the kind (an object with one bad field) says more than "expected …".
        if (own.some((issue) => issue.path.length > path.length) && !closest) closest = own;
      }
      if (closest) {
        issues.push(...closest);
        return INVALID;
      }
      return mismatch(expected, value, path, issues);
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : never }[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOutput<S extends Shape> = Flatten<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Output<S[K]> } & { [K in OptionalKeys<S>]?: Output<S[K]> }
>;

function shaped<S extends Shape, T>(shape: S, keepOthers: boolean): Schema<T> {
  return {
    expected: 'object',
    check(value, path, issues) {
      if (!isRecord(value)) return mismatch('object', value, path, issues);
      const out: Record<string, unknown> = keepOthers ? { ...value } : {};
      let ok = true;
      for (const key of Object.keys(shape)) {
        const field = shape[key]!;
        if (!(key in value) && field.optional) continue;
        const parsed = field.check(value[key], [...path, key], issues);
        if (parsed === INVALID) ok = false;
        else out[key] = parsed;
      }
      return ok ? (out as T) : INVALID;
    },
  };
}

/** An object with these fields; others are left out of the result. */
export const object = <S extends Shape>(shape: S): Schema<ObjectOutput<S>> => shaped(shape, false);
/** An object with these fields; others are kept (filters add keys the rules do not read). */
export const looseObject = <S extends Shape>(shape: S): Schema<ObjectOutput<S> & Record<string, unknown>> => shaped(shape, true);

export function array<T>(item: Schema<T>): Schema<T[]> {
  const expected = 'array';
  return {
    expected,
    check(value, path, issues) {
      if (!Array.isArray(value)) return mismatch(expected, value, path, issues);
      const out: T[] = [];
      let ok = true;
      value.forEach((entry, index) => {
        const parsed = item.check(entry, [...path, index], issues);
        if (parsed === INVALID) ok = false;
        else out.push(parsed);
      });
      return ok ? out : INVALID;
    },
  };
}

/** PHP prints an empty associative array as `[]`: accepted as an empty record. */
export function record<T>(item: Schema<T>, { emptyArray = false } = {}): Schema<Record<string, T>> {
  const expected = 'object';
  return {
    expected,
    check(value, path, issues) {
      if (emptyArray && Array.isArray(value) && value.length === 0) return {};
      if (!isRecord(value)) return mismatch(expected, value, path, issues);
      const out: Record<string, T> = {};
      let ok = true;
      for (const [key, entry] of Object.entries(value)) {
        const parsed = item.check(entry, [...path, key], issues);
        if (parsed === INVALID) ok = false;
        else out[key] = parsed;
      }
      return ok ? out : INVALID;
    },
  };
}

/** Turns what passed `schema` into what widgets use; `fail` rejects it after all. */
export function transform<T, U>(schema: Schema<T>, map: (value: T, fail: Fail) => U): Schema<U> {
  return {
    expected: schema.expected,
    check(value, path, issues) {
      const out = schema.check(value, path, issues);
      if (out === INVALID) return INVALID;
      let failed = false;
      const mapped = map(out, (message, at = []) => {
        failed = true;
        issues.push({ path: [...path, ...at], message });
      });
      return failed ? INVALID : mapped;
    },
  };
}

export type Result<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

export function safeParse<T>(schema: Schema<T>, value: unknown): Result<T> {
  const issues: Issue[] = [];
  const out = schema.check(value, [], issues);
  return out === INVALID || issues.length ? { ok: false, issues } : { ok: true, value: out };
}
