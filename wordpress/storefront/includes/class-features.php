<?php
/**
 * The features storefront can take over, and the plugins' script and style handles each one
 * replaces. One table: the settings screen, the hand-over and the README read it.
 *
 * @package Storefront
 */

namespace Storefront\WordPress;

defined( 'ABSPATH' ) || exit;

/**
 * The feature table.
 */
final class Features {

	/**
	 * Every feature: its label, why its handles can go, the script handles it replaces and the
	 * style handles that only served those scripts.
	 *
	 * @return array<string, array{label: string, why: string, scripts: string[], styles: string[]}>
	 */
	public static function all(): array {
		return array(
			'cart'        => array(
				'label'   => __( 'Cart: AJAX add to cart, the mini cart and its fragments', 'storefront' ),
				'why'     => __( 'Storefront sends the add to cart and the removal, and keeps the mini cart in step, from the same parameters.', 'storefront' ),
				'scripts' => array( 'wc-add-to-cart', 'wc-cart-fragments' ),
				'styles'  => array(),
			),
			'shop'        => array(
				'label'   => __( 'Shop helpers: notices, store notice, sort dropdown, quantities, password toggles', 'storefront' ),
				'why'     => __( 'WooCommerce\'s general script. Kept on the cart and account pages, where WooCommerce\'s own scripts still call into it.', 'storefront' ),
				'scripts' => array( 'woocommerce' ),
				'styles'  => array(),
			),
			'product'     => array(
				'label'   => __( 'Product page: tabs, review stars, gallery with slider, zoom and lightbox', 'storefront' ),
				'why'     => __( 'Storefront runs the gallery\'s slider, zoom and lightbox itself, so their libraries and styles are not needed either.', 'storefront' ),
				'scripts' => array( 'wc-single-product', 'wc-zoom', 'wc-flexslider', 'wc-photoswipe', 'wc-photoswipe-ui-default' ),
				'styles'  => array( 'photoswipe', 'photoswipe-default-skin' ),
			),
			'variations'  => array(
				'label'   => __( 'Variable products: the variation form', 'storefront' ),
				'why'     => __( 'Storefront finds the variation, shows its price, stock and image, and adds it to the cart.', 'storefront' ),
				'scripts' => array( 'wc-add-to-cart-variation' ),
				'styles'  => array(),
			),
			'checkout'    => array(
				'label'   => __( 'Checkout: the classic checkout form, its order review, address fields and payment methods', 'storefront' ),
				'why'     => __( 'Storefront checks the fields, keeps the order review in step, applies coupons and places the order from the same parameters. The country and state fields stay native selects, so selectWoo is not needed either.', 'storefront' ),
				'scripts' => array( 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'wc-add-payment-method' ),
				'styles'  => array( 'select2' ),
			),
			'quick-view'  => array(
				'label'   => __( 'WooLentor quick view', 'storefront' ),
				'why'     => __( 'The modal, the product inside it and its add to cart; WooLentor\'s styles stay.', 'storefront' ),
				'scripts' => array( 'woolentor-quickview' ),
				'styles'  => array(),
			),
			'attribution' => array(
				'label'   => __( 'Order attribution', 'storefront' ),
				'why'     => __( 'Storefront writes the same source cookies and fills the same order fields; window.sbjs stays available.', 'storefront' ),
				'scripts' => array( 'wc-order-attribution', 'sourcebuster-js' ),
				'styles'  => array(),
			),
			'chat'        => array(
				'label'   => __( 'Joinchat floating chat', 'storefront' ),
				'why'     => __( 'The button, the chat box and its QR code.', 'storefront' ),
				'scripts' => array( 'joinchat', 'joinchat-lite', 'joinchat-qr' ),
				'styles'  => array(),
			),
			'card'        => array(
				'label'   => __( 'MONEI card payments: the card field, saved cards and 3-D Secure', 'storefront' ),
				'why'     => __( 'Storefront frames MONEI\'s own card field and payment window, makes the token and confirms the payment, on the checkout, the order-pay page and the account\'s add-payment-method page. MONEI\'s wallet buttons (Bizum, PayPal, Apple Pay and Google Pay) keep the plugin\'s scripts.', 'storefront' ),
				'scripts' => array( 'woocommerce_monei' ),
				'styles'  => array(),
			),
			'scroll-top'  => array(
				'label'   => __( 'WPFront scroll-to-top button', 'storefront' ),
				'why'     => __( 'Storefront draws the button from the plugin\'s settings.', 'storefront' ),
				'scripts' => array( 'wpfront-scroll-top' ),
				'styles'  => array(),
			),
		);
	}

	/**
	 * The feature slugs.
	 *
	 * @return string[]
	 */
	public static function slugs(): array {
		return array_keys( self::all() );
	}
}
