import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, use, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { report, resetReported, type StorefrontErrorDetail } from '../core/errors';
import { createScanner } from '../core/scanner';
import { createScope } from '../core/scope';
import type { WidgetContext, WidgetDef } from '../core/types';
import { consoleSpies, takeWarnings } from '../../tests/dom/support/console';
import { disposeHost, hostStats, mountPortal, prepareHost } from './host';
import { mountWidget } from './mount';

vi.mock('react-dom/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-dom/client')>();
  return { ...actual, createRoot: vi.fn(actual.createRoot) };
});

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let errors: StorefrontErrorDetail[] = [];
const onStorefrontError = (event: Event) => errors.push((event as CustomEvent<StorefrontErrorDetail>).detail);

beforeEach(() => {
  resetReported();
  errors = [];
  document.addEventListener('storefront:error', onStorefrontError);
});

afterEach(() => {
  act(() => disposeHost());
  document.removeEventListener('storefront:error', onStorefrontError);
  document.body.replaceChildren();
  vi.mocked(createRoot).mockClear();
  vi.restoreAllMocks();
});

function context(name: string): WidgetContext {
  return { name, scope: createScope(), report: (reason, error) => report(name, reason, error) };
}

/** An element holding server-rendered markup, as the plugin prints it. */
function serverElement(label: string): { element: HTMLElement; server: Node[] } {
  const element = document.createElement('div');
  element.className = 'widget';
  const heading = document.createElement('h2');
  heading.className = 'server';
  heading.textContent = `Server ${label}`;
  const text = document.createTextNode(' and some text');
  element.append(heading, text);
  document.body.append(element);
  return { element, server: [heading, text] };
}

describe('one root, many portals', () => {
  it('prepareHost creates the root and commits its empty render before it returns, once; a mount then uses that root', async () => {
    const before = hostStats();
    // As in a page: no act() around it, which would flush a scheduled render as well.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      prepareHost();
      expect(hostStats()).toEqual({ roots: before.roots + 1, commits: before.commits + 1, portals: 0 });
      expect(document.querySelector('[data-storefront-root]')).not.toBeNull();
      prepareHost();
      expect(hostStats().roots).toBe(before.roots + 1);
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    const { element } = serverElement('prepared');
    await act(async () => {
      mountWidget(element, context('prepared'), () => <p className="client">Client</p>);
    });
    expect(element.querySelector('.client')).not.toBeNull();
    expect(hostStats()).toEqual({ roots: before.roots + 1, commits: before.commits + 2, portals: 1 });
  });

  it('mounts 200 widgets through one root in one commit, and later ones in one more', async () => {
    const widgets = Array.from({ length: 200 }, (_, i) => ({ ...serverElement(String(i)), ctx: context(`w${i}`) }));
    const commitsBefore = hostStats().commits;

    await act(async () => {
      for (const [i, { element, ctx }] of widgets.entries()) mountWidget(element, ctx, () => <span className="view">View {i}</span>);
    });

    expect(createRoot).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-storefront-root]')).toHaveLength(1);
    expect(document.querySelector<HTMLElement>('[data-storefront-root]')!.hidden).toBe(true);
    expect(hostStats().commits - commitsBefore).toBe(1);
    expect(hostStats().portals).toBe(200);
    for (const [i, { element, server }] of widgets.entries()) {
      // The view's nodes are the element's own children: no wrapper, server nodes gone.
      expect(element.childNodes).toHaveLength(1);
      expect((element.firstChild as HTMLElement).outerHTML).toBe(`<span class="view">View ${i}</span>`);
      for (const node of server) expect(node.parentNode).toBeNull();
    }

    // Another batch in one tick: still the same root, one more commit.
    const more = Array.from({ length: 50 }, (_, i) => ({ ...serverElement(`m${i}`), ctx: context(`m${i}`) }));
    await act(async () => {
      for (const { element, ctx } of more) mountWidget(element, ctx, () => <span className="view">more</span>);
    });
    expect(createRoot).toHaveBeenCalledTimes(1);
    expect(hostStats().commits - commitsBefore).toBe(2);
    expect(document.querySelectorAll('.view')).toHaveLength(250);
  });

  it('keeps the server markup through the view render and removes it only at commit', async () => {
    const { element, server } = serverElement('a');
    const seen: { inRender: boolean[]; inLayoutEffect: boolean[] } = { inRender: [], inLayoutEffect: [] };
    function View(): ReactNode {
      seen.inRender.push(server[0]!.parentNode === element);
      useLayoutEffect(() => {
        seen.inLayoutEffect.push(server[0]!.parentNode === element);
      }, []);
      return <p className="view">view</p>;
    }
    await act(async () => {
      mountWidget(element, context('a'), () => <View />);
    });
    expect(seen.inRender.every(Boolean)).toBe(true);
    expect(seen.inLayoutEffect.length).toBeGreaterThan(0);
    expect(seen.inLayoutEffect.some(Boolean)).toBe(false);
    expect(element.querySelector('.server')).toBeNull();
  });

  it('keeps the server markup while the view suspends', async () => {
    const { element, server } = serverElement('lazy');
    let resolve!: (text: string) => void;
    const data = new Promise<string>((r) => (resolve = r));
    function View(): ReactNode {
      return <p className="view">{use(data)}</p>;
    }
    await act(async () => {
      mountWidget(element, context('lazy'), () => <View />);
    });
    expect([...element.childNodes]).toEqual(server);

    await act(async () => resolve('loaded'));
    expect(element.innerHTML).toBe('<p class="view">loaded</p>');
  });
});

