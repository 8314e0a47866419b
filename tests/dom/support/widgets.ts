/** Small fake registry entries for the core tests: a def plus spies on its load() and start(). */
import { vi, type Mock } from 'vitest';
import type { WidgetContext, WidgetDef, WidgetModule } from '../../../src/core/types';

export type StartFn = (element: HTMLElement, ctx: WidgetContext) => void | Promise<void>;

export interface FakeWidget {
  def: WidgetDef;
  load: Mock<() => Promise<WidgetModule>>;
  start: Mock<StartFn>;
}

export function fakeWidget(name: string, overrides: Partial<Omit<WidgetDef, 'load'>> = {}, start: StartFn = () => {}): FakeWidget {
  const startSpy = vi.fn(start);
  const module: WidgetModule = { start: startSpy };
  const load = vi.fn(async () => module);
  const def: WidgetDef = {
    name,
    selector: `.${name}`,
    strategy: 'now',
    instance: 'page',
    ...overrides,
    load,
  };
  return { def, load, start: startSpy };
}
