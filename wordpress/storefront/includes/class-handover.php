<?php
/**
 * Hands the replaced plugins' scripts over to storefront, whenever and however they were queued.
 *
 * A handed-over handle stays registered and queued, with no file: WordPress then prints only what
 * was attached to it (the localized `*_params` object, inline scripts, translations), which is what
 * storefront reads. Handles queued while the page renders (the variation form's, the cart widget's)
 * and handles queued as another plugin's dependency (WooLentor's quick view needs the product
 * page's) are caught too, because the hand-over runs right before each print, not at enqueue time.
 *
 * A replaced handle that a script storefront does not replace still depends on stays whole: that
 * script may call into it (WooCommerce's checkout calls the general script's helpers), and
 * storefront then leaves the feature to it on that page, as its loader does for any plugin script
 * it finds.
 *
 * @package Storefront
 */

namespace Storefront\WordPress;

defined( 'ABSPATH' ) || exit;

/**
 * The hand-over.
 */
final class Handover {

	/**
	 * The settings.
	 *
	 * @var Settings
	 */
	private $settings;

	/**
	 * Each handle changed so far: its file and dependencies as registered.
	 *
	 * @var array<string, array{0: string|bool, 1: string[]}>
	 */
	private $original = array();

	/**
	 * Replaced handles kept whole on this page because a script left in place depends on them.
	 *
	 * @var array<string, true>
	 */
	private $kept = array();

	/**
	 * Creates the hand-over.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Hooks in before each place WordPress prints scripts or styles.
	 */
	public function register(): void {
		// Priority 1: before WooCommerce localizes its queued handles (5), and before printing.
		add_action( 'wp_print_styles', array( $this, 'hand_over' ), 1 );
		add_action( 'wp_print_scripts', array( $this, 'hand_over' ), 1 );
		// Before WooCommerce's PhotoSwipe template (wp_footer, 10), once the page has rendered.
		add_action( 'wp_footer', array( $this, 'hand_over' ), 9 );
		add_action( 'wp_print_footer_scripts', array( $this, 'hand_over' ), 1 );
		add_filter( 'wp_script_attributes', array( $this, 'mark_kept' ) );
	}

	/**
	 * A replaced script kept on purpose says so in its tag, so storefront's loader leaves its
	 * features to it without reporting a leftover script.
	 *
	 * @param array<string, string|bool> $attributes The script tag's attributes.
	 * @return array<string, string|bool>
	 */
	public function mark_kept( $attributes ) {
		$id = isset( $attributes['id'] ) ? (string) $attributes['id'] : '';
		if ( '-js' === substr( $id, -3 ) && isset( $this->kept[ substr( $id, 0, -3 ) ] ) ) {
			$attributes['data-storefront-kept'] = 'dependency';
		}
		return $attributes;
	}

	/**
	 * Decides, from what is queued now, which handles go, and applies it. Runs more than once per
	 * page: a later run may find a handle needed that an earlier one had handed over, and gives it
	 * back whole.
	 */
	public function hand_over(): void {
		if ( is_admin() || is_feed() || is_embed() ) {
			return;
		}
		$scripts = wp_scripts();
		$offered = $this->offered( $scripts );
		$needed  = self::needed_by_others( $scripts, $offered, $this->original );
		foreach ( $offered as $handle ) {
			if ( isset( $needed[ $handle ] ) ) {
				$this->kept[ $handle ] = true;
				$this->restore( $scripts, $handle );
			} else {
				unset( $this->kept[ $handle ] );
				$this->strip( $scripts, $handle, $offered );
			}
		}
		$this->hand_over_styles( $offered, $needed );
	}

	/**
	 * The replaced handles of the enabled features that are registered on this page.
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @return string[]
	 */
	private function offered( \WP_Scripts $scripts ): array {
		$handles = array();
		foreach ( Features::all() as $slug => $feature ) {
			if ( ! $this->settings->enabled( $slug ) ) {
				continue;
			}
			foreach ( $feature['scripts'] as $handle ) {
				if ( isset( $scripts->registered[ $handle ] ) ) {
					$handles[] = $handle;
				}
			}
		}
		return $handles;
	}