describe('scope dispose', () => {
  it('removes the portal and puts the very same server nodes back', async () => {
    const { element, server } = serverElement('x');
    const ctx = context('x');
    await act(async () => {
      mountWidget(element, ctx, () => <b className="view">view</b>);
    });
    expect(element.querySelector('.view')).not.toBeNull();

    act(() => {
      ctx.scope.dispose();
      // At once: the server nodes are back in front; React drops its own nodes when it commits
      // (a microtask later, before any paint).
      expect([...element.childNodes].slice(0, server.length)).toEqual(server);
    });
    expect([...element.childNodes]).toEqual(server);
    expect(element.querySelector('.view')).toBeNull();
    expect([...element.childNodes]).toEqual(server);
    expect(hostStats().portals).toBe(0);
  });

  it('disposing before the first commit renders nothing and leaves the markup alone', async () => {
    const { element, server } = serverElement('early');
    const render = vi.fn(() => <i>never</i>);
    const ctx = context('early');
    await act(async () => {
      mountWidget(element, ctx, render);
      ctx.scope.dispose();
    });
    expect(render).not.toHaveBeenCalled();
    expect([...element.childNodes]).toEqual(server);
    expect(hostStats().portals).toBe(0);
  });

  it('does nothing once the scope is disposed (view chunk arrived after the element left)', async () => {
    const { element, server } = serverElement('late');
    const ctx = context('late');
    ctx.scope.dispose();
    const render = vi.fn(() => <i>late</i>);
    await act(async () => {
      mountWidget(element, ctx, render);
    });
    expect(render).not.toHaveBeenCalled();
    expect([...element.childNodes]).toEqual(server);
    expect(hostStats().portals).toBe(0);
  });

  it('survives a third party removing the view nodes: the root and the other widgets live on', async () => {
    const spies = consoleSpies();
    const a = serverElement('a');
    const b = serverElement('b');
    const ctxA = context('widget-a');
    await act(async () => {
      mountWidget(a.element, ctxA, () => <p className="view-a">a</p>);
      mountWidget(b.element, context('widget-b'), () => <p className="view-b">b</p>);
    });
    a.element.querySelector('.view-a')!.remove(); // jQuery .html() or a fragment swap
    await act(async () => ctxA.scope.dispose());
    expect([...a.element.childNodes]).toEqual(a.server);
    expect(b.element.querySelector('.view-b')).not.toBeNull();
    // The root is alive: a new mount still renders.
    const c = serverElement('c');
    await act(async () => {
      mountWidget(c.element, context('widget-c'), () => <p className="view-c">c</p>);
    });
    expect(c.element.querySelector('.view-c')).not.toBeNull();
    expect(spies.warn.mock.calls.some((call) => String(call[0]).includes('root failed'))).toBe(false);
    // The disposed widget's failed node removal is caught by its own boundary and dropped.
    expect(spies.warn).not.toHaveBeenCalled();
    expect(spies.error).not.toHaveBeenCalled();
    expect(createRoot).toHaveBeenCalledTimes(1);
  });
});

