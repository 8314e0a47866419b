// `/promociones/`: a landing page with Elementor Pro popups in the footer, an off-canvas panel and
// links carrying page-builder URL actions, printed as Elementor and Elementor Pro print them
// (elementor.md §1.4, §2, §3.1, §5).
import { html, raw, esc, phpJson } from './format.mjs';
import { getProductBySlug } from './catalogue.mjs';
import { layout, loopButton } from './templates.mjs';

/** PHP's rawurlencode of the action hash, as `Plugin::elementor()->frontend->create_action_hash()`. */
export function actionHref(action, settings) {
  const base64 = Buffer.from(JSON.stringify(settings)).toString('base64');
  return encodeURIComponent(`#elementor-action:action=${action}&settings=${base64}`);
}

const attr = (value) => esc(JSON.stringify(value));

function popupDocument(id, settings, body) {
  return raw(`<div data-elementor-type="popup" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-popup" data-elementor-settings="${attr(settings)}">
<div class="elementor-element elementor-element-p${id} e-flex e-con-boxed e-con e-parent" data-id="p${id}" data-element_type="container"><div class="e-con-inner">
${body}
</div></div>
</div>
`);
}

function inlineConfig(name, handle, value, nonce) {
  return raw(`<script id="${handle}-js-before" nonce="${nonce}">\nvar ${name} = ${phpJson(value, { hexTag: true })};\n</script>\n`);
}

function today(offsetDays) {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} 00:00`;
}

/** The popups the page prints; `retraso` (seconds) is the welcome popup's page-load delay. */
export function landingPopups(ctx, { delay, malformed }) {
  const product = getProductBySlug('taza-ceramica-amanecer');
  const popups = [];
  if (malformed) {
    popups.push(raw(`<div data-elementor-type="popup" data-elementor-id="700" class="elementor elementor-700 elementor-location-popup" data-elementor-settings="{&quot;timing&quot;:[],&quot;triggers&quot;:{&quot;page_load&quot;">
<div class="e-con"><h2 class="elementor-heading-title">Roto</h2></div>
</div>
`));
  }
  popups.push(
    popupDocument(
      701,
      {
        entrance_animation: 'zoomIn',
        exit_animation: 'fadeIn',
        entrance_animation_duration: { unit: 'px', size: 0.4, sizes: [] },
        a11y_navigation: 'yes',
        close_button_delay: 1,
        timing: { times: 'yes', times_times: 3, times_period: 'day' },
        triggers: { page_load: 'yes', page_load_delay: delay },
      },
      `<h2 class="elementor-heading-title">Bienvenida: 10 % de descuento</h2>
<p>Usa el código <strong>HOLA10</strong> en tu primer pedido.</p>
<p><a class="elementor-button" href="/tienda/">Ver la tienda</a></p>
<p><a class="no-mostrar" href="${actionHref('popup:close', { do_not_show_again: 'yes' })}">No volver a mostrar</a></p>`,
    ),
    popupDocument(
      702,
      {
        a11y_navigation: 'yes',
        open_selector: '.abrir-destacado',
        prevent_scroll: 'yes',
        close_button_position: 'outside',
        entrance_animation: 'fadeIn',
        entrance_animation_duration: { unit: 'px', size: 0.3, sizes: [] },
        timing: [],
      },
      `<h2 class="elementor-heading-title">Producto destacado: ${esc(product.name)}</h2>
<p>Hecha a mano en Talavera. Añádela al carrito sin salir de esta página.</p>
<div class="woocommerce"><p class="product">${String(loopButton(product, ctx))}</p></div>`,
    ),
    popupDocument(
      703,
      {
        a11y_navigation: 'yes',
        avoid_multiple_popups: 'yes',
        prevent_close_on_esc_key: 'yes',
        classes: 'promo-salida',
        timing: { schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: today(-1), schedule_end_date: today(30) },
        triggers: { exit_intent: 'yes' },
      },
      `<h2 class="elementor-heading-title">¿Te vas ya?</h2>
