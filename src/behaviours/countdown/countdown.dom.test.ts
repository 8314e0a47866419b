import { describe, expect, it, vi } from 'vitest';
import served from '../../../fixtures/markup/countdown.html?raw';
import malformed from '../../../fixtures/markup/countdown.malformed.html?raw';
import { trackListeners } from '../../../tests/dom/support/listeners';
import { boot, flush, installJQuery, render, usePage, warningsFor } from '../../../tests/dom/support/page';

const page = usePage({ fakeTimers: true });
const DUE_MS = 1_767_225_600 * 1000;
const widget = () => document.querySelector<HTMLElement>('.elementor-widget-countdown')!;
const wrapper = () => widget().querySelector<HTMLElement>('.elementor-countdown-wrapper')!;
const message = () => widget().querySelector<HTMLElement>('.elementor-countdown-expire--message')!;
const digits = () => [...widget().querySelectorAll('.elementor-countdown-digits')].map((span) => span.textContent);
/** The served widget with other expiry actions (printed as Pro escapes them). */
const withActions = (actions: unknown[]) =>
  served.replace(/data-expire-actions="[^"]*"/, `data-expire-actions="${JSON.stringify(actions).replace(/"/g, '&quot;')}"`);

describe('countdown', () => {
  it('fills the digits at once and every second, then fires countdown_expire and shows the message; dispose gives the markup back', async () => {
    vi.setSystemTime(DUE_MS - (24 * 3600 + 2 * 3600 + 3 * 60 + 4) * 1000);
    render(served);
    const before = widget().outerHTML;
    const expired: string[] = [];
    document.addEventListener('countdown_expire', (event) => expired.push(`native:${(event.target as HTMLElement).dataset.id}`));
    document.addEventListener('storefront:countdown_expire', (event) => expired.push(`own:${(event as CustomEvent<{ widget: HTMLElement }>).detail.widget.dataset.id}`));
    const listeners = trackListeners();
    await boot(['countdown']);

    expect(digits()).toEqual(['01', '02', '03', '04']);
    expect(wrapper().getAttribute('role')).toBe('timer');
    expect(wrapper().getAttribute('aria-live')).toBe('off');
    expect(wrapper().getAttribute('aria-label')).toBe('1 Days, 2 Hours, 3 Minutes');
    await flush(1000);
    expect(digits()).toEqual(['01', '02', '03', '03']);
    // The name changes with the minute, not with each second.
    expect(wrapper().getAttribute('aria-label')).toBe('1 Days, 2 Hours, 3 Minutes');
    await flush(4000);
    expect(digits()).toEqual(['01', '02', '02', '59']);
    expect(wrapper().getAttribute('aria-label')).toBe('1 Days, 2 Hours, 2 Minutes');
    expect(message().style.display).toBe('');
    expect(expired).toEqual([]);

    await flush((24 * 3600 + 2 * 3600 + 2 * 60 + 59) * 1000);
    expect(digits()).toEqual(['00', '00', '00', '00']);
    expect(message().style.display).toBe('block');
    expect(expired).toEqual(['own:c0de123', 'native:c0de123']);
    await flush(5000);
    expect(expired).toHaveLength(2);

    page.scanner?.stop();
    expect(widget().outerHTML).toBe(before);
    expect(listeners.live()).toEqual([]);
    listeners.stop();
  });

  it('gives jQuery handlers countdown_expire with the widget element, once, as Pro triggers it', async () => {
    const $ = installJQuery();
    vi.setSystemTime(DUE_MS - 1500);
    render(served);
    const heard: unknown[][] = [];
    $(document).on('countdown_expire', (_event, ...args) => heard.push(args));
    await boot(['countdown']);
    await flush(2000);
    expect(heard).toEqual([[widget()]]);
  });

  it('already past its date at load: zeros, and the actions run once', async () => {
    vi.setSystemTime(DUE_MS + 60_000);
    render(served);
    let count = 0;
    document.addEventListener('countdown_expire', () => count++);
    await boot(['countdown']);
    expect(digits()).toEqual(['00', '00', '00', '00']);
    expect(message().style.display).toBe('block');
    await flush(3000);
    expect(count).toBe(1);
  });

  it('runs hide and redirect in order; a redirect goes only to an http(s) URL', async () => {
    vi.setSystemTime(DUE_MS - 500);
    render(
      withActions([
        { type: 'redirect', redirect_url: 'javascript:alert(1)' },
        { type: 'hide' },
        { type: 'redirect', redirect_url: 'https://tienda.example/gracias' },
      ]),
    );
    await boot(['countdown']);
    expect(wrapper().style.display).toBe('');
    await flush(1000);
    expect(wrapper().style.display).toBe('none');
    expect(message().style.display).toBe('');
    expect(page.assign.mock.calls).toEqual([['https://tienda.example/gracias']]);
  });

  it('evergreen: starts on the first visit, keeps the due date on return, starts over when the interval changes', async () => {
    const evergreen = (interval: number) =>
      served.replace('data-date="1767225600"', `data-date="2026-01-01 00:00" data-evergreen-interval="${interval}"`);
    const storedDue = () => Number(localStorage.getItem('c0de123-evergreen_due_date'));
    const start = Date.UTC(2026, 4, 1, 10, 0, 0);
    vi.setSystemTime(start);
    render(evergreen(3600));
    await boot(['countdown']);
    expect(digits()).toEqual(['00', '01', '00', '00']);
    expect(storedDue() - start).toBeGreaterThanOrEqual(3_600_000);
    expect(storedDue() - start).toBeLessThan(3_600_000 + 1000);
    const firstDue = storedDue();
    expect(localStorage.getItem('c0de123-evergreen_interval')).toBe('3600');
    page.scanner?.stop();

    // Back twenty minutes later: the same due date.
    vi.setSystemTime(start + 20 * 60_000);
    render(evergreen(3600));
    await boot(['countdown']);
    expect(digits()).toEqual(['00', '00', '40', '00']);
    expect(storedDue()).toBe(firstDue);
    page.scanner?.stop();

    // The site owner changed the interval: it starts over from now.
    render(evergreen(7200));
    await boot(['countdown']);
    expect(digits()).toEqual(['00', '02', '00', '00']);
    expect(storedDue() - (start + 20 * 60_000)).toBeGreaterThanOrEqual(7_200_000);
    expect(storedDue() - (start + 20 * 60_000)).toBeLessThan(7_200_000 + 1000);
    expect(localStorage.getItem('c0de123-evergreen_interval')).toBe('7200');
  });

  it('nothing happens after dispose mid-countdown', async () => {
    vi.setSystemTime(DUE_MS - 3000);
    render(served);
    const before = widget().outerHTML;
    let count = 0;
    document.addEventListener('countdown_expire', () => count++);
    await boot(['countdown']);
    await flush(1000);
    expect(digits()).toEqual(['00', '00', '00', '02']);
    page.scanner?.stop();
    await flush(5000);
    expect(widget().outerHTML).toBe(before);
    expect(count).toBe(0);
  });

  it('malformed data-expire-actions: stays as served, one warning naming the attribute, storefront:error', async () => {
    vi.setSystemTime(DUE_MS - 3000);
    render(malformed);
    const before = widget().outerHTML;
    await boot(['countdown']);
    await flush(5000);
    expect(widget().outerHTML).toBe(before);
    expect(warningsFor(page, 'countdown')).toEqual(['[storefront] countdown: its data-expire-actions attribute is not JSON']);
    expect(page.errors.map((error) => error.widget)).toEqual(['countdown']);
  });

  it('without its wrapper: stays as served, one warning', async () => {
    render(served.replace('elementor-countdown-wrapper', 'elementor-countdown-box'));
    const before = widget().outerHTML;
    await boot(['countdown']);
    expect(widget().outerHTML).toBe(before);
    expect(warningsFor(page, 'countdown')).toEqual(['[storefront] countdown: the .elementor-countdown-wrapper element is missing']);
    expect(page.errors).toHaveLength(1);
  });
});