describe('with the real scanner', () => {
  it('a mount started by the scanner is unmounted when its element leaves the page', async () => {
    const def: WidgetDef = {
      name: 'demo-mount',
      selector: '.demo-mount',
      strategy: 'now',
      instance: 'element',
      load: async () => ({
        start(element, ctx) {
          mountWidget(element, ctx, () => <p className="view">{element.dataset.label}</p>);
        },
      }),
    };
    const { element, server } = serverElement('scanned');
    element.classList.add('demo-mount');
    element.dataset.label = 'from scanner';
    const scanner = createScanner([def]);
    try {
      await act(async () => {
        scanner.scan(document);
        await scanner.settled();
      });
      expect(element.innerHTML).toBe('<p class="view">from scanner</p>');
      expect(hostStats().portals).toBe(1);

      // Removing the element disposes its scope (MutationObserver): portal gone, markup back.
      await act(async () => {
        element.remove();
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(hostStats().portals).toBe(0);
      expect([...element.childNodes]).toEqual(server);
    } finally {
      scanner.stop();
    }
  });
});

describe('a widget fails alone', () => {
  it('a throw in render reports once and keeps that widget’s server markup while its sibling renders', async () => {
    const spies = consoleSpies();
    const bad = serverElement('bad');
    const good = serverElement('good');
    const badCtx = context('product-tabs');
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    await act(async () => {
      mountWidget(bad.element, badCtx, () => <Broken />);
      mountWidget(good.element, context('header-nav'), () => <nav className="view">ok</nav>);
    });

    expect([...bad.element.childNodes]).toEqual(bad.server);
    expect(good.element.innerHTML).toBe('<nav class="view">ok</nav>');
    expect(takeWarnings()).toEqual(['[storefront] product-tabs: its view failed (boom)']);
    expect(spies.error).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ widget: 'product-tabs', reason: 'its view failed (boom)' });
    expect(badCtx.scope.disposed).toBe(true);
    expect(hostStats().portals).toBe(1);
  });

  it('a throw after it was shown puts its server markup back; the sibling keeps its state', async () => {
    const bad = serverElement('bad');
    const good = serverElement('good');
    let explode!: () => void;
    function Fragile(): ReactNode {
      const [broken, setBroken] = useState(false);
      explode = () => setBroken(true);
      if (broken) throw new Error('bad state');
      return <p className="view">fragile</p>;
    }
    let bump!: () => void;
    function Counter(): ReactNode {
      const [n, setN] = useState(0);
      bump = () => setN((x) => x + 1);
      return <output className="view">{n}</output>;
    }
    await act(async () => {
      mountWidget(bad.element, context('quick-view'), () => <Fragile />);
      mountWidget(good.element, context('scroll-to-top'), () => <Counter />);
    });
    await act(async () => bump());
    expect(bad.element.querySelector('.view')).not.toBeNull();

    await act(async () => explode());
    expect([...bad.element.childNodes]).toEqual(bad.server);
    expect(good.element.textContent).toBe('1');
    await act(async () => bump());
    expect(good.element.textContent).toBe('2');
    expect(takeWarnings()).toEqual(['[storefront] quick-view: its view failed (bad state)']);
    expect(errors.map((e) => e.widget)).toEqual(['quick-view']);
  });

  it('mountPortal calls onError once, even for repeated throws', async () => {
    const target = document.createElement('div');
    document.body.append(target);
    const onError = vi.fn();
    function Broken(): ReactNode {
      throw new Error('again');
    }
    let unmount!: () => void;
    await act(async () => {
      unmount = mountPortal(target, <Broken />, { name: 'raw', onError });
    });
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as Error).message).toBe('again');
    await act(async () => unmount());
    expect(hostStats().portals).toBe(0);
  });
});

