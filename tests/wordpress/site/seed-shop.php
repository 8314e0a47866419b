<?php
/**
 * Stage 2 of the real-site tier's shop, with WooCommerce and WooLentor loaded: WooCommerce's
 * installer, the shop's settings (Spain, EUR, classic cart and checkout, bank transfer), and the
 * products the flows need, made with WooCommerce's CRUD classes:
 *   taza-de-ceramica      simple, image + 2 gallery images
 *   camiseta-basica       variable: Color (Azul, Rojo) x Talla (S, M); Rojo / M out of stock
 *   cuaderno-de-notas     simple, 2 approved reviews with ratings
 *   vela-aromatica        simple, image only (a second product for the loop)
 * plus WooCommerce's cart widget in the footer and WooLentor's quick view on the shop's loop.
 * Prints the products' ids as JSON, for the tests.
 */
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'SF_WP_URL' ), PHP_URL_HOST ) . ':' . parse_url( getenv( 'SF_WP_URL' ), PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
require __DIR__ . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

if ( ! class_exists( 'WooCommerce' ) ) {
	fwrite( STDERR, "WooCommerce did not load\n" );
	exit( 1 );
}
WC_Install::install();
WC_Install::create_pages();
wp_set_current_user( 1 );

$options = array(
	'woocommerce_default_country'            => 'ES:M',
	'woocommerce_currency'                   => 'EUR',
	'woocommerce_currency_pos'               => 'right_space',
	'woocommerce_price_thousand_sep'         => '.',
	'woocommerce_price_decimal_sep'          => ',',
	'woocommerce_price_num_decimals'         => '2',
	'woocommerce_enable_ajax_add_to_cart'    => 'yes',
	'woocommerce_cart_redirect_after_add'    => 'no',
	'woocommerce_ship_to_countries'          => 'disabled',
	'woocommerce_calc_taxes'                 => 'no',
	'woocommerce_enable_guest_checkout'      => 'yes',
	'woocommerce_enable_reviews'             => 'yes',
	'woocommerce_enable_review_rating'       => 'yes',
	'woocommerce_review_rating_required'     => 'yes',
	'woocommerce_coming_soon'                => 'no',
	'woocommerce_store_pages_only'           => 'no',
	'woocommerce_allow_tracking'             => 'no',
	'woocommerce_show_marketplace_suggestions' => 'no',
	'woocommerce_feature_order_attribution_enabled' => 'yes',
	'woocommerce_onboarding_profile'         => array( 'skipped' => true ),
	'woocommerce_task_list_hidden'           => 'yes',
	'woocommerce_task_list_complete'         => 'yes',
	'woocommerce_bacs_settings'              => array(
		'enabled'      => 'yes',
		'title'        => 'Transferencia bancaria',
		'description'  => 'Paga por transferencia bancaria.',
		'instructions' => '',
	),
	// WooLentor's "products per page" on the shop (its default is 2).
	'woolentor_woo_template_tabs'            => array( 'shoppageproductlimit' => 12 ),
	'woolentor_quickview_settings'           => array(
		'enable'                 => 'on',
		'enable_on_shop_archive' => 'on',
		'enable_on_mobile'       => 'on',
		'enable_ajax_cart'       => 'on',
		'button_text'            => 'Vista rápida',
	),
);
foreach ( $options as $name => $value ) {
	update_option( $name, $value );
}
delete_transient( '_wc_activation_redirect' );
delete_option( 'woocommerce_admin_notices' );

// The classic cart and checkout (WooCommerce's installer makes block pages; storefront runs the
// classic ones, and the plugin's activation check notices block pages).
wp_update_post( array( 'ID' => wc_get_page_id( 'cart' ), 'post_content' => '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' ) );
wp_update_post( array( 'ID' => wc_get_page_id( 'checkout' ), 'post_content' => '<!-- wp:shortcode -->[woocommerce_checkout]<!-- /wp:shortcode -->' ) );

/** A JPEG drawn with GD, uploaded as an attachment with every image size. */
function sf_tier_image( $slug, $rgb ) {
	$image = imagecreatetruecolor( 900, 900 );
	imagefill( $image, 0, 0, imagecolorallocate( $image, $rgb[0], $rgb[1], $rgb[2] ) );
	$light = imagecolorallocate( $image, 255, 255, 255 );
	imagefilledellipse( $image, 450, 450, 500, 500, $light );
	imagestring( $image, 5, 380, 440, $slug, imagecolorallocate( $image, 20, 20, 20 ) );
	ob_start();
	imagejpeg( $image, null, 85 );
	$bytes = ob_get_clean();
	$upload = wp_upload_bits( $slug . '.jpg', null, $bytes );
	if ( ! empty( $upload['error'] ) ) {
		fwrite( STDERR, $upload['error'] . "\n" );
		exit( 1 );
	}
	$id = wp_insert_attachment(
		array(
			'post_mime_type' => 'image/jpeg',
			'post_title'     => $slug,
			'post_excerpt'   => 'Foto de ' . $slug,
			'post_status'    => 'inherit',
		),
		$upload['file']
	);
	update_post_meta( $id, '_wp_attachment_image_alt', 'Foto de ' . $slug );
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	return $id;
}

$ids = array();

$mug = new WC_Product_Simple();
$mug->set_name( 'Taza de cerámica' );
$mug->set_slug( 'taza-de-ceramica' );
$mug->set_regular_price( '12.50' );
$mug->set_sku( 'TAZA-01' );
$mug->set_description( 'Una taza de cerámica esmaltada, hecha a mano.' );
$mug->set_short_description( 'Taza de 350 ml.' );
$mug->set_image_id( sf_tier_image( 'taza-1', array( 40, 90, 160 ) ) );
$mug->set_gallery_image_ids( array( sf_tier_image( 'taza-2', array( 160, 60, 40 ) ), sf_tier_image( 'taza-3', array( 40, 140, 80 ) ) ) );
$ids['simple'] = $mug->save();

$color = new WC_Product_Attribute();
$color->set_name( 'Color' );
$color->set_options( array( 'Azul', 'Rojo' ) );
$color->set_visible( true );
$color->set_variation( true );
$size = new WC_Product_Attribute();
$size->set_name( 'Talla' );
$size->set_options( array( 'S', 'M' ) );
$size->set_visible( true );
$size->set_variation( true );
$shirt = new WC_Product_Variable();
$shirt->set_name( 'Camiseta básica' );
$shirt->set_slug( 'camiseta-basica' );
$shirt->set_sku( 'CAM' );
$shirt->set_description( 'Camiseta de algodón orgánico.' );
$shirt->set_attributes( array( $color, $size ) );
$shirt->set_image_id( sf_tier_image( 'camiseta', array( 90, 90, 90 ) ) );
$ids['variable'] = $shirt->save();
$ids['variations'] = array();
foreach ( array( 'Azul' => '19.90', 'Rojo' => '21.90' ) as $colour => $price ) {
	foreach ( array( 'S', 'M' ) as $talla ) {
		$variation = new WC_Product_Variation();
		$variation->set_parent_id( $ids['variable'] );
		$variation->set_attributes( array( 'color' => $colour, 'talla' => $talla ) );
		$variation->set_regular_price( $price );
		$variation->set_sku( 'CAM-' . strtoupper( substr( $colour, 0, 3 ) ) . '-' . $talla );
		$variation->set_stock_status( 'Rojo' === $colour && 'M' === $talla ? 'outofstock' : 'instock' );
		$ids['variations'][ $colour . '-' . $talla ] = $variation->save();
	}
}
WC_Product_Variable::sync( $ids['variable'] );

$notebook = new WC_Product_Simple();
$notebook->set_name( 'Cuaderno de notas' );
$notebook->set_slug( 'cuaderno-de-notas' );
$notebook->set_regular_price( '6.00' );
$notebook->set_sku( 'CUAD-01' );
$notebook->set_description( 'Cuaderno A5 de papel reciclado.' );
$notebook->set_image_id( sf_tier_image( 'cuaderno', array( 200, 170, 60 ) ) );
$ids['reviewed'] = $notebook->save();
foreach ( array( array( 'Lucía', 5, 'Precioso y resistente.' ), array( 'Marcos', 4, 'Buen papel.' ) ) as $review ) {
	$comment = wp_insert_comment(
		array(
			'comment_post_ID'      => $ids['reviewed'],
			'comment_author'       => $review[0],
			'comment_author_email' => strtolower( $review[0] ) . '@example.test',
			'comment_content'      => $review[2],
			'comment_type'         => 'review',
			'comment_approved'     => 1,
		)
	);
	update_comment_meta( $comment, 'rating', $review[1] );
}
WC_Comments::clear_transients( $ids['reviewed'] );

$candle = new WC_Product_Simple();
$candle->set_name( 'Vela aromática' );
$candle->set_slug( 'vela-aromatica' );
$candle->set_regular_price( '9.95' );
$candle->set_image_id( sf_tier_image( 'vela', array( 120, 60, 140 ) ) );
$ids['second'] = $candle->save();

// WooCommerce's (legacy) cart widget in the theme's footer widget area.
update_option( 'widget_woocommerce_widget_cart', array( 2 => array( 'title' => 'Carrito', 'hide_if_empty' => 0 ), '_multiwidget' => 1 ) );
update_option( 'sidebars_widgets', array( 'wp_inactive_widgets' => array(), 'sidebar-1' => array( 'woocommerce_widget_cart-2' ), 'array_version' => 3 ) );

flush_rewrite_rules();
$ids['pages'] = array(
	'shop'     => get_permalink( wc_get_page_id( 'shop' ) ),
	'cart'     => get_permalink( wc_get_page_id( 'cart' ) ),
	'checkout' => get_permalink( wc_get_page_id( 'checkout' ) ),
);
file_put_contents( __DIR__ . '/tier-ids.json', wp_json_encode( $ids ) );
echo wp_json_encode( $ids ) . "\nseed: done\n";
