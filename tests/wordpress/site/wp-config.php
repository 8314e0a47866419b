<?php
/**
 * The real-site tier's WordPress configuration (scripts/wordpress/site.mjs fills the placeholders).
 * Offline: no request leaves the machine, no update, no cron run by page views.
 */
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:{{SOCKET}}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY', 'storefront-tier-auth' );
define( 'SECURE_AUTH_KEY', 'storefront-tier-secure-auth' );
define( 'LOGGED_IN_KEY', 'storefront-tier-logged-in' );
define( 'NONCE_KEY', 'storefront-tier-nonce' );
define( 'AUTH_SALT', 'storefront-tier-auth-salt' );
define( 'SECURE_AUTH_SALT', 'storefront-tier-secure-auth-salt' );
define( 'LOGGED_IN_SALT', 'storefront-tier-logged-in-salt' );
define( 'NONCE_SALT', 'storefront-tier-nonce-salt' );

$table_prefix = 'wp_';

define( 'WP_HOME', '{{URL}}' );
define( 'WP_SITEURL', '{{URL}}' );

// Every notice goes to the log the tests read: the plugin must add none.
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '{{DEBUG_LOG}}' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'SCRIPT_DEBUG', false );

define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
