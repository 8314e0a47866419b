<?php
/**
 * Plugin Name: Storefront tier switch
 * Description: Tests only. A browser whose cookie `sf_tier_mode` says `classic` gets the plugins'
 * own scripts (the storefront plugin is left out of the active plugins for its requests), so every
 * flow runs once with them and once with storefront on the same site, side by side.
 */

if ( isset( $_COOKIE['sf_tier_mode'] ) && 'classic' === $_COOKIE['sf_tier_mode'] ) {
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
