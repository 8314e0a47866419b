<?php
/**
 * Removes what the plugin stored: its settings.
 *
 * @package Storefront
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'storefront_bundle_settings' );
