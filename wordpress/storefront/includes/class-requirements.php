<?php
/**
 * What the plugin needs, checked on activation and told on the admin screens where it matters.
 *
 * @package Storefront
 */

namespace Storefront\WordPress;

defined( 'ABSPATH' ) || exit;

/**
 * The requirements.
 */
final class Requirements {

	const WORDPRESS   = '6.5';
	const WOOCOMMERCE = '8.5';
	const PHP         = '7.4';

	/**
	 * Hooks the notices in.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'notices' ) );
	}

	/**
	 * Whether WooCommerce is loaded and recent enough.
	 */
	public static function woocommerce_ready(): bool {
		return defined( 'WC_VERSION' ) && version_compare( WC_VERSION, self::WOOCOMMERCE, '>=' );
	}

	/**
	 * Why the plugin cannot run here, or an empty string.
	 */
	public static function problem(): string {
		global $wp_version;
		if ( version_compare( PHP_VERSION, self::PHP, '<' ) ) {
			/* translators: 1: required PHP version, 2: this site's PHP version. */
			return sprintf( __( 'Storefront needs PHP %1$s or later; this site runs %2$s.', 'storefront' ), self::PHP, PHP_VERSION );
		}
		if ( version_compare( $wp_version, self::WORDPRESS, '<' ) ) {
			/* translators: 1: required WordPress version, 2: this site's WordPress version. */
			return sprintf( __( 'Storefront needs WordPress %1$s or later (for script modules); this site runs %2$s.', 'storefront' ), self::WORDPRESS, $wp_version );
		}
		if ( ! defined( 'WC_VERSION' ) ) {
			return __( 'Storefront needs WooCommerce: install and activate it first.', 'storefront' );
		}
		if ( ! self::woocommerce_ready() ) {
			/* translators: 1: required WooCommerce version, 2: this site's WooCommerce version. */
			return sprintf( __( 'Storefront needs WooCommerce %1$s or later; this site runs %2$s.', 'storefront' ), self::WOOCOMMERCE, WC_VERSION );
		}
		return '';
	}

	/**
	 * Refuses to activate where it cannot run, saying why.
	 */
	public static function activate(): void {
		$problem = self::problem();
		if ( '' !== $problem ) {
			deactivate_plugins( plugin_basename( PLUGIN_FILE ) );
			wp_die( esc_html( $problem ), esc_html__( 'Storefront', 'storefront' ), array( 'back_link' => true ) );
		}
	}

	/**
	 * The cart and checkout pages that use WooCommerce's blocks, which storefront leaves to
	 * WooCommerce (it runs the classic, shortcode pages).
	 *
	 * @return string[] The pages' titles.
	 */
	public static function block_pages(): array {
		$pages = array();
		foreach ( array(
			'cart'     => 'woocommerce/cart',
			'checkout' => 'woocommerce/checkout',
		) as $page => $block ) {
			$id   = function_exists( 'wc_get_page_id' ) ? wc_get_page_id( $page ) : 0;
			$post = $id > 0 ? get_post( $id ) : null;
			if ( $post && has_block( $block, $post ) ) {
				$pages[] = get_the_title( $post );
			}
		}
		return $pages;
	}

	/**
	 * The build's absence, where the plugin was installed from the sources instead of its zip.
	 */
	public static function print_build_problem(): void {
		if ( Module::build() ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'Storefront\'s built files (dist/manifest.json) are missing, so nothing runs on the shop yet. Install the plugin from its release zip (storefront-wordpress.zip), or run "npm run build" in its source folder.', 'storefront' )
		);
	}

	/**
	 * On the Plugins screen and the plugin's own: what stops it, and what it leaves to WooCommerce.
	 */
	public function notices(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || ! in_array( $screen->id, array( 'plugins', 'settings_page_' . Settings::PAGE ), true ) || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		$problem = self::problem();
		if ( '' !== $problem ) {
			printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html( $problem ) );
			return;
		}
		if ( 'plugins' === $screen->id ) {
			self::print_build_problem();
		}
		$pages = self::block_pages();
		if ( $pages ) {
			printf(
				'<div class="notice notice-warning"><p>%s</p></div>',
				esc_html(
					sprintf(
						/* translators: %s: page titles, comma separated. */
						__( 'These pages use WooCommerce\'s cart or checkout block: %s. Storefront leaves the blocks to WooCommerce (order attribution still works there). To run them with storefront, use the classic [woocommerce_cart] and [woocommerce_checkout] shortcodes.', 'storefront' ),
						implode( ', ', $pages )
					)
				)
			);
		}
	}
}
