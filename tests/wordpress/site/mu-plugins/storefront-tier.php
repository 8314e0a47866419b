<?php
/**
 * Plugin Name: Storefront tier switch
 * Description: Tests only. The cookie `sf_tier_mode` picks how a browser's requests are served:
 * `classic`, the plugins' own scripts (the storefront plugin left out of the active plugins);
 * `manual`, storefront by the README's manual tag (docs/wordpress/storefront-manual.php, without
 * the plugin); anything else, the storefront plugin. Every flow runs in each, side by side.
 */

$storefront_tier_mode = isset( $_COOKIE['sf_tier_mode'] ) ? (string) $_COOKIE['sf_tier_mode'] : '';
if ( 'manual' === $storefront_tier_mode ) {
	require WP_CONTENT_DIR . '/storefront-manual.php';
}
if ( 'classic' === $storefront_tier_mode || 'manual' === $storefront_tier_mode ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'storefront/storefront.php' ) ) );
		}
	);
}

// No e-mail leaves a test site: WordPress's and WooCommerce's mails are dropped, as sent.
add_filter( 'pre_wp_mail', '__return_true' );

/**
 * `/?sf_tier_order=<billing e-mail>`: the order attribution WooCommerce stored for the newest order
 * of that e-mail, as JSON (the tests place real orders and read back what reached the order).
 */
add_action(
	'template_redirect',
	static function () {
		if ( ! isset( $_GET['sf_tier_order'] ) || ! function_exists( 'wc_get_orders' ) ) {
			return;
		}
		$orders = wc_get_orders(
			array(
				'billing_email' => sanitize_email( wp_unslash( $_GET['sf_tier_order'] ) ),
				'limit'         => 1,
				'orderby'       => 'date',
				'order'         => 'DESC',
			)
		);
		$meta = array();
		if ( $orders ) {
			foreach ( $orders[0]->get_meta_data() as $item ) {
				if ( 0 === strpos( $item->key, '_wc_order_attribution_' ) ) {
					$meta[ substr( $item->key, strlen( '_wc_order_attribution_' ) ) ] = $item->value;
				}
			}
		}
		wp_send_json(
			array(
				'found'       => (bool) $orders,
				'payment'     => $orders ? $orders[0]->get_payment_method() : null,
				'items'       => $orders ? count( $orders[0]->get_items() ) : 0,
				'attribution' => $meta,
			)
		);
	}
);


// Both runs post a review from 127.0.0.1 within seconds: WordPress's flood guard would refuse one.
add_filter( 'comment_flood_filter', '__return_false' );

/**
 * `/?sf_tier_option=<name>`: whether the option is stored, as JSON (the uninstall test checks that
 * the plugin's settings are gone with it).
 */
add_action(
	'template_redirect',
	static function () {
		if ( ! isset( $_GET['sf_tier_option'] ) ) {
			return;
		}
		$missing = new stdClass();
		$value   = get_option( sanitize_key( wp_unslash( $_GET['sf_tier_option'] ) ), $missing );
		wp_send_json( array( 'stored' => $value !== $missing ) );
	}
);
