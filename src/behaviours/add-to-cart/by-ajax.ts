import { BLOCK_BUTTON } from '../../selectors';

/**
 * The add-to-cart buttons sent by ajax. WooCommerce leaves a button without ajax, or whose product
 * id is missing or empty (`data('product_id')` is falsy), to its link; block buttons to the blocks.
 */
export function sendsAddToCartByAjax(button: HTMLElement): boolean {
  return button.classList.contains('ajax_add_to_cart') && !!button.dataset.product_id && !button.matches(BLOCK_BUTTON);
}
