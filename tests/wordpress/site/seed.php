<?php
/**
 * Stage 1 of the real-site tier's shop: WordPress installed afresh, offline, with the theme and the
 * shop's plugins set active (they load from the next request on, stage 2).
 */
define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'SF_WP_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'SF_WP_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$result = wp_install( 'Tienda Storefront', 'admin', 'admin@example.test', false, '', 'admin-password' );
if ( empty( $result['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}

// WP_HOME / WP_SITEURL are set, so the installer stores none; a plugin reading the options needs them.
update_option( 'siteurl', getenv( 'SF_WP_URL' ) );
update_option( 'home', getenv( 'SF_WP_URL' ) );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'Europe/Madrid' );
update_option( 'date_format', 'j \d\e F \d\e Y' );
update_option( 'blogdescription', 'Una tienda de prueba' );
update_option( 'template', 'twentytwentyone' );
update_option( 'stylesheet', 'twentytwentyone' );
update_option( 'active_plugins', array( 'woocommerce/woocommerce.php', 'woolentor-addons/woolentor_addons_elementor.php' ) );
echo "seed: done\n";
