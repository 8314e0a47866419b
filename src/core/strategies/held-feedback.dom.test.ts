// @vitest-environment-options {"url":"https://tienda.example/tienda/"}
import { fireEvent } from '@testing-library/dom';
import { describe, expect, it, vi } from 'vitest';
import { takeWarnings } from '../../../tests/dom/support/console';
import { boot, render, settle, usePage } from '../../../tests/dom/support/page';
import { fakeWidget } from '../../../tests/dom/support/widgets';

usePage();

describe('held actions: feedback while the widget loads', () => {
  it('shows the feedback inside the held click, and undoes it just before the replay reaches the widget', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render('<ul class="products"><li><a href="/tienda/?add-to-cart=11" class="buy" role="button">Añadir</a></li></ul>');
    const busyWhenReplayed: boolean[] = [];
    const buy = fakeWidget(
      'buy',
      {
        strategy: 'idle',
        instance: 'page',
        heldFeedback: (target) => {
          target.classList.add('busy');
          return () => target.classList.remove('busy');
        },
      },
      (_body, ctx) => {
        ctx.scope.on(document.body, 'click', (event) => {
          event.preventDefault();
          busyWhenReplayed.push((event.target as Element).classList.contains('busy'));
        });
      },
    );
    await boot(['buy'], [buy.def]);
    const link = document.querySelector('.buy')!;

    fireEvent.click(link);
    // Synchronously, before the widget's chunk has even been asked for.
    expect(link.classList.contains('busy')).toBe(true);
    expect(buy.start).not.toHaveBeenCalled();

    await settle();
    expect(buy.start).toHaveBeenCalledTimes(1);
    expect(busyWhenReplayed).toEqual([false]);
    expect(link.classList.contains('busy')).toBe(false);
  });

  it('undoes the feedback when the widget fails to load, and the replayed click is the browser’s again', async () => {
    vi.stubGlobal('requestIdleCallback', vi.fn());
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    render('<ul class="products"><li><a href="#added" class="buy" role="button">Añadir</a></li></ul>');
    const buy = fakeWidget('buy', {
      strategy: 'idle',
      instance: 'page',
      heldFeedback: (target) => {
        target.classList.add('busy');
        return () => target.classList.remove('busy');
      },
    });
    buy.load.mockRejectedValue(new Error('offline'));
    await boot(['buy'], [buy.def]);
    const reached = vi.fn((event: Event) => event.preventDefault());
    const link = document.querySelector('.buy')!;
    fireEvent.click(link);
    document.addEventListener('click', reached);
    await settle();
    expect(link.classList.contains('busy')).toBe(false);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(takeWarnings('[storefront] buy:')).toHaveLength(1);
    document.removeEventListener('click', reached);
  });
});