	/**
	 * The offered handles that a queued script storefront does not replace depends on, directly or
	 * through other handles, with the original dependencies of what has been stripped.
	 *
	 * @param \WP_Dependencies                                 $deps     Scripts.
	 * @param string[]                                         $offered  The offered handles.
	 * @param array<string, array{0: string|bool, 1: string[]}> $original Stripped handles' originals.
	 * @return array<string, true>
	 */
	public static function needed_by_others( \WP_Dependencies $deps, array $offered, array $original ): array {
		$offered_set = array_flip( $offered );
		$needed      = array();
		$seen        = array();
		$stack       = array();
		foreach ( $deps->queue as $handle ) {
			if ( ! isset( $offered_set[ $handle ] ) ) {
				$stack[] = $handle;
			}
		}
		while ( $stack ) {
			$handle = array_pop( $stack );
			if ( isset( $seen[ $handle ] ) || ! isset( $deps->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$requires        = isset( $original[ $handle ] ) ? $original[ $handle ][1] : $deps->registered[ $handle ]->deps;
			foreach ( $requires as $dependency ) {
				if ( isset( $offered_set[ $dependency ] ) ) {
					$needed[ $dependency ] = true;
				}
				$stack[] = $dependency;
			}
		}
		return $needed;
	}

	/**
	 * No file for the handle, and no dependency but other handed-over handles (whose data must
	 * still print, as WooCommerce localizes only handles still queued or depended on).
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @param string      $handle  The handle.
	 * @param string[]    $offered The offered handles.
	 */
	private function strip( \WP_Scripts $scripts, string $handle, array $offered ): void {
		$item = $scripts->registered[ $handle ];
		if ( ! isset( $this->original[ $handle ] ) ) {
			$this->original[ $handle ] = array( $item->src, $item->deps );
		}
		$item->src  = false;
		$item->deps = array_values( array_intersect( $this->original[ $handle ][1], $offered ) );
	}

	/**
	 * The handle as registered.
	 *
	 * @param \WP_Scripts $scripts The scripts.
	 * @param string      $handle  The handle.
	 */
	private function restore( \WP_Scripts $scripts, string $handle ): void {
		if ( isset( $this->original[ $handle ] ) ) {
			list( $scripts->registered[ $handle ]->src, $scripts->registered[ $handle ]->deps ) = $this->original[ $handle ];
			unset( $this->original[ $handle ] );
		}
	}

	/**
	 * The styles and the footer template that only served a feature's scripts go with them.
	 *
	 * @param string[]            $offered The offered handles.
	 * @param array<string, true> $needed  The offered handles still needed.
	 */
	private function hand_over_styles( array $offered, array $needed ): void {
		$styles = wp_styles();
		foreach ( Features::all() as $feature ) {
			if ( ! $feature['styles'] ) {
				continue;
			}
			$taken = (bool) array_intersect( $feature['scripts'], $offered );
			foreach ( $feature['scripts'] as $handle ) {
				$taken = $taken && ! isset( $needed[ $handle ] );
			}
			foreach ( $feature['styles'] as $handle ) {
				if ( ! isset( $styles->registered[ $handle ] ) ) {
					continue;
				}
				if ( $taken ) {
					if ( ! isset( $this->original[ 'style:' . $handle ] ) ) {
						$this->original[ 'style:' . $handle ] = array( $styles->registered[ $handle ]->src, $styles->registered[ $handle ]->deps );
					}
					$styles->registered[ $handle ]->src = false;
				} elseif ( isset( $this->original[ 'style:' . $handle ] ) ) {
					$styles->registered[ $handle ]->src = $this->original[ 'style:' . $handle ][0];
					unset( $this->original[ 'style:' . $handle ] );
				}
			}
		}
		// PhotoSwipe's dialog markup, which WooCommerce prints for its own lightbox script.
		$lightbox_taken = in_array( 'wc-photoswipe', $offered, true ) && ! isset( $needed['wc-photoswipe'] );
		if ( $lightbox_taken ) {
			remove_action( 'wp_footer', 'woocommerce_photoswipe' );
		}
	}
}
