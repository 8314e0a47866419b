import { describe, expect, it } from 'vitest';
import { parseWith, scrollTopSettings } from '../../core/config';
import { settingsFrom } from './parse';

function settings(raw: unknown) {
  const parsed = parseWith(scrollTopSettings(), raw);
  if (!parsed.ok) return parsed;
  return settingsFrom(parsed.value);
}

describe('scroll-to-top settings: the spec’s names and the plugin’s keys', () => {
  it('maps the plugin’s v3 data as wp_localize_script nests it (real types)', () => {
    expect(settings({ auto_hide: true, auto_hide_after: 3, scroll_offset: 300, button_opacity: 0.8, hide_iframe: false, button_action: 'top' })).toEqual({
      ok: true,
      value: { autohide: true, autohideMs: 3000, offset: 300, opacity: 0.8, smallDeviceMaxWidth: null, hideIframe: false, position: null, action: { kind: 'top' } },
    });
  });

  it('maps the spec’s names, icon_opacity in percent', () => {
    const result = settings({ enable_autohide: '1', autohide_time: '1.5', scroll_offset: '50', icon_opacity: '60', enable_hide_small_device: '1', small_device_max_width: '480' });
    expect(result).toMatchObject({ ok: true, value: { autohide: true, autohideMs: 1500, offset: 50, opacity: 0.6, smallDeviceMaxWidth: 480 } });
  });

  it('the spec’s name wins over the plugin’s key when a page gives both', () => {
    expect(settings({ enable_autohide: false, auto_hide: true })).toMatchObject({ ok: true, value: { autohide: false } });
  });

  it('uses the plugin’s defaults for what is left out', () => {
    expect(settings({})).toMatchObject({ ok: true, value: { autohide: false, autohideMs: 2000, offset: 100, opacity: 0.8, smallDeviceMaxWidth: null } });
    expect(settings({ hide_small_device: true })).toMatchObject({ ok: true, value: { smallDeviceMaxWidth: 640 } });
  });

  it('v2’s location and margins place it; v3 leaves that to its CSS', () => {
    expect(settings({ location: 2, marginX: 24, marginY: '30' })).toMatchObject({ ok: true, value: { position: { location: 2, marginX: 24, marginY: 30 } } });
    expect(settings({ location: 3, margin_x: 5 })).toMatchObject({ ok: true, value: { position: { location: 3, marginX: 5, marginY: 20 } } });
  });

  it('the element and url actions need their target', () => {
    expect(settings({ button_action: 'element', button_action_element_selector: '#page', button_action_element_offset: 10 })).toMatchObject({
      ok: true,
      value: { action: { kind: 'element', selector: '#page', offset: 10 } },
    });
    expect(settings({ button_action: 'element', button_action_element_selector: '' })).toMatchObject({ ok: false });
    expect(settings({ button_action: 'url', button_action_page_url: '/tienda/' })).toMatchObject({ ok: true, value: { action: { kind: 'url', href: '/tienda/' } } });
    expect(settings({ button_action: 'url' })).toMatchObject({ ok: false });
  });

  it.each([
    [{ auto_hide: 'sometimes' }, /auto_hide: must be a boolean/],
    [{ auto_hide_after: 'two' }, /auto_hide_after: must be a number/],
    [{ scroll_offset: -5 }, /scroll_offset: must be a number of at least 0/],
    [{ button_opacity: 80 }, /button_opacity: must be a number from 0 to 1/],
    [{ icon_opacity: 180 }, /icon_opacity: must be a number from 0 to 100/],
    [{ location: 7 }, /location/],
    [{ location: 1.5 }, /location must be 1, 2, 3 or 4/],
    [{ button_action: 'bounce' }, /button_action: must be top, element or url/],
    ['not an object', /expected object/],
  ])('rejects %j', (raw, reason) => {
    const result = settings(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(reason);
  });
});
