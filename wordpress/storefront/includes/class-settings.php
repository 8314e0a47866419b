<?php
/**
 * The settings (one option) and their screen, Settings > Storefront.
 *
 * @package Storefront
 */

namespace Storefront\WordPress;

defined( 'ABSPATH' ) || exit;

/**
 * The settings.
 */
final class Settings {

	const PAGE  = 'storefront-bundle';
	const GROUP = 'storefront_bundle';

	/**
	 * The stored settings, with every feature on and the lightbox's URL kept by default.
	 *
	 * @return array{features: array<string, bool>, lightbox_history: bool}
	 */
	public function all(): array {
		$stored   = get_option( OPTION, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$features = array();
		foreach ( Features::slugs() as $slug ) {
			$features[ $slug ] = ! isset( $stored['features'][ $slug ] ) || (bool) $stored['features'][ $slug ];
		}
		return array(
			'features'         => $features,
			'lightbox_history' => ! isset( $stored['lightbox_history'] ) || (bool) $stored['lightbox_history'],
		);
	}

	/**
	 * Whether storefront takes the feature over.
	 *
	 * @param string $slug A feature's slug.
	 */
	public function enabled( string $slug ): bool {
		$all = $this->all();
		return ! empty( $all['features'][ $slug ] );
	}

	/**
	 * Whether the lightbox keeps the picture in the URL.
	 */
	public function lightbox_history(): bool {
		return $this->all()['lightbox_history'];
	}

	/**
	 * Hooks the screen in.
	 */
	public function register_admin(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_init', array( $this, 'register_setting' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLUGIN_FILE ), array( $this, 'action_links' ) );
	}

	/**
	 * Settings > Storefront.
	 */
	public function add_page(): void {
		add_options_page(
			__( 'Storefront', 'storefront' ),
			__( 'Storefront', 'storefront' ),
			'manage_options',
			self::PAGE,
			array( $this, 'render' )
		);
	}

	/**
	 * The option, sanitised on save.
	 */
	public function register_setting(): void {
		register_setting(
			self::GROUP,
			OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => array( $this, 'sanitize' ),
				'default'           => array(),
			)
		);
	}

	/**
	 * Only known features, as booleans; an unchecked box is off.
	 *
	 * @param mixed $input The submitted value.
	 * @return array{features: array<string, bool>, lightbox_history: bool}
	 */
	public function sanitize( $input ): array {
		$input    = is_array( $input ) ? $input : array();
		$features = array();
		foreach ( Features::slugs() as $slug ) {
			$features[ $slug ] = ! empty( $input['features'][ $slug ] );
		}
		return array(
			'features'         => $features,
			'lightbox_history' => ! empty( $input['lightbox_history'] ),
		);
	}

	/**
	 * A "Settings" link on the Plugins screen.
	 *
	 * @param string[] $links The plugin's links.
	 * @return string[]
	 */
	public function action_links( $links ) {
		$url = admin_url( 'options-general.php?page=' . self::PAGE );
		array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'storefront' ) . '</a>' );
		return $links;
	}

	/**
	 * The screen.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$settings = $this->all();
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Storefront', 'storefront' ); ?></h1>
			<p><?php esc_html_e( 'Each feature that is on replaces the plugin scripts listed beside it. Their data stays on the page, so the plugins\' settings still apply. Turn a feature off to give it back to its plugin.', 'storefront' ); ?></p>
			<?php Requirements::print_build_problem(); ?>
			<form method="post" action="options.php">
				<?php settings_fields( self::GROUP ); ?>
				<table class="form-table" role="presentation">
					<tbody>
					<?php foreach ( Features::all() as $slug => $feature ) : ?>
						<tr>
							<th scope="row"><label for="<?php echo esc_attr( 'storefront-feature-' . $slug ); ?>"><?php echo esc_html( $feature['label'] ); ?></label></th>
							<td>
								<input type="checkbox" id="<?php echo esc_attr( 'storefront-feature-' . $slug ); ?>" name="<?php echo esc_attr( OPTION . '[features][' . $slug . ']' ); ?>" value="1" aria-describedby="<?php echo esc_attr( 'storefront-feature-' . $slug . '-why' ); ?>" <?php checked( $settings['features'][ $slug ] ); ?> />
								<label for="<?php echo esc_attr( 'storefront-feature-' . $slug ); ?>"><?php esc_html_e( 'Run it with storefront', 'storefront' ); ?></label>
								<p class="description" id="<?php echo esc_attr( 'storefront-feature-' . $slug . '-why' ); ?>">
									<?php echo esc_html( $feature['why'] ); ?>
									<?php
									/* translators: %s: a list of WordPress script handles. */
									echo esc_html( sprintf( __( 'Replaces: %s.', 'storefront' ), implode( ', ', $feature['scripts'] ) ) );
									?>
								</p>
							</td>
						</tr>
					<?php endforeach; ?>
						<tr>
							<th scope="row"><label for="storefront-lightbox-history"><?php esc_html_e( 'Product lightbox', 'storefront' ); ?></label></th>
							<td>
								<input type="checkbox" id="storefront-lightbox-history" name="<?php echo esc_attr( OPTION . '[lightbox_history]' ); ?>" value="1" <?php checked( $settings['lightbox_history'] ); ?> />
								<label for="storefront-lightbox-history"><?php esc_html_e( 'Keep the open picture in the address (#&gid=1&pid=2), so Back closes the lightbox and a shared link opens it', 'storefront' ); ?></label>
							</td>
						</tr>
					</tbody>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
