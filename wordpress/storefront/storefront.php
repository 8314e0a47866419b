<?php
/**
 * Plugin Name:       Storefront
 * Description:       One script for the shop's whole storefront: WooCommerce's cart, product page and checkout helpers, WooLentor's quick view, the floating chat and order attribution, without jQuery. It takes over the plugins' scripts, keeping the data they print.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * Author:            Storefront
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       storefront
 * Domain Path:       /languages
 *
 * WC requires at least: 8.5
 * WC tested up to:      10.4
 *
 * @package Storefront
 */

namespace Storefront\WordPress;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.1.0';
const PLUGIN_FILE = __FILE__;
const OPTION      = 'storefront_bundle_settings';

require_once __DIR__ . '/includes/class-features.php';
require_once __DIR__ . '/includes/class-settings.php';
require_once __DIR__ . '/includes/class-handover.php';
require_once __DIR__ . '/includes/class-module.php';
require_once __DIR__ . '/includes/class-requirements.php';

register_activation_hook( __FILE__, array( Requirements::class, 'activate' ) );

add_action(
	'plugins_loaded',
	static function () {
		$settings = new Settings();
		( new Requirements() )->register();
		if ( is_admin() ) {
			$settings->register_admin();
		}
		if ( ! Requirements::woocommerce_ready() ) {
			return;
		}
		( new Module( $settings ) )->register();
		( new Handover( $settings ) )->register();
	}
);

add_action(
	'init',
	static function () {
		load_plugin_textdomain( 'storefront', false, dirname( plugin_basename( PLUGIN_FILE ) ) . '/languages' );
	}
);

// WooCommerce's feature compatibility: storefront reads the order pages' markup only, and leaves
// the block cart and checkout to WooCommerce.
add_action(
	'before_woocommerce_init',
	static function () {
		if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', PLUGIN_FILE, true );
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', PLUGIN_FILE, true );
		}
	}
);