<p>Envío gratis en pedidos desde 50 €, solo este mes.</p>`,
    ),
    popupDocument(
      704,
      {
        a11y_navigation: 'yes',
        timing: { devices: 'yes', devices_devices: ['mobile'] },
        triggers: { scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 60 },
      },
      `<h2 class="elementor-heading-title">Descarga nuestra app</h2>
<p>Solo en móviles, al bajar por la página.</p>`,
    ),
    popupDocument(
      705,
      { a11y_navigation: 'yes', timing: [] },
      `<h2 class="elementor-heading-title">Condiciones de la promoción</h2>
<p>Válida hasta fin de mes en pedidos de la península.</p>
<p><a class="cerrar-condiciones" href="${actionHref('popup:close', {})}">Entendido</a></p>`,
    ),
    popupDocument(
      706,
      {
        a11y_navigation: 'yes',
        open_selector: '.abrir-boletin',
        timing: { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome', 'edge', 'firefox', 'safari'] },
        triggers: { inactivity: 'yes', inactivity_time: 45 },
      },
      `<h2 class="elementor-heading-title">Boletín de ofertas</h2>
<p>Te avisamos de las promociones nuevas una vez al mes.</p>
${newsletterForm()}`,
    ),
  );
  return popups;
}

/**
 * Elementor Pro's form widget as it prints a one-field form whose "Popup" action closes the popup
 * (modules/forms/widgets/form.php); demo/popup-form.js stands in for the plugin's form handler.
 */
function newsletterForm() {
  return `<div class="elementor-element elementor-element-f706a1b elementor-widget elementor-widget-form" data-id="f706a1b" data-element_type="widget" data-widget_type="form.default">
<div class="elementor-widget-container">
<form class="elementor-form" method="post" name="Boletín" aria-label="Boletín">
<input type="hidden" name="post_id" value="706"><input type="hidden" name="form_id" value="f706a1b"><input type="hidden" name="queried_id" value="690">
<div class="elementor-form-fields-wrapper elementor-labels-above">
<div class="elementor-field-type-email elementor-field-group elementor-column elementor-field-group-email elementor-col-100 elementor-field-required">
<label for="form-field-email" class="elementor-field-label">Correo electrónico</label>
<input size="1" type="email" name="form_fields[email]" id="form-field-email" class="elementor-field elementor-size-sm elementor-field-textual" autocomplete="email" required="required" aria-required="true">
</div>
<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons">
<button class="elementor-button elementor-size-sm" type="submit"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Suscribirme</span></span></button>
</div>
</div>
</form>
</div>
</div>`;
}

const OFF_CANVAS_ID = 'f1a2b3c';

/**
 * An Elementor Pro nav menu widget in the panel (vertical, no burger) with one submenu: Escape in
 * the open submenu is the menu's (it closes the submenu), not the panel's.
 */
const OFF_CANVAS_NAV = raw(`<div class="elementor-element elementor-element-c3d4e5f elementor-widget elementor-widget-nav-menu" data-id="c3d4e5f" data-element_type="widget" data-settings="{&quot;layout&quot;:&quot;vertical&quot;}" data-widget_type="nav-menu.default">
<div class="elementor-widget-container">
<nav aria-label="Colecciones" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-vertical">
<ul id="menu-1-c3d4e5f" class="elementor-nav-menu sm-vertical"><li class="menu-item menu-item-has-children menu-item-301"><a href="/tienda/" class="elementor-item">Colecciones</a>
<ul class="sub-menu elementor-nav-menu--dropdown">
	<li class="menu-item menu-item-302"><a href="/tienda/?orderby=date" class="elementor-sub-item">Novedades</a></li>
	<li class="menu-item menu-item-303"><a href="/tienda/?orderby=popularity" class="elementor-sub-item">Más vendidos</a></li>
</ul>
</li></ul></nav>
</div>
</div>`);

function offCanvas() {
  const settings = { entrance_animation: 'slideInLeft', exit_animation: 'slideInLeft', prevent_scroll: 'yes' };
  return raw(`<div class="elementor-element elementor-element-${OFF_CANVAS_ID} elementor-widget elementor-widget-off-canvas" data-id="${OFF_CANVAS_ID}" data-element_type="widget" data-settings="${attr(settings)}" data-widget_type="off-canvas.default">