describe('StrictMode and async widgets', () => {
  it('runs under StrictMode (effects replayed) and still swaps the server markup exactly once', async () => {
    const { element, server } = serverElement('strict');
    const log: string[] = [];
    function View(): ReactNode {
      useEffect(() => {
        log.push('effect');
        return () => {
          log.push('cleanup');
        };
      }, []);
      return <p className="view">strict</p>;
    }
    await act(async () => {
      mountWidget(element, context('strict'), () => <View />);
    });
    expect(log).toEqual(['effect', 'cleanup', 'effect']);
    expect(element.innerHTML).toBe('<p class="view">strict</p>');
    for (const node of server) expect(node.parentNode).toBeNull();
  });

  it('a state update after dispose does nothing: no render, no warning', async () => {
    const spies = consoleSpies();
    const { element, server } = serverElement('async');
    const ctx = context('async');
    let renders = 0;
    let setLater: ((text: string) => void) | undefined;
    let finish!: (text: string) => void;
    const response = new Promise<string>((r) => (finish = r));
    function View(): ReactNode {
      renders++;
      const [text, setText] = useState('loading');
      useEffect(() => {
        setLater = setText;
        void response.then((value) => setText(value));
      }, []);
      return <p className="view">{text}</p>;
    }
    await act(async () => {
      mountWidget(element, ctx, () => <View />);
    });
    const rendersAtDispose = renders;
    await act(async () => ctx.scope.dispose());
    await act(async () => {
      finish('arrived');
      await response;
      setLater?.('direct');
    });
    expect(renders).toBe(rendersAtDispose);
    expect([...element.childNodes]).toEqual(server);
    expect(spies.warn).not.toHaveBeenCalled();
    expect(spies.error).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });
});

describe('the loader path imports no React', () => {
  const src = join(__dirname, '..');

  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }

  function specifiers(code: string): string[] {
    const found: string[] = [];
    const patterns = [
      /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
      /\bimport\s*['"]([^'"]+)['"]/g,
      /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
      /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    ];
    for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]!);
    return found;
  }

  it('src/index.ts, src/families.ts, the families\' tables (src/registry/) and src/core/** import neither react nor react-dom nor the mounts host', () => {
    const checked = [join(src, 'index.ts'), join(src, 'families.ts'), ...files(join(src, 'registry')), ...files(join(src, 'core'))];
    expect(checked.length).toBeGreaterThan(3);
    const offenders: string[] = [];
    for (const file of checked) {
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (/^react(-dom)?(\/|$)/.test(spec) || /(^|\/)mounts\/(host|mount)(\.tsx?)?$/.test(spec)) {
          offenders.push(`${relative(src, file)} -> ${spec}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('no React in the static import graph of src/index.ts', () => {
    const seen = new Set<string>();
    const reactImports: string[] = [];
    const resolve = (from: string, spec: string): string | undefined => {
      const base = join(from, '..', spec);
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
        try {
          if (statSync(candidate).isFile()) return candidate;
        } catch {
          // try the next spelling
        }
      }
      return undefined;
    };
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const code = readFileSync(file, 'utf8').replace(/\bimport\s*\(\s*['"][^'"]+['"]\s*\)/g, '');
      for (const spec of specifiers(code)) {
        if (/^react(-dom)?(\/|$)/.test(spec)) reactImports.push(`${relative(src, file)} -> ${spec}`);
        else if (spec.startsWith('.')) {
          const target = resolve(file, spec);
          if (target) visit(target);
        }
      }
    };
    visit(join(src, 'index.ts'));
    expect(seen.size).toBeGreaterThan(2);
    expect(reactImports).toEqual([]);
  });
});
