<?php
/**
 * Plugin Name: Storefront (manual tag)
 * Description: storefront without its plugin: the script module, and the plugins' scripts handed over with their data kept. Put the built dist/ folder in wp-content/storefront/dist/ and this file in wp-content/mu-plugins/. The storefront plugin does the same, and more (settings, checks, scripts a kept script still needs).
 *
 * @package Storefront
 */

add_action(
	'wp_enqueue_scripts',
	static function () {
		// The entry with WordPress's ?ver=: every chunk has its own hash and never imports the entry.
		wp_enqueue_script_module( 'storefront', content_url( 'storefront/dist/storefront.js' ), array(), '0.1.0' );
		// The first states WooCommerce's scripts set as they start, as CSS (the checkout's shipping
		// address and account fields hidden while their boxes are unchecked, the chosen payment
		// method's box open on the add-payment-method form), so nothing moves when the script runs.
		$first_state = WP_CONTENT_DIR . '/storefront/dist/first-state.css';
		$first_state_page = ( function_exists( 'is_checkout' ) && is_checkout() ) || ( function_exists( 'is_add_payment_method_page' ) && is_add_payment_method_page() );
		if ( $first_state_page && is_readable( $first_state ) ) {
			wp_register_style( 'storefront-first-state', false, array(), '0.1.0' );
			wp_enqueue_style( 'storefront-first-state' );
			wp_add_inline_style( 'storefront-first-state', (string) file_get_contents( $first_state ) );
		}
	}
);

/**
 * Right before WordPress prints scripts, each replaced handle keeps no file and no dependency but
 * other replaced handles: WordPress then prints only its data (the `*_params` objects storefront
 * reads), whenever and however the handle was queued (while the page renders, or as a dependency).
 */
function storefront_manual_hand_over() {
	if ( is_admin() || ! function_exists( 'is_cart' ) ) {
		return;
	}
	$handles = array( 'wc-add-to-cart', 'wc-cart-fragments', 'wc-single-product', 'wc-add-to-cart-variation', 'wc-zoom', 'wc-flexslider', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'woolentor-quickview', 'wc-order-attribution', 'sourcebuster-js', 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'wc-add-payment-method' );
	// WooCommerce's cart and account scripts call into its general script: keep it there.
	if ( ! is_cart() && ! is_account_page() ) {
		$handles[] = 'woocommerce';
	}
	$scripts = wp_scripts();
	foreach ( $handles as $handle ) {
		if ( isset( $scripts->registered[ $handle ] ) ) {
			$scripts->registered[ $handle ]->src  = false;
			$scripts->registered[ $handle ]->deps = array_values( array_intersect( $scripts->registered[ $handle ]->deps, $handles ) );
		}
	}
}
add_action( 'wp_print_scripts', 'storefront_manual_hand_over', 1 );
add_action( 'wp_print_footer_scripts', 'storefront_manual_hand_over', 1 );

// On the cart and account pages WooCommerce's general script stays, on purpose: its tag
// says so, and storefront leaves its features to it there without a console warning.
add_filter(
	'wp_script_attributes',
	static function ( $attributes ) {
		if ( isset( $attributes['id'] ) && 'woocommerce-js' === $attributes['id'] ) {
			$attributes['data-storefront-kept'] = 'dependency';
		}
		return $attributes;
	}
);