<div class="elementor-widget-container">
<div id="off-canvas-${OFF_CANVAS_ID}" class="e-off-canvas" role="dialog" aria-modal="true" aria-hidden="true" aria-label="Filtros de la promoción" inert data-delay-child-handlers="true">
<div class="e-off-canvas__overlay"></div>
<div class="e-off-canvas__main"><div class="e-off-canvas__content">
<h2>Filtrar promociones</h2>
<ul><li><a href="/categoria-producto/hogar/">Hogar</a></li><li><a href="/categoria-producto/ropa/">Ropa</a></li></ul>
${OFF_CANVAS_NAV}
<p><a class="cerrar-panel" href="${actionHref('off_canvas:close', { id: OFF_CANVAS_ID, displayMode: 'close' })}">Cerrar el panel</a></p>
</div></div>
</div>
</div>
</div>
`);
}

/** The demo's QA panel (not Elementor markup), filled by demo/popups-qa.js as text. */
const QA_PANEL = raw(`<section id="qa-popups" class="qa-panel" aria-labelledby="qa-popups-titulo">
	<h2 id="qa-popups-titulo">QA: ventanas emergentes</h2>
	<div id="qa-popups-generales"></div>
	<ul id="qa-popups-lista" class="qa-popups-lista"></ul>
</section>
`);

export function landingPage(ctx, { delay = 3, malformed = false, qa = false } = {}) {
  const title = 'Promociones';
  const main = html`<article class="page type-page hentry elementor-page">
	<header class="entry-header"><h1 class="entry-title">${title}</h1></header>
	<div class="entry-content">
	<p>Ofertas de temporada de la tienda. Los avisos de esta página son ventanas emergentes de Elementor Pro.</p>
	<ul class="acciones-promo">
		<li><a id="ver-condiciones" href="${actionHref('popup:open', { id: '705', toggle: 'yes' })}">Ver las condiciones</a></li>
		<li><button type="button" class="abrir-destacado">Ver el producto destacado</button></li>
		<li><button type="button" class="abrir-boletin">Suscribirme al boletín</button></li>
		<li><a id="abrir-filtros" href="${actionHref('off_canvas:toggle', { id: OFF_CANVAS_ID, displayMode: 'toggle' })}">Filtrar promociones</a></li>
		<li><a id="recargar" href="${actionHref('reload-page', {})}">Recargar la página</a></li>
	</ul>
	${offCanvas()}
	${qa ? QA_PANEL : ''}
	<div class="relleno-promo"><p>Más ofertas abajo.</p></div>
	</div>
</article>`;
  const elementorConfig = {
    environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
    is_rtl: false,
    version: '4.2.3',
    responsive: {
      breakpoints: {
        mobile: { label: 'Móvil en vertical', value: 767, default_value: 767, direction: 'max', is_enabled: true },
        tablet: { label: 'Tableta en vertical', value: 1024, default_value: 1024, direction: 'max', is_enabled: true },
        widescreen: { label: 'Pantalla panorámica', value: 2400, default_value: 2400, direction: 'min', is_enabled: false },
      },
      hasCustomBreakpoints: false,
    },
    post: { id: 690, title: 'Promociones', excerpt: '' },
  };
  const proConfig = { ajaxurl: '/wp-admin/admin-ajax.php', nonce: 'demo', urls: { assets: '/wp-content/plugins/elementor-pro/assets/', rest: '/wp-json/' }, popup: { hasPopUps: true } };
  const headExtra = html`${inlineConfig('elementorFrontendConfig', 'elementor-frontend', elementorConfig, ctx.nonce)}${inlineConfig('ElementorProFrontendConfig', 'elementor-pro-frontend', proConfig, ctx.nonce)}`;
  const footExtra = html`${landingPopups(ctx, { delay, malformed })}<script src="/demo/popup-form.js" id="sf-popup-form-js" defer></script>
${qa ? raw('<script src="/demo/popups-qa.js" id="sf-popups-qa-js" defer></script>\n') : ''}`;
  return layout(ctx, { title, bodyClass: 'page-template-default page elementor-page', main, trail: [{ label: title }], headExtra, footExtra });
}
