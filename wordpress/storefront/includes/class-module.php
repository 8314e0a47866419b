<?php
/**
 * Prints storefront's one script on every front-end page.
 *
 * @package Storefront
 */

namespace Storefront\WordPress;

defined( 'ABSPATH' ) || exit;

/**
 * The script module.
 */
final class Module {

	/**
	 * The settings.
	 *
	 * @var Settings
	 */
	private $settings;

	/**
	 * Creates the module printer.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		add_filter( 'body_class', array( $this, 'body_class' ) );
	}

	/**
	 * The built files the page needs: the entry, the loader chunk it imports, and the product
	 * family's table (preloaded on a single product).
	 *
	 * @return array{entry: string, loader: string, product: string}|null Paths relative to dist/, or null when the
	 *                                                   build is missing or unreadable.
	 */
	public static function build(): ?array {
		static $build = false;
		if ( false !== $build ) {
			return $build;
		}
		$build    = null;
		$manifest = dirname( PLUGIN_FILE ) . '/dist/manifest.json';
		if ( ! is_readable( $manifest ) ) {
			return $build;
		}
		$data = json_decode( (string) file_get_contents( $manifest ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( ! is_array( $data ) || empty( $data['src/index.ts']['file'] ) ) {
			return $build;
		}
		$entry  = $data['src/index.ts'];
		$loader = '';
		foreach ( isset( $entry['imports'] ) ? (array) $entry['imports'] : array() as $key ) {
			if ( ! empty( $data[ $key ]['file'] ) ) {
				$loader = (string) $data[ $key ]['file'];
			}
		}
		$build = array(
			'entry'   => (string) $entry['file'],
			'loader'  => $loader,
			'product' => isset( $data['src/registry/product.ts']['file'] ) ? (string) $data['src/registry/product.ts']['file'] : '',
		);
		return $build;
	}

	/**
	 * Enqueues the entry as a script module. The loader chunk is its static dependency, so
	 * WordPress preloads it beside the entry instead of after it. The entry's URL carries the
	 * version; every chunk has its content's hash in its name and never imports the entry.
	 */
	public function enqueue(): void {
		$build = self::build();
		if ( ! $build ) {
			return;
		}
		$dependencies = array();
		if ( '' !== $build['loader'] ) {
			wp_register_script_module( 'storefront-loader', plugins_url( 'dist/' . $build['loader'], PLUGIN_FILE ), array(), null );
			$dependencies[] = array(
				'id'     => 'storefront-loader',
				'import' => 'static',
			);
		}
		// A single product's family table is fetched before `load` (its spec states are painted
		// then): preloaded from the head, it does not wait behind the gallery's images for a
		// connection. The loader imports it dynamically; the static entry here is only the preload.
		if ( '' !== $build['product'] && function_exists( 'is_product' ) && is_product() ) {
			wp_register_script_module( 'storefront-family-product', plugins_url( 'dist/' . $build['product'], PLUGIN_FILE ), array(), null );
			$dependencies[] = array(
				'id'     => 'storefront-family-product',
				'import' => 'static',
			);
		}
		if ( ( function_exists( 'is_checkout' ) && is_checkout() ) || ( function_exists( 'is_add_payment_method_page' ) && is_add_payment_method_page() ) ) {
			self::first_state_style( dirname( PLUGIN_FILE ) . '/dist/first-state.css' );
		}
		wp_enqueue_script_module( 'storefront', plugins_url( 'dist/' . $build['entry'], PLUGIN_FILE ), $dependencies, VERSION );
	}

	/**
	 * The states WooCommerce's scripts set as they start, as CSS in the head (dist/first-state.css):
	 * the checkout's shipping address and account fields hidden, the chosen payment method's box
	 * open on the account's add-payment-method form, before any script runs, so nothing moves when
	 * the scripts do it.
	 *
	 * @param string $file The built file.
	 */
	public static function first_state_style( string $file ): void {
		if ( ! is_readable( $file ) ) {
			return;
		}
		wp_register_style( 'storefront-first-state', false, array(), VERSION );
		wp_enqueue_style( 'storefront-first-state' );
		wp_add_inline_style( 'storefront-first-state', (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * The lightbox keeps the picture in the URL (so Back closes it) unless the site turned it off.
	 *
	 * @param string[] $classes The body's classes.
	 * @return string[]
	 */
	public function body_class( $classes ) {
		if ( ! $this->settings->lightbox_history() ) {
			$classes[] = 'storefront-lightbox-history-off';
		}
		return $classes;
	}
}
