import { describe, expect, it } from 'vitest';
import singleProductFixture from '../../fixtures/globals/wc_single_product_params.json';
import singleProductMalformed from '../../fixtures/globals/wc_single_product_params.malformed.json';
import variationFixture from '../../fixtures/globals/wc_add_to_cart_variation_params.json';
import variationMalformed from '../../fixtures/globals/wc_add_to_cart_variation_params.malformed.json';
import { addToCartParams, cartFragmentsParams, parseWith, singleProductParams, variationParams, woocommerceParams } from './config';

const wcAjax = '/?wc-ajax=%%endpoint%%';

describe('page global schemas', () => {
  it('reads wp_localize_script strings as real types', () => {
    const parsed = parseWith(addToCartParams(), {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: wcAjax,
      i18n_view_cart: 'Ver carrito',
      cart_url: '/carrito/',
      is_cart: '1',
      cart_redirect_after_add: 'no',
    });
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({ is_cart: true, cart_redirect_after_add: false }),
    });
  });
  it('accepts is_cart as an empty string (false) or a boolean', () => {
    const base = { wc_ajax_url: wcAjax, cart_url: '/carrito/' };
    expect(parseWith(addToCartParams(), { ...base, is_cart: '' })).toMatchObject({ value: { is_cart: false } });
    expect(parseWith(addToCartParams(), { ...base, is_cart: true })).toMatchObject({ value: { is_cart: true } });
  });
  it('rejects a wc_ajax_url without the %%endpoint%% placeholder, naming the field', () => {
    const parsed = parseWith(addToCartParams(), { wc_ajax_url: '/?wc-ajax=', cart_url: '/carrito/' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain('wc_ajax_url');
  });
  it('rejects a non-object global', () => {
    expect(parseWith(cartFragmentsParams(), 'oops').ok).toBe(false);
  });
  it('reads request_timeout "5000" as 5000 ms and defaults it', () => {
    const base = { wc_ajax_url: wcAjax, cart_hash_key: 'wc_cart_hash_x', fragment_name: 'wc_fragments_x' };
    expect(parseWith(cartFragmentsParams(), { ...base, request_timeout: '5000' })).toMatchObject({
      value: { request_timeout: 5000 },
    });
    expect(parseWith(cartFragmentsParams(), base)).toMatchObject({ value: { request_timeout: 5000 } });
    expect(parseWith(cartFragmentsParams(), { ...base, request_timeout: 'soon' }).ok).toBe(false);
  });
  it('accepts older woocommerce_params without the password texts', () => {
    expect(parseWith(woocommerceParams(), { ajax_url: '/a', wc_ajax_url: wcAjax }).ok).toBe(true);
  });
  it('reads wc_single_product_params flags as booleans and PHP’s empty [] options as {}', () => {
    expect(parseWith(singleProductParams(), singleProductFixture)).toMatchObject({
      ok: true,
      value: {
        review_rating_required: true,
        zoom_enabled: true,
        photoswipe_enabled: true,
        flexslider_enabled: true,
        zoom_options: {},
        photoswipe_options: { history: false, showAnimationDuration: 0 },
      },
    });
  });
  it('rejects the malformed wc_single_product_params twin, naming a field', () => {
    const parsed = parseWith(singleProductParams(), singleProductMalformed);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(/i18n_required_rating_text|i18n_rating_options|flexslider/);
  });
  it('accepts wc_add_to_cart_variation_params and rejects its malformed twin', () => {
    expect(parseWith(variationParams(), variationFixture).ok).toBe(true);
    const parsed = parseWith(variationParams(), variationMalformed);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain('wc_ajax_url');
  });
});
