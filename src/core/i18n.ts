/**
 * Texts: a page-supplied text always wins; otherwise our Spanish fallback. Literal texts the spec
 * quotes (e.g. 'Please wait...') are kept as the spec spells them.
 */
const fallbacks = {
  view_cart: 'Ver carrito',
  password_show: 'Mostrar contraseña',
  password_hide: 'Ocultar contraseña',
  please_wait: 'Please wait...',
  add_to_cart_failed: 'No se ha podido añadir el producto al carrito. Inténtalo de nuevo.',
  add_to_cart_failed_named: 'No se ha podido añadir «%s» al carrito. Inténtalo de nuevo.',
  variation_no_match: 'Lo sentimos, ningún producto coincide con tu selección. Elige otra combinación.',
  variation_make_selection: 'Elige las opciones del producto antes de añadirlo al carrito.',
  variation_unavailable: 'Lo sentimos, este producto no está disponible. Elige otra combinación.',
  scroll_to_top: 'Volver arriba',
  /** A submenu's disclosure button (WAI-ARIA APG disclosure navigation): the parent link's text. */
  submenu_toggle: 'Submenú de %s',
  variation_reset: 'Se ha restablecido tu selección. Elige las opciones del producto antes de añadirlo al carrito.',
  quick_view: 'Vista rápida del producto',
  close: 'Cerrar',
  video_play: 'Reproducir el vídeo',
  video_play_named: 'Reproducir el vídeo: %s',
  video_player: 'Reproductor de vídeo',
  /** The page builder's video widget when its player could not be loaded; then a link to the video on its host. */
  video_failed: 'No se ha podido cargar el vídeo.',
  video_watch_on: 'Ver el vídeo en %s',
  carousel_previous: 'Diapositiva anterior',
  carousel_next: 'Diapositiva siguiente',
  carousel_go_to: 'Ir a la diapositiva {{index}}',
  chat_open: 'Abrir chat',
  /** A page-builder popup with no heading of its own to name it. */
  popup: 'Ventana emergente',
  off_canvas: 'Panel lateral',
  /** The state select's first, empty option (wc_country_select_params.i18n_select_state_text). */
  address_select_state: 'Elige una opción…',
  /** An optional address field's label marker, in brackets (wc_address_i18n_params.i18n_optional_text). */
  address_optional: 'opcional',
  /** The checkout's fallbacks for `wc_checkout_params.i18n_checkout_error` and for the failures WooCommerce leaves silent. */
  checkout_error:
    'Se ha producido un error al procesar tu pedido. Comprueba si hay algún cargo en tu método de pago y revisa tu historial de pedidos antes de volver a realizar el pedido.',
  checkout_update_failed: 'No se han podido actualizar los totales de tu pedido. Revisa tu conexión e inténtalo de nuevo.',
  checkout_update_expired: 'Tu sesión ha caducado. Recarga la página para ver los totales de tu pedido.',
  coupon_failed: 'No se ha podido aplicar el cupón. Inténtalo de nuevo.',
  coupon_remove_failed: 'No se ha podido quitar el cupón. Inténtalo de nuevo.',
  /** A page-builder hotspot's button with no label of its own: its number on the image. */
  hotspot_button: 'Punto de interés %s',
  /** The page builder's table of contents when the page has none of its headings (its no_headings_message). */
  toc_no_headings: 'No se han encontrado encabezados en esta página.',
  /** A floating bar's coupon copied (its own success message wins) and the copy refused by the browser. */
  coupon_copied: 'Código %s copiado en el portapapeles.',
  coupon_copy_failed: 'No se ha podido copiar el código. Cópialo a mano: %s',
  /** The card method (the provider's frames and our glue around them). */
  card_frame: 'Datos de la tarjeta',
  card_name: 'Nombre del titular de la tarjeta',
  card_name_invalid: 'Introduce un nombre válido: solo letras, espacios y guiones (entre 5 y 50).',
  card_frame_failed: 'No se ha podido cargar el formulario de la tarjeta. Actualiza la página para volver a intentarlo.',
  /** Spec §8: the payment processing error shown to shoppers. */
  payment_processing_error: 'Se ha producido un error al procesar el pago. Revisa tu bandeja de entrada de correo electrónico y actualiza la página para volver a intentarlo.',
  payment_busy: 'Procesando el pago…',
  payment_cancelled: 'Has cerrado la ventana de pago sin terminar. El pedido no se ha pagado: puedes volver a intentarlo.',
  payment_modal: 'Pago seguro',
  payment_modal_close: 'Cerrar la ventana de pago',
  payment_modal_frame: 'Verificación del pago con tu banco',
  /** Elementor Pro's menu cart: its side cart's name when the toggle has none, and the empty cart it shows before the shop has filled it. */
  menu_cart: 'Carrito',
  menu_cart_empty: 'No hay productos en el carrito.',
  /** Elementor Pro's checkout page widget: its login could not reach the shop. */
  checkout_login_failed: 'No se ha podido iniciar sesión. Inténtalo de nuevo.',
  /** Elementor Pro's live search: an answer with no results and no message of the page's, a failed one, the count announced, the list's name and its pages' when the page names neither. */
  search_no_results: 'No se han encontrado resultados.',
  search_failed: 'No se han podido cargar los resultados de la búsqueda. Inténtalo de nuevo.',
  search_result_one: '1 resultado',
  search_results_count: '%s resultados',
  search_results_label: 'Resultados de la búsqueda',
  search_pagination: 'Páginas de resultados',
  /** Elementor Pro's search form, full-screen skin: the dialog's name when its toggle has none. */
  search_form: 'Buscar',
  /** The page builder's form: the spinner's text while it is sent, and the failures the server did not word. */
  form_sending: 'Enviando…',
  form_send_failed: 'No se ha podido enviar el formulario. Revisa tu conexión e inténtalo de nuevo.',
  form_rejected: 'No se ha podido enviar el formulario. Revisa los datos e inténtalo de nuevo.',
  /** A file over the field's `data-maxsize` when the field prints no `data-maxsize-message`. */
  form_file_too_large: 'El archivo supera el tamaño máximo permitido (%s MB).',
  /** A multi-step form's buttons when the widget prints no label, and its progress bar's name. */
  form_step_next: 'Siguiente',
  form_step_previous: 'Anterior',
  form_progress: 'Progreso del formulario',
  /** The page builder's post listings: load more's count and end announced, its failure shown (with a retry in infinite mode); the loop grid's page loaded in place; the portfolio's filter bar and the count it shows. */
  load_more_added: 'Se han cargado %s resultados más.',
  load_more_added_one: 'Se ha cargado 1 resultado más.',
  load_more_end: 'No hay más resultados.',
  load_more_failed: 'No se han podido cargar más resultados. Inténtalo de nuevo.',
  load_more_retry: 'Volver a intentarlo',
  pagination_loaded: 'Se ha cargado la página %s.',
  pagination_failed: 'No se ha podido cargar la página. Inténtalo de nuevo.',
  portfolio_filters: 'Filtrar los proyectos',
  portfolio_shown: 'Se muestran %s proyectos.',
  portfolio_shown_one: 'Se muestra 1 proyecto.',
} as const;

export type TextKey = keyof typeof fallbacks;

export function text(key: TextKey, pageText?: string | null, ...args: string[]): string {
  const base = pageText && pageText.trim() !== '' ? pageText : fallbacks[key];
  let i = 0;
  return base.replace(/%s/g, () => args[i++] ?? '');
}

export const LOCALE = 'es-ES';
export const CURRENCY = 'EUR';

let priceFormat: Intl.NumberFormat | undefined;
export function formatPrice(amount: number): string {
  priceFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });
  return priceFormat.format(amount);
}
