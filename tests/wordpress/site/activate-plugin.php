<?php
/**
 * For the real-site bench (scripts/wordpress/site.mjs --with-plugin): the storefront plugin, already
 * unpacked from its zip into wp-content/plugins/, activated as the Plugins screen would.
 */
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'SF_WP_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'SF_WP_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
$result = activate_plugin( 'storefront/storefront.php' );
if ( is_wp_error( $result ) ) {
	fwrite( STDERR, $result->get_error_message() . "\n" );
	exit( 1 );
}
echo "seed: done\n";
