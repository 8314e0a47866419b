/**
 * The families (src/families.ts) and their tables agree: what the loader knows about a family
 * before its table is in must be true of the table.
 */
import { describe, expect, it } from 'vitest';
import type { WidgetDef } from '../core/types';
import { families } from '../families';
import { registry } from './index';

const tables = await Promise.all(families.map(async (family) => ({ family, widgets: await family.load() })));

describe('families and their tables', () => {
  it('every widget is in exactly one family’s table, and the flat registry lists them all', () => {
    const names = tables.flatMap(({ widgets }) => widgets.map((def) => def.name));
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(registry.map((def) => def.name).sort());
  });

  it('a plugin script a widget replaces belongs to one family: the coexistence notice names its features from one table', () => {
    const familyOf = new Map<string, string>();
    const crossing: string[] = [];
    for (const { family, widgets } of tables) {
      for (const handle of new Set(widgets.flatMap((def: WidgetDef) => (def.replaces ? [def.replaces] : [])))) {
        if (familyOf.has(handle)) crossing.push(`${handle}: ${familyOf.get(handle)} and ${family.name}`);
        familyOf.set(handle, family.name);
      }
    }
    expect(crossing).toEqual([]);
  });

  it('a family declares the jQuery functions of its widgets, so they are defined before its table is in', () => {
    for (const { family, widgets } of tables) {
      const plugins = widgets.flatMap((def) => (def.jqueryPlugin ? [def.jqueryPlugin] : []));
      expect([...(family.jqueryPlugins ?? [])].sort(), family.name).toEqual(plugins.sort());
    }
  });

  it('a family is called for by a marker or a global', () => {
    for (const family of families) expect(!!family.marker || !!family.globals?.length, family.name).toBe(true);
  });

  it('a marker and an `atLoad` are lists of plain selectors, each valid on its own: the loader splits them at commas (core/families.ts)', () => {
    for (const family of families) {
      for (const list of [family.marker, family.atLoad]) {
        for (const selector of list?.split(',') ?? []) {
          // A comma inside `:is(…)`, `[…]` or a string would leave a piece unbalanced.
          const count = (pattern: RegExp) => selector.match(pattern)?.length ?? 0;
          const balanced = count(/\(/g) === count(/\)/g) && count(/\[/g) === count(/\]/g) && count(/"/g) % 2 === 0 && count(/'/g) % 2 === 0;
          expect(balanced && selector.trim() !== '', `${family.name}: "${selector}"`).toBe(true);
        }
      }
    }
  });

  it('a widget that paints its state at load has its markup in its family’s `atLoad`, so the table is there before `load`', () => {
    const late: string[] = [];
    for (const { family, widgets } of tables) {
      const due = family.atLoad?.split(',').map((selector) => selector.trim()) ?? [];
      for (const def of widgets) if (def.paint && !due.includes(def.selector)) late.push(`${family.name}: ${def.name}`);
    }
    expect(late).toEqual([]);
  });
});
