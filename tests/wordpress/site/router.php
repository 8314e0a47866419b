<?php
/**
 * PHP's built-in server in front of WordPress: files as they are, every other path to index.php
 * (pretty permalinks, as Apache's rewrite rules do).
 */
$path = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$file = __DIR__ . $path;
if ( '/' !== $path && ( is_file( $file ) || is_file( rtrim( $file, '/' ) . '/index.php' ) ) ) {
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = __DIR__ . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require __DIR__ . '/index.php';
