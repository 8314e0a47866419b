import { readFileSync } from 'node:fs';
// Every piece of markup: pages and fragments come from these same functions.
import {
  html, raw, esc, attrs, wcPrice, salePrice, priceRange, priceText, formatWeight, formatDimensions,
  decimalEs, dateEs, num, phpJson,
} from './format.mjs';
import {
  site, storeNotice, categories, category, catalogue, getImage, isVariation, parentOf, activePrice, onSale,
  variationPrices, productOnSale, isInStock, isPurchasable, maxPurchaseQuantity, attributeValueLabel,
  ORDERBY,
} from './catalogue.mjs';
import { cartTotals, nonce } from './cart.mjs';
import { md5 } from './format.mjs';
import { RLL_HEAD, videoContent } from './videos.mjs';

/** The first states as CSS (src/first-state.css), inlined where the WordPress plugin inlines dist/first-state.css. */
const FIRST_STATE_CSS = readFileSync(new URL('../../src/first-state.css', import.meta.url), 'utf8');

// ---- images ----------------------------------------------------------------------------------

export const IMAGE_SIZES = { full: 1200, single: 600, thumb: 324, gallery: 100 };
export function imageUrl(image, size = 'full') {
  const base = `/wp-content/uploads/tienda/${image.shape}-${image.id}`;
  return size === 'full' ? `${base}.svg` : `${base}-${IMAGE_SIZES[size]}x${IMAGE_SIZES[size]}.svg`;
}
const srcset = (image) =>
  ['single', 'thumb', 'gallery', 'full'].map((s) => `${imageUrl(image, s)} ${IMAGE_SIZES[s]}w`).join(', ');
const sizesAttr = (px) => `(max-width: ${px}px) 100vw, ${px}px`;

/** wp_get_attachment_image() for the woocommerce_thumbnail size. */
export function thumbnailImg(image, { alt = '' } = {}) {
  const px = IMAGE_SIZES.thumb;
  return html`<img${attrs({
    width: px, height: px, src: imageUrl(image, 'thumb'),
    class: 'attachment-woocommerce_thumbnail size-woocommerce_thumbnail', alt, decoding: 'async', loading: 'lazy',
    srcset: srcset(image), sizes: sizesAttr(px),
  })}>`;
}

/** wc_get_product_attachment_props(). */
export function imageProps(image) {
  return {
    title: image.alt || '',
    caption: '',
    url: imageUrl(image, 'full'),
    alt: image.alt || '',
    src: imageUrl(image, 'single'),
    srcset: srcset(image),
    sizes: sizesAttr(IMAGE_SIZES.single),
    full_src: imageUrl(image, 'full'),
    full_src_w: IMAGE_SIZES.full,
    full_src_h: IMAGE_SIZES.full,
    gallery_thumbnail_src: imageUrl(image, 'gallery'),
    gallery_thumbnail_src_w: IMAGE_SIZES.gallery,
    gallery_thumbnail_src_h: IMAGE_SIZES.gallery,
    thumb_src: imageUrl(image, 'thumb'),
    thumb_src_w: IMAGE_SIZES.thumb,
    thumb_src_h: IMAGE_SIZES.thumb,
    src_w: IMAGE_SIZES.single,
    src_h: IMAGE_SIZES.single,
  };
}

// ---- product bits ----------------------------------------------------------------------------

export const permalink = (p) => `/producto/${(isVariation(p) ? parentOf(p) : p).slug}/`;

/** get_permalink( $cart_item ) of a variation: the parent with the attributes in the query. */
export function cartItemPermalink(line) {
  if (!line.variation_id) return permalink(line.product);
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(line.product.attributes)) q.set(k, v === '' ? line.variation[k] ?? '' : v);
  return `${permalink(line.product)}?${q}`;
}

/** get_price_html(). */
export function priceHtml(p) {
  if (p.type === 'variable') {
    const r = variationPrices(p);
    if (r.min !== r.max) return priceRange(r.min, r.max);
    if (productOnSale(p) && r.regMin === r.regMax) return salePrice(r.regMax, r.min);
    return wcPrice(r.min);
  }
  if (p.regular_price === '') return raw('');
  return onSale(p) ? salePrice(num(p.regular_price), num(p.sale_price)) : wcPrice(activePrice(p));
}

/** wc_get_rating_html(). */
export function ratingHtml(rating) {
  const r = Number(rating);
  if (!(r > 0)) return raw('');
  const label = `Valorado con ${decimalEs(rating)} de 5`;
  return html`<div class="star-rating" role="img" aria-label="${label}"><span style="width:${(r / 5) * 100}%">Valorado con <strong class="rating">${decimalEs(rating)}</strong> de 5</span></div>`;
}

/** wc_get_stock_html(). */
export function stockHtml(p) {
  if (p.stock_status !== 'instock') return raw('<p class="stock out-of-stock">Sin existencias</p>\n');
  if (p.manage_stock && p.stock_quantity !== null) return raw(`<p class="stock in-stock">${p.stock_quantity} disponibles</p>\n`);
  return raw('');
}

export function productClasses(p, extra = []) {
  const classes = [
    ...extra, 'product', 'type-product', `post-${p.id}`, 'status-publish', isInStock(p) ? 'instock' : 'outofstock',
    ...p.categories.map((c) => `product_cat-${c}`), 'has-post-thumbnail', productOnSale(p) ? 'sale' : '',
    p.virtual ? 'taxable' : 'shipping-taxable', isPurchasable(p) ? 'purchasable' : '', `product-type-${p.type}`,
  ];
  return classes.filter(Boolean).join(' ');
}

/** The add-to-cart URL of the loop button: the current URL plus ?add-to-cart=ID (add_query_arg). */
function addToCartUrl(p, ctx) {
  if (p.type !== 'simple' || !isInStock(p) || !isPurchasable(p)) return permalink(p);
  const q = new URLSearchParams(ctx.query);
  for (const k of ['add-to-cart', 'added-to-cart', 'remove_item', '_wpnonce', 'quantity']) q.delete(k);
  q.set('add-to-cart', String(p.id));
  return `${ctx.path}?${q}`;
}

/** templates/loop/add-to-cart.php with woocommerce_template_loop_add_to_cart()'s arguments (WC 9). */
export function loopButton(p, ctx) {
  const purchasable = isPurchasable(p) && isInStock(p);
  const ajax = p.type === 'simple' && purchasable;
  const name = p.name;
  let text;
  let label;
  let describedby = '';
  if (p.type === 'variable') {
    text = purchasable ? 'Seleccionar opciones' : 'Leer más';
    label = purchasable ? `Seleccionar opciones para «${name}»` : `Leer más sobre «${name}»`;
    describedby = 'Este producto tiene múltiples variantes. Las opciones se pueden elegir en la página de producto';
  } else {
    text = purchasable ? 'Añadir al carrito' : 'Leer más';
    label = purchasable ? `Añadir al carrito: «${name}»` : `Leer más sobre «${name}»`;
  }
  const classes = ['button', `product_type_${p.type}`, purchasable ? 'add_to_cart_button' : '', ajax ? 'ajax_add_to_cart' : '']
    .filter(Boolean)
    .join(' ');
  const a = {
    href: addToCartUrl(p, ctx),
    'aria-describedby': `woocommerce_loop_add_to_cart_link_describedby_${p.id}`,
    'data-quantity': '1',
    class: classes,
    'data-product_id': p.id,
    'data-product_sku': p.sku,
    'aria-label': label,
    rel: 'nofollow',
    'data-success_message': ajax ? `«${name}» se ha añadido a tu carrito` : null,
    role: 'button',
  };
  return html`<a${attrs(a)}>${text}</a>	<span id="woocommerce_loop_add_to_cart_link_describedby_${p.id}" class="screen-reader-text">
		${describedby}	</span>
`;
}

/** content-product.php. */
export function loopItem(p, index, columns, ctx) {
  const pos = index % columns === 0 ? 'first' : index % columns === columns - 1 ? 'last' : '';
  return html`<li class="${productClasses(p, [pos].filter(Boolean))}">
	<a href="${permalink(p)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${
    productOnSale(p) ? raw('\n	<span class="onsale">¡Oferta!</span>\n	') : ''
  }${thumbnailImg(p.image)}<h2 class="woocommerce-loop-product__title">${p.name}</h2>
	${ratingHtml(p.rating)}
	<span class="price">${priceHtml(p)}</span>
</a>${quickViewButton(p)}${loopButton(p, ctx)}</li>
`;
}

const QUICK_VIEW_ICON = raw('<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><g class="woolentor-quickview-eye-icon"><path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z" fill="currentColor"/></g><g class="woolentor-quickview-loading"><path d="M12 2a10 10 0 1 0 10 10h-2.5A7.5 7.5 0 1 1 12 4.5z" fill="currentColor"/></g></svg>');

/** WooLentor 3.3.8 templates/quickview-button.php (shop loop, position before_cart_btn). */
export function quickViewButton(p) {
  return html`<span class="woolentor-quickview-btn-area"><a href="${permalink(p)}" class="woolentor-quickview-btn woolentor-quickview-btn-pos-before_cart_btn woolentor-quickview-btn-icon-default woolentor-quickview-icon-pos-before" data-product_id="${p.id}"><span class="woolentor-quickview-btn-icon">${QUICK_VIEW_ICON}</span><span class="woolentor-quickview-btn-text">Vista rápida<span class="screen-reader-text">: ${p.name}</span></span></a></span>`;
}

/** WooLentor's quickview-modal-wrap.php, printed once in wp_footer. */
const QUICK_VIEW_MODAL = raw(`<div id="woolentor-quickview-modal" class="woolentor-quickview-modal" style="position:fixed; visibility:hidden; opacity:0; z-index:-9;">
	<div class="woolentor-quickview-overlay"></div>
	<div class="woolentor-quickview-modal-wrapper">
		<div class="woolentor-quickview-modal-content">
			<span class="woolentor-quickview-modal-close">&#10005;</span>
			<div class="woolentor-quickview-modal-body"></div>
		</div>
	</div>
</div>
`);

/**
 * WooLentor's answer to woolentor_quickview (elementor.md §6.4): quickview-content.php inside its
 * template div, with WooCommerce's product images (thumbnailLayout other than "slider") and the
 * summary's title, rating, price, excerpt, add-to-cart form and meta.
 */
export function quickViewContent(ctx, p) {
  const form = p.type === 'variable' ? html`${variationsForm(ctx, p)}${VARIATION_TEMPLATES}` : simpleForm(ctx, p);
  return html`<div class='woolentorquickview-content-template ${p.type}'><div class="woolentor-quickview-content-area woocommerce single-product"><div id="product-${p.id}" class="${productClasses(p, [])}">
	${productOnSale(p) ? raw('<span class="onsale">¡Oferta!</span>\n	') : ''}<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">
	<figure class="woocommerce-product-gallery__wrapper">
		${galleryImage(p.image, true)}${(p.gallery || []).map((im) => galleryImage(im, false))}	</figure>
</div>
	<div class="summary entry-summary woolentor-quickview-custom-scroll"><div class="summary-content">
		<h1 class="product_title entry-title">${p.name}</h1>${Number(p.rating) > 0 ? ratingHtml(p.rating) : ''}<p class="price">${priceHtml(p)}</p>
<div class="woocommerce-product-details__short-description">
	<p>${p.short_description}</p>
</div>
${p.type === 'variable' ? '' : stockHtml(p)}${form}<div class="product_meta">
	<span class="sku_wrapper">SKU: <span class="sku">${p.sku || 'N/D'}</span></span>
</div>
	</div></div>
</div></div></div>`;
}

export function productsLoop(list, ctx, columns = 4) {
  return html`<ul class="products columns-${columns}">
${list.map((p, i) => loopItem(p, i, columns, ctx))}</ul>
`;
}

// ---- mini cart and fragments -----------------------------------------------------------------

/** templates/cart/mini-cart.php. */
export function miniCart(session) {
  const { lines, subtotal } = cartTotals(session);
  if (!lines.length) {
    return raw('\n\t<p class="woocommerce-mini-cart__empty-message">No hay productos en el carrito.</p>\n\n\n');
  }
  const wpnonce = nonce(session, 'woocommerce-cart');
  const items = lines.map((l) => {
    const remove = {
      role: 'button',
      href: `/carrito/?remove_item=${l.key}&_wpnonce=${wpnonce}`,
      class: 'remove remove_from_cart_button',
      'aria-label': `Eliminar ${l.name} del carrito`,
      'data-product_id': l.product_id,
      'data-cart_item_key': l.key,
      'data-product_sku': l.product.sku,
      'data-success_message': `«${l.name}» se ha eliminado de tu carrito`,
    };
    return html`
				<li class="woocommerce-mini-cart-item mini_cart_item">
					<a${attrs(remove)}>&times;</a>											<a href="${cartItemPermalink(l)}">
							${thumbnailImg(l.variation_id ? l.product.image : l.parent.image)}${l.name}						</a>
										${itemDataHtml(l)}					<span class="quantity">${l.quantity} &times; ${wcPrice(l.price)}</span>				</li>
				`;
  });
  return html`
	<ul class="woocommerce-mini-cart cart_list product_list_widget ">
		${items}
	</ul>

	<p class="woocommerce-mini-cart__total total">
		<strong>Subtotal:</strong> ${wcPrice(subtotal)}	</p>

	
	<p class="woocommerce-mini-cart__buttons buttons"><a href="/carrito/" class="button wc-forward">Ver carrito</a><a href="/finalizar-compra/" class="button checkout wc-forward">Finalizar compra</a></p>

	

`;
}

/** wc_get_formatted_cart_item_data(). */
function itemDataHtml(line) {
  if (!line.itemData.length) return '';
  return html`<dl class="variation">
${line.itemData.map((d) => html`			<dt class="variation-${d.key}">${d.key}:</dt>
		<dd class="variation-${d.key}"><p>${d.value}</p>
</dd>
`)}	</dl>
`;
}

export const miniCartFragment = (session) =>
  html`<div class="widget_shopping_cart_content">${miniCart(session)}</div>`;

/** storefront_cart_link(). */
export function cartLink(session) {
  const { subtotal, count } = cartTotals(session);
  return html`<a class="cart-contents" href="/carrito/" title="Ver tu carrito de compra">
								${wcPrice(subtotal)} <span class="count">${count} ${count === 1 ? 'producto' : 'productos'}</span>
			</a>
		`;
}

/** The woocommerce_add_to_cart_fragments filter output (WooCommerce + Storefront). */
export function fragments(session) {
  return {
    'div.widget_shopping_cart_content': String(miniCartFragment(session)),
    'a.cart-contents': String(cartLink(session)),
  };
}

// ---- notices ---------------------------------------------------------------------------------

export function noticesHtml(notices) {
  const byType = { success: [], error: [], notice: [] };
  for (const n of notices) (byType[n.type] ?? byType.notice).push(n.html);
  let out = '';
  for (const m of byType.success) out += `\n	<div class="woocommerce-message" role="alert">\n		${m}	</div>\n`;
  if (byType.error.length) {
    out += `	<ul class="woocommerce-error" role="alert">\n${byType.error.map((m) => `			<li>\n			${m}		</li>\n`).join('')}	</ul>\n`;
  }
  for (const m of byType.notice) out += `\n	<div class="woocommerce-info" role="status">\n		${m}	</div>\n`;
  return raw(`<div class="woocommerce-notices-wrapper">${out}</div>`);
}

// ---- page globals and scripts ----------------------------------------------------------------

export const GLOBAL_HANDLES = {
  woocommerce_params: 'woocommerce',
  wc_add_to_cart_params: 'wc-add-to-cart',
  wc_cart_fragments_params: 'wc-cart-fragments',
  wc_single_product_params: 'wc-single-product',
  wc_add_to_cart_variation_params: 'wc-add-to-cart-variation',
  woolentorQuickView: 'woolentor-quickview',
  wpfront_scroll_top_data: 'wpfront-scroll-top',
  wc_order_attribution: 'wc-order-attribution',
  // WooPayments' checkout configuration and its queue of page events for the platform tracker.
  wcpay_upe_config: 'wcpay-upe-checkout',
  wcPayFrontendTracks: 'wcpay-frontend-tracks',
  // The classic checkout's (demo/lib/checkout.mjs), in WordPress's dependency order.
  wc_country_select_params: 'wc-country-select',
  wc_address_i18n_params: 'wc-address-i18n',
  wc_checkout_params: 'wc-checkout',
};

/** wp_localize_script(): <script id="{handle}-js-extra">var {name} = {json};</script>. */
export function localizedScript(name, value, scriptNonce) {
  return raw(
    `<script id="${GLOBAL_HANDLES[name]}-js-extra" nonce="${scriptNonce}">\nvar ${name} = ${phpJson(value, { hexTag: true })};\n</script>\n`,
  );
}

// ---- layout ----------------------------------------------------------------------------------

const NAV = [
  { href: '/tienda/', label: 'Tienda', key: 'shop' },
  { href: '/categoria-producto/ropa/', label: 'Categorías', key: 'categories', children: categories.map((c) => ({ href: `/categoria-producto/${c.slug}/`, label: c.name, key: `cat-${c.slug}` })) },
  { href: '/carrito/', label: 'Carrito', key: 'cart' },
  { href: '/mi-cuenta/', label: 'Mi cuenta', key: 'account' },
  { href: '/contacto/', label: 'Contacto', key: 'contact' },
];

function menu(items, current, id) {
  const li = (item) => {
    const isCurrent = item.key === current;
    const cls = ['menu-item', item.children ? 'menu-item-has-children' : '', isCurrent ? 'current-menu-item' : ''].filter(Boolean).join(' ');
    return html`<li class="${cls}"><a href="${item.href}"${isCurrent ? raw(' aria-current="page"') : ''}>${item.label}</a>${
      item.children ? html`
<ul class="sub-menu">
${item.children.map((c) => html`	<li class="menu-item${c.key === current ? ' current-menu-item' : ''}"><a href="${c.href}"${c.key === current ? raw(' aria-current="page"') : ''}>${c.label}</a></li>
`)}</ul>
` : ''
    }</li>
`;
  };
  return html`<ul id="${id}" class="menu">${items.map(li)}</ul>`;
}

function header(ctx) {
  return html`<header id="masthead" class="site-header" role="banner">
	<a class="skip-link screen-reader-text" href="#site-navigation">Ir a la navegación</a>
	<a class="skip-link screen-reader-text" href="#content">Ir al contenido</a>
	<div class="col-full">
		<div class="site-branding">
			<a href="/tienda/" class="custom-logo-link" rel="home"><svg class="custom-logo" width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false"><circle cx="20" cy="20" r="20" fill="#0f5e59"/><path d="M8 27a12 12 0 0 1 24 0z" fill="#f2c14e"/><path d="M6 29h28" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg><span class="site-title">${site.name}</span></a>
			<p class="site-description">${site.tagline}</p>
		</div>
		<div class="site-search">
			<div class="widget woocommerce widget_product_search"><form role="search" method="get" class="woocommerce-product-search" action="/tienda/">
	<label class="screen-reader-text" for="woocommerce-product-search-field-0">Buscar por:</label>
	<input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Buscar productos…" value="${ctx.query.get('s') ?? ''}" name="s">
	<button type="submit" value="Buscar" class="">Buscar</button>
	<input type="hidden" name="post_type" value="product">
</form>
</div>
		</div>
	</div>
	<div class="storefront-primary-navigation"><div class="col-full">
		<nav id="site-navigation" class="main-navigation" role="navigation" aria-label="Navegación principal">
			<button id="site-navigation-menu-toggle" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false"><span>Menú</span></button>
			<div class="primary-navigation">${menu(NAV, ctx.current, 'menu-principal')}</div>
		</nav>
		<ul id="site-header-cart" class="site-header-cart menu">
			<li class="${ctx.current === 'cart' ? 'current-menu-item' : ''}">
				${cartLink(ctx.session)}
			</li>
			<li>
				<div class="widget woocommerce widget_shopping_cart">${
          ctx.variants.minicartPlaceholder ? raw('<div class="widget_shopping_cart_content"></div>') : miniCartFragment(ctx.session)
        }</div>
			</li>
		</ul>
	</div></div>
</header>
`;
}

function breadcrumb(trail) {
  if (!trail) return '';
  const parts = [html`<a href="/tienda/">Inicio</a>`];
  trail.forEach((t, i) => {
    parts.push(raw('<span class="breadcrumb-separator"> / </span>'));
    parts.push(t.href && i < trail.length - 1 ? html`<a href="${t.href}">${t.label}</a>` : html`${t.label}`);
  });
  return html`<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="Migas de pan">${parts}</nav></div></div>
`;
}

function footer(ctx) {
  return html`<footer id="colophon" class="site-footer" role="contentinfo">
	<div class="col-full">
		<div class="footer-widgets row-1 col-3 fix">
			<div class="block footer-widget-1">
				<div class="widget widget_text"><h2 class="widget-title">Tienda Aurora</h2>
					<p>Objetos útiles y bonitos, hechos por talleres pequeños de la península. Envío en 24–48 h desde Valencia.</p>
				</div>
			</div>
			<div class="block footer-widget-2">
				<nav class="widget widget_nav_menu" aria-label="Ayuda"><h2 class="widget-title">Ayuda</h2>
					<ul class="menu">
						<li><a href="/envios/">Envíos y devoluciones</a></li>
						<li><a href="/contacto/">Contacto</a></li>
						<li><a href="/politica-privacidad/">Política de privacidad</a></li>
						<li><a href="/aviso-legal/">Aviso legal</a></li>
					</ul>
				</nav>
			</div>
			<div class="block footer-widget-3">
				<div class="widget widget_text"><h2 class="widget-title">Atención al cliente</h2>
					<p>De lunes a viernes, de 9:00 a 18:00.<br>hola@tienda-aurora.example<br>+34 960 000 000</p>
				</div>
			</div>
		</div>
		<div class="site-info">
			&copy; ${site.name} 2025 · Pago seguro · Precios con IVA incluido
		</div>
	</div>
	${ctx.variants.comingSoon ? comingSoonBanner(ctx) : ''}
</footer>
`;
}

/** LaunchYourStore::add_coming_soon_banner_on_frontend(). */
function comingSoonBanner(ctx) {
  return raw(
    `<div id='coming-soon-footer-banner'><div class='coming-soon-footer-banner__content'>Esta página está en modo «Próximamente» y solo la ves tú y quien tenga permiso. Para hacerla pública,&nbsp;<a href='/wp-admin/admin.php?page=wc-settings&#038;tab=site-visibility'>cambia los ajustes de visibilidad</a></div><a class='coming-soon-footer-banner-dismiss' data-rest-url='/wp-json/wp/v2/users/1' data-rest-nonce='${nonce(ctx.session, 'wp_rest')}' role='button' tabindex='0' aria-label='Descartar el aviso de modo próximamente'></a></div>`,
  );
}

/** woocommerce_demo_store(). */
export function storeNoticeHtml() {
  return html`<p role="complementary" aria-label="Aviso de la tienda" class="woocommerce-store-notice demo_store" data-notice-id="${md5(storeNotice)}" style="display:none">${storeNotice} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Descartar</a></p>`;
}

/**
 * WPFront Scroll Top v2's footer markup (widgets.md §2.2) with the settings of its inline
 * `wpfront_scroll_top({…})` call moved into `data-wpfront-scroll-top` (a CSP without
 * 'unsafe-inline' would refuse that call anyway), and the plugin's stylesheet rule for it.
 */
const SCROLL_TOP_V2_SETTINGS = {
  scroll_offset: 300, button_width: 0, button_height: 0, button_opacity: 0.8, button_fade_duration: 200, scroll_duration: 400,
  location: 2, marginX: 24, marginY: 24, hide_iframe: false, auto_hide: true, auto_hide_after: 2, button_action: 'top',
  button_action_element_selector: '', button_action_container_selector: 'html, body', button_action_element_offset: 0,
};
function scrollTopV2() {
  return html`<div id="wpfront-scroll-top-container" data-wpfront-scroll-top="${JSON.stringify(SCROLL_TOP_V2_SETTINGS)}"><img src="/demo/assets/scroll-top.svg" alt="Volver arriba" /></div>
<style>#wpfront-scroll-top-container{display:none;position:fixed;cursor:pointer;z-index:9999}#wpfront-scroll-top-container img{width:48px;height:48px}</style>
`;
}

/**
 * Joinchat's footer markup (widgets.md §1.2, `public/partials/html.php`), 6.x by default, with the
 * demo's own number. `chat=5x` prints 5.x's (jQuery-era) markup; `chat=malformado` a
 * `data-settings` that is not JSON; `chat=sin-telefono` an empty telephone; `chat=lite` no markup
 * but the lite script's `joinchat_obj` global (§1.14), `chat=lite-malformado` one whose settings
 * are not an object. The settings are printed as PHP prints them (JSON in single quotes, `'` and
 * `"` hex-escaped). `product` (a variable product whose message uses `{SKU}`) adds its `sku` and
 * wraps the SKU in `<jc-sku>` in the message and a bubble, as the plugin's WooCommerce part does.
 */
/** The variable product whose chat message carries its SKU. */
export const CHAT_SKU_PRODUCT = 'camiseta-organica-basica';
export const CHAT_SETTINGS = {
  telephone: '34960000000', mobile_only: false, button_delay: 3, whatsapp_web: false, qr: true, message_views: 2,
  message_delay: 10, message_badge: false, message_send: 'Hola, tengo una pregunta sobre Tienda Aurora', message_hash: '1a2b3c4d',
};
const phpAttrJson = (value) => JSON.stringify(value).replace(/'/g, '\\u0027').replace(/</g, '\\u003C').replace(/>/g, '\\u003E').replace(/&/g, '\\u0026');
const SEND_ICON = '<svg class="joinchat__open__icon" width="60" height="60" viewBox="0 0 400 400" aria-hidden="true" focusable="false"><path class="joinchat__pa" d="M168.83 200.504H79.218L33.04 44.284a1 1 0 0 1 1.386-1.188L365.083 199.04a1 1 0 0 1 .003 1.808L34.432 357.903a1 1 0 0 1-1.388-1.187l29.42-99.427"/><path class="joinchat__pb" d="M318.087 318.087c-52.982 52.982-132.708 62.922-195.725 29.82l-80.449 10.18 10.358-80.112C18.956 214.905 28.836 134.99 81.913 81.913c65.218-65.217 170.956-65.217 236.174 0 42.661 42.661 57.416 102.661 44.265 157.316"/></svg>';
function joinchatHtml(ctx, product) {
  const variant = ctx.query.get('chat');
  const sku = product ? { sku: product.sku, message_send: `Hola, me interesa ${product.name} (ref. <jc-sku>${product.sku}</jc-sku>)` } : {};
  const settings = { ...CHAT_SETTINGS, ...sku, ...(variant === 'sin-telefono' ? { telephone: '' } : {}), ...(variant === '5x' ? { message_badge: true } : {}) };
  if (variant === 'lite' || variant === 'lite-malformado') {
    // The lite script's inline global (`wp_add_inline_script('joinchat-lite', …, 'before')`): its settings only.
    const { telephone, whatsapp_web, message_send, qr } = settings;
    const global = variant === 'lite' ? { settings: { telephone, whatsapp_web, message_send, qr, ...sku, ga_event: 'generate_lead' } } : { settings: 'telefono' };
    return raw(`<script id="joinchat-lite-js-before" nonce="${ctx.nonce}">\nvar joinchat_obj = ${phpJson(global, { hexTag: true })};\n</script>\n`);
  }
  let data = phpAttrJson(settings);
  if (variant === 'malformado') data = data.replace('{', '{telephone:');
  if (variant === '5x') {
    return raw(`<div class="joinchat joinchat--right" data-settings='${data}'>
	<div class="joinchat__button">
		<div class="joinchat__button__open"></div>
		<div class="joinchat__button__sendtext">Abrir chat</div>
		<div class="joinchat__badge">1</div>
		<div class="joinchat__tooltip"><div>¿Te ayudamos?</div></div>
		<div class="joinchat__qr"><div>Escanea el código</div></div>
	</div>
	<div class="joinchat__box">
		<div class="joinchat__header"><span class="joinchat__header__text">Tienda Aurora</span><div class="joinchat__close" title="Cerrar"></div></div>
		<div class="joinchat__box__scroll"><div class="joinchat__box__content">
			<div class="joinchat__message">¡Hola! 👋</div>
			<div class="joinchat__message">¿En qué podemos ayudarte?</div>
		</div></div>
	</div>
</div>
`);
  }
  return raw(`<div class="joinchat joinchat--right joinchat--optout" data-settings='${data}' hidden aria-hidden="false">
	<div class="joinchat__button" role="button" tabindex="0" aria-label="¿Te ayudamos? Abrir chat">
		<div class="joinchat__tooltip" aria-hidden="true"><div>¿Te ayudamos?</div></div>
	</div>
	<div class="joinchat__qr"><div>Escanea el código</div></div>
	<div class="joinchat__chatbox" role="dialog" aria-labelledby="joinchat__label" aria-modal="true">
		<div class="joinchat__header">
			<div id="joinchat__label"><span>Tienda Aurora</span></div>
			<div class="joinchat__close" role="button" tabindex="0" aria-label="Cerrar"></div>
		</div>
		<div class="joinchat__scroll">
			<div class="joinchat__content">
				<div class="joinchat__chat">
					<div class="joinchat__bubble">¡Hola! 👋</div>
					<div class="joinchat__bubble">${product ? `¿Tienes dudas sobre ${esc(product.name)} (ref. <jc-sku>${esc(product.sku)}</jc-sku>)? Escríbenos y te respondemos enseguida.` : '¿Tienes dudas sobre una talla o un envío? Escríbenos y te respondemos enseguida.'}</div>
					<div class="joinchat__bubble joinchat__bubble--media"><img data-src="/demo/assets/favicon.svg" alt="Tienda Aurora" width="48" height="48"></div>
					<div class="joinchat__bubble joinchat__bubble--note">Hoy te atiende <jc-rand><jc-opt>Lucía</jc-opt><jc-opt>Marcos</jc-opt></jc-rand>.</div>
				</div>
				<div class="joinchat__optin"><input type="checkbox" id="joinchat_optin"><label for="joinchat_optin">Acepto la <a href="/politica-privacidad/" target="_blank" rel="nofollow noopener">política de privacidad</a></label></div>
				<div class="joinchat__open" role="button" tabindex="0">
					<div class="joinchat__open__text">Abrir chat</div>
					${SEND_ICON}
				</div>
			</div>
		</div>
	</div>
</div>
`);
}

/** Whole document. `main` is the inside of main#main. */
export function layout(ctx, { title, bodyClass, main, trail, headExtra = '', footExtra = '', chatProduct }) {
  const v = ctx.variants;
  const head = [];
  if (v.jquery) {
    head.push('<script src="/demo/trusted-types-jquery.js" id="sf-trusted-types-jquery-js"></script>\n');
    head.push('<script src="/vendor/jquery.min.js" id="jquery-core-js"></script>\n');
    head.push('<script src="/demo/jquery-recorder.js" id="sf-jquery-recorder-js"></script>\n');
  }
  if (v.record) head.push('<script src="/demo/native-recorder.js" id="sf-native-recorder-js"></script>\n');
  for (const name of ctx.globalNames) head.push(String(localizedScript(name, ctx.globalValue(name), ctx.nonce)));

  const foot = [];
  for (const handle of v.legacy) foot.push(`<script src="/demo/legacy/${esc(handle)}.js" id="${esc(handle)}-js"></script>\n`);
  if (v.storefront) {
    head.push(ctx.modulePreloads(...(/\bsingle-product\b/.test(bodyClass) ? ['src/registry/product.ts'] : [])));
    if (/\bwoocommerce-(checkout|add-payment-method)\b/.test(bodyClass)) head.push(`<style id="storefront-first-state-inline-css">\n${FIRST_STATE_CSS}</style>\n`);
    foot.push('<script type="module" src="/wp-content/plugins/storefront/dist/storefront.js"></script>\n');
  }

  const classes = [bodyClass, 'theme-tienda-aurora', 'woocommerce-demo-store', 'storefront-full-width-content', 'woocommerce-active', ...(v.tema ? [`tema-${v.tema}`] : [])].join(' ');
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – ${site.name}</title>
<link rel="icon" href="/demo/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" id="tienda-aurora-style-css" href="/demo/assets/shop.css" media="all">
${raw(head.join(''))}${headExtra}</head>
<body class="${classes}">
<div id="page" class="hfeed site">
${header(ctx)}${breadcrumb(trail)}<div id="content" class="site-content" tabindex="-1">
	<div class="col-full">
		<div id="primary" class="content-area">
			<main id="main" class="site-main" role="main">
${main}
			</main>
		</div>
	</div>
</div>
${footer(ctx)}</div>
${storeNoticeHtml()}
${QUICK_VIEW_MODAL}${v.scrollTop === 'v2' ? scrollTopV2() : ''}${joinchatHtml(ctx, chatProduct)}${footExtra}${raw(foot.join(''))}</body>
</html>
`;
}

// ---- shop ------------------------------------------------------------------------------------

function orderingForm(ctx, orderby) {
  const hidden = [];
  for (const [k, v] of ctx.query) {
    if (['orderby', 'submit', 'paged', 'product-page'].includes(k)) continue;
    hidden.push(html`<input type="hidden" name="${k}" value="${v}">`);
  }
  return html`<form class="woocommerce-ordering" method="get">
		<select name="orderby" class="orderby" aria-label="Orden de la tienda">
${Object.entries(ORDERBY).map(([value, label]) => html`					<option value="${value}"${value === orderby ? raw(" selected='selected'") : ''}>${label}</option>
`)}			</select>
	<input type="hidden" name="paged" value="1">
	${hidden}</form>
`;
}

function resultCount(total, sorted) {
  const text = total === 1 ? 'Mostrando el único resultado' : `Mostrando los ${total} resultados`;
  const a = sorted && total > 1 ? raw(' role="alert" aria-relevant="all" data-is-sorted-by="true"') : '';
  return html`<p class="woocommerce-result-count"${a}>
	${text}</p>
`;
}

export function shopPage(ctx, { products, orderby, heading, description, trail, notices }) {
  const main = html`<header class="woocommerce-products-header">
	<h1 class="woocommerce-products-header__title page-title">${heading}</h1>
	${description ? html`<div class="term-description"><p>${description}</p></div>` : ''}
</header>
<div class="storefront-sorting">${noticesHtml(notices)}${orderingForm(ctx, orderby)}${resultCount(products.length, ctx.query.has('orderby'))}</div>
${products.length
  ? productsLoop(products, ctx)
  : raw('<div class="woocommerce-no-products-found">\n	<div class="woocommerce-info" role="status">No se han encontrado productos que concuerden con la selección.</div>\n</div>\n')}`;
  return layout(ctx, {
    title: heading,
    bodyClass: 'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page',
    main,
    trail,
  });
}

// ---- cart ------------------------------------------------------------------------------------

function quantityInput(ctx, { id, name, value, min, max, label, hidden = false }) {
  if (hidden) {
    return html`<div class="quantity">
		<input type="hidden" id="${id}" class="qty" name="${name}" value="${value}">
	</div>
`;
  }
  return html`<div class="quantity">
		<label class="screen-reader-text" for="${id}">${label} cantidad</label>
	<input type="number" id="${id}" class="input-text qty text" name="${name}" value="${value}" aria-label="Cantidad de productos" size="4" min="${min}" max="${max}" step="1" placeholder="" inputmode="numeric" autocomplete="off">
	</div>
`;
}

export function cartPage(ctx, { notices, crossSells }) {
  const { lines, subtotal, total, tax } = cartTotals(ctx.session);
  const wpnonce = nonce(ctx.session, 'woocommerce-cart');
  let content;
  if (!lines.length) {
    content = html`${noticesHtml(notices)}<div class="wc-empty-cart-message">
	<div class="cart-empty woocommerce-info" role="status">
		Tu carrito está vacío.	</div>
</div>
<p class="return-to-shop">
	<a class="button wc-backward" href="/tienda/">Volver a la tienda</a>
</p>
`;
  } else {
    const rows = lines.map((l) => {
      const max = maxPurchaseQuantity(l.product);
      return html`<tr class="woocommerce-cart-form__cart-item cart_item">
	<td class="product-remove">
		<a role="button" href="/carrito/?remove_item=${l.key}&amp;_wpnonce=${wpnonce}" class="remove" aria-label="${`Eliminar ${l.name} del carrito`}" data-product_id="${l.product_id}" data-product_sku="${l.product.sku}">&times;</a>	</td>
	<td class="product-thumbnail"><a href="${cartItemPermalink(l)}" tabindex="-1" aria-hidden="true">${thumbnailImg(l.variation_id ? l.product.image : l.parent.image)}</a></td>
	<th scope="row" class="product-name" data-title="Producto"><a href="${cartItemPermalink(l)}">${l.name}</a>${itemDataHtml(l)}</th>
	<td class="product-price" data-title="Precio">${wcPrice(l.price)}</td>
	<td class="product-quantity" data-title="Cantidad">${quantityInput(ctx, {
    id: `quantity_${l.key.slice(0, 13)}`, name: `cart[${l.key}][qty]`, value: l.quantity, min: 0, max: max > 0 ? max : '', label: l.name,
    hidden: l.product.sold_individually,
  })}</td>
	<td class="product-subtotal" data-title="Subtotal">${wcPrice(l.subtotal)}</td>
</tr>
`;
    });
    content = html`${noticesHtml(notices)}
<form class="woocommerce-cart-form" action="/carrito/" method="post">
	<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
		<thead>
			<tr>
				<th class="product-remove"><span class="screen-reader-text">Eliminar artículo</span></th>
				<th class="product-thumbnail"><span class="screen-reader-text">Imagen en miniatura</span></th>
				<th scope="col" class="product-name">Producto</th>
				<th scope="col" class="product-price">Precio</th>
				<th scope="col" class="product-quantity">Cantidad</th>
				<th scope="col" class="product-subtotal">Subtotal</th>
			</tr>
		</thead>
		<tbody>
${rows}			<tr>
				<td colspan="6" class="actions">
					<button type="submit" class="button" name="update_cart" value="Actualizar carrito">Actualizar carrito</button>
					<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${wpnonce}"><input type="hidden" name="_wp_http_referer" value="/carrito/">
				</td>
			</tr>
		</tbody>
	</table>
</form>
<div class="cart-collaterals">
	<div class="cart_totals">
		<h2>Total del carrito</h2>
		<table cellspacing="0" class="shop_table shop_table_responsive">
			<tr class="cart-subtotal">
				<th scope="row">Subtotal</th>
				<td data-title="Subtotal">${wcPrice(subtotal)}</td>
			</tr>
			<tr class="woocommerce-shipping-totals shipping">
				<th scope="row">Envío</th>
				<td data-title="Envío">${subtotal >= 50 ? 'Envío gratuito' : 'Se calcula en la página de pago'}</td>
			</tr>
			<tr class="order-total">
				<th scope="row">Total</th>
				<td data-title="Total"><strong>${wcPrice(total)}</strong> <small class="includes_tax">(incluye ${wcPrice(tax)} IVA)</small></td>
			</tr>
		</table>
		<div class="wc-proceed-to-checkout">
			<a href="/finalizar-compra/" class="checkout-button button alt wc-forward">Finalizar compra</a>
		</div>
	</div>
</div>
`;
  }
  const cross = crossSells.length
    ? html`<section class="cross-sells">
	<h2>También te puede interesar</h2>
	${productsLoop(crossSells, ctx, 4)}</section>
`
    : '';
  const main = html`<article id="post-7" class="post-7 page type-page status-publish hentry">
	<header class="entry-header"><h1 class="entry-title">Carrito</h1></header>
	<div class="entry-content">
		<div class="woocommerce">${content}</div>
		${cross}
	</div>
</article>`;
  return layout(ctx, {
    title: 'Carrito',
    bodyClass: 'page-template-default page page-id-7 woocommerce-cart woocommerce-page',
    main,
    trail: [{ label: 'Carrito' }],
  });
}

// ---- account ---------------------------------------------------------------------------------

const required = raw('&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Obligatorio</span>');

export function accountPage(ctx, { notices, values = {}, lostPassword = false }) {
  const forms = lostPassword
    ? html`<form method="post" class="woocommerce-ResetPassword lost_reset_password">
	<p>¿Has olvidado tu contraseña? Introduce tu nombre de usuario o tu dirección de correo electrónico. Recibirás un enlace por correo electrónico para crear una contraseña nueva.</p>
	<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first">
		<label for="user_login">Nombre de usuario o correo electrónico${required}</label>
		<input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true">
	</p>
	<p class="woocommerce-form-row form-row">
		<input type="hidden" name="wc_reset_password" value="true">
		<button type="submit" class="woocommerce-Button button" value="Restablecer contraseña">Restablecer contraseña</button>
	</p>
</form>
`
    : html`<div class="u-columns col2-set" id="customer_login">
	<div class="u-column1 col-1">
		<h2>Acceder</h2>
		<form class="woocommerce-form woocommerce-form-login login" method="post">
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="username">Nombre de usuario o correo electrónico${required}</label>
				<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="${values.username ?? ''}" required aria-required="true">			</p>
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="password">Contraseña${required}</label>
				<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true">
			</p>
			<p class="form-row">
				<label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme">
					<input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Recuérdame</span>
				</label>
				<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${nonce(ctx.session, 'woocommerce-login')}"><input type="hidden" name="_wp_http_referer" value="/mi-cuenta/">				<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Acceder">Acceder</button>
			</p>
			<p class="woocommerce-LostPassword lost_password">
				<a href="/mi-cuenta/lost-password/">¿Olvidaste la contraseña?</a>
			</p>
		</form>
	</div>
	<div class="u-column2 col-2">
		<h2>Registrarse</h2>
		<form method="post" class="woocommerce-form woocommerce-form-register register">
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="reg_username">Nombre de usuario${required}</label>
				<input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="reg_username" autocomplete="username" value="${values.reg_username ?? ''}" required aria-required="true">			</p>
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="reg_email">Dirección de correo electrónico${required}</label>
				<input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="${values.email ?? ''}" required aria-required="true">			</p>
			<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
				<label for="reg_password">Contraseña${required}</label>
				<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true">
			</p>
			<wc-order-attribution-inputs></wc-order-attribution-inputs>
			<div class="woocommerce-privacy-policy-text"><p>Tus datos personales se utilizarán para procesar tu pedido, mejorar tu experiencia en esta web, gestionar el acceso a tu cuenta y otros propósitos descritos en nuestra <a href="/politica-privacidad/" class="woocommerce-privacy-policy-link">política de privacidad</a>.</p></div>
			<p class="woocommerce-form-row form-row">
				<input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${nonce(ctx.session, 'woocommerce-register')}"><input type="hidden" name="_wp_http_referer" value="/mi-cuenta/">				<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Registrarse">Registrarse</button>
			</p>
		</form>
	</div>
</div>
`;
  const main = html`<article id="post-9" class="post-9 page type-page status-publish hentry">
	<header class="entry-header"><h1 class="entry-title">${lostPassword ? 'Recuperar la contraseña' : 'Mi cuenta'}</h1></header>
	<div class="entry-content">
		<div class="woocommerce">${noticesHtml(notices)}
${forms}</div>
	</div>
</article>`;
  return layout(ctx, {
    title: 'Mi cuenta',
    bodyClass: 'page-template-default page page-id-9 woocommerce-account woocommerce-page',
    main,
    trail: [{ label: 'Mi cuenta', href: '/mi-cuenta/' }, ...(lostPassword ? [{ label: 'Recuperar la contraseña' }] : [])],
  });
}

// ---- product ---------------------------------------------------------------------------------

/** WC_Product_Variable::get_available_variation(). */
export function availableVariation(v) {
  const parent = parentOf(v);
  const r = variationPrices(parent);
  const showPrice = r.min !== r.max || r.regMin !== r.regMax;
  const max = maxPurchaseQuantity(v);
  return {
    attributes: v.attributes,
    availability_html: String(stockHtml(v)),
    backorders_allowed: false,
    dimensions: v.dimensions,
    dimensions_html: formatDimensions(v.dimensions),
    display_price: activePrice(v),
    display_regular_price: num(v.regular_price),
    image: imageProps(v.image),
    image_id: v.image.id,
    is_downloadable: false,
    is_in_stock: v.stock_status === 'instock',
    is_purchasable: true,
    is_sold_individually: v.sold_individually ? 'yes' : 'no',
    is_virtual: false,
    max_qty: max > 0 ? max : '',
    min_qty: 1,
    price_html: showPrice ? `<span class="price">${priceHtml(v)}</span>` : '',
    sku: v.sku,
    variation_description: v.description ? `<p>${esc(v.description)}</p>\n` : '',
    variation_id: v.id,
    variation_is_active: true,
    variation_is_visible: true,
    weight: v.weight,
    weight_html: formatWeight(v.weight),
  };
}

function galleryImage(image, main) {
  const props = imageProps(image);
  return html`<div data-thumb="${props.gallery_thumbnail_src}" data-thumb-alt="${props.alt}" data-thumb-srcset="" data-thumb-sizes="${sizesAttr(100)}" class="woocommerce-product-gallery__image"><a href="${props.full_src}"><img${attrs({
    width: props.src_w, height: props.src_h, src: props.src, class: main ? 'wp-post-image' : '', alt: props.alt,
    title: props.title, 'data-caption': '', 'data-src': props.full_src, 'data-large_image': props.full_src,
    'data-large_image_width': props.full_src_w, 'data-large_image_height': props.full_src_h,
    decoding: 'async', loading: main ? null : 'lazy', srcset: props.srcset, sizes: props.sizes,
  })}></a></div>`;
}

function variationsForm(ctx, p) {
  const embedded = p.variations.length <= 30;
  const data = embedded ? phpJson(p.variations.map(availableVariation)) : 'false';
  const keys = p.attributes.filter((a) => a.variation);
  const rows = keys.map((a, i) => {
    const name = `attribute_${a.name}`;
    const selected = ctx.query.get(name) ?? '';
    const last = i === keys.length - 1;
    return html`
				<tr>
					<th class="label"><label for="${a.name}">${a.label}</label></th>
					<td class="value">
						<select id="${a.name}" class="" name="${name}" data-attribute_name="${name}" data-show_option_none="yes"><option value="">Elige una opción</option>${a.options.map(
      (o) => html`<option value="${o}"${o === selected ? raw(' selected="selected"') : ''}>${attributeValueLabel(name, o)}</option>`,
    )}</select>${last ? raw('<button class="reset_variations" aria-label="Limpiar opciones">Limpiar</button>') : ''}
					</td>
				</tr>`;
  });
  return html`
<form class="variations_form cart" action="${permalink(p)}" method="post" enctype='multipart/form-data' data-product_id="${p.id}" data-product_variations="${data}">
	
			<table class="variations" cellspacing="0" role="presentation">
			<tbody>${rows}
			</tbody>
		</table>
		<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="polite" aria-relevant="all"></div>
		
		<div class="single_variation_wrap">
			<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div><div class="woocommerce-variation-add-to-cart variations_button">
	${quantityInput(ctx, { id: `quantity_${md5(String(p.id)).slice(0, 13)}`, name: 'quantity', value: 1, min: 1, max: '', label: p.name })}
	<button type="submit" class="single_add_to_cart_button button alt">Añadir al carrito</button>
	<input type="hidden" name="add-to-cart" value="${p.id}">
	<input type="hidden" name="product_id" value="${p.id}">
	<input type="hidden" name="variation_id" class="variation_id" value="0">
</div>
		</div>
	
	</form>
`;
}

function simpleForm(ctx, p) {
  if (!isInStock(p) || !isPurchasable(p)) return raw('');
  const max = maxPurchaseQuantity(p);
  return html`
	<form class="cart" action="${permalink(p)}" method="post" enctype='multipart/form-data'>
		${quantityInput(ctx, {
    id: `quantity_${md5(String(p.id)).slice(0, 13)}`, name: 'quantity', value: 1, min: 1, max: max > 0 ? max : '', label: p.name,
    hidden: p.sold_individually,
  })}
		<button type="submit" name="add-to-cart" value="${p.id}" class="single_add_to_cart_button button alt">Añadir al carrito</button>
	</form>
`;
}

const VARIATION_TEMPLATES = raw(`<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert">Lo siento, este producto no está disponible. Por favor, elige otra combinación.</p>
</script>
`);

/** Reviews per page, as the shop's "break comments into pages" setting (small, so the demo has pages). */
export const REVIEWS_PER_PAGE = 2;

/** WordPress's paginate_comments_links() inside WooCommerce's nav, linking /comment-page-N/#comments. */
function reviewPagination(p, page, pages) {
  if (pages < 2) return '';
  const href = (n) => `/producto/${p.slug}/comment-page-${n}/#comments`;
  const links = [];
  if (page > 1) links.push(html`<a class="prev page-numbers" href="${href(page - 1)}">&larr; Anterior</a>`);
  for (let n = 1; n <= pages; n++) {
    links.push(n === page
      ? html`<span aria-current="page" class="page-numbers current">${n}</span>`
      : html`<a class="page-numbers" href="${href(n)}">${n}</a>`);
  }
  if (page < pages) links.push(html`<a class="next page-numbers" href="${href(page + 1)}">Siguiente &rarr;</a>`);
  return html`<nav class="woocommerce-pagination" aria-label="Páginas de valoraciones">${links.map((link, i) => html`${i ? ' ' : ''}${link}`)}</nav>
`;
}

function reviewsHtml(ctx, p, commentPage = 1) {
  const all = p.reviews || [];
  const pages = Math.max(1, Math.ceil(all.length / REVIEWS_PER_PAGE));
  const page = Math.min(Math.max(1, commentPage), pages);
  const list = all.slice((page - 1) * REVIEWS_PER_PAGE, page * REVIEWS_PER_PAGE);
  return html`<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">${list.length ? `${p.review_count} valoraciones en ` : 'Valoraciones'}${list.length ? html`<span>${p.name}</span>` : ''}</h2>
		${list.length
      ? html`<ol class="commentlist">
${list.map((r, i) => html`<li class="review even thread-even depth-1" id="li-comment-${r.id}">
	<div id="comment-${r.id}" class="comment_container">
		<img alt="" src="/wp-content/uploads/avatars/${(p.id + i) % 5}.svg" class="avatar avatar-60 photo" height="60" width="60" loading="lazy" decoding="async">
		<div class="comment-text">
			${ratingHtml(String(r.rating))}
	<p class="meta">
		<strong class="woocommerce-review__author">${r.author} </strong>
				<span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${r.date}">${dateEs(r.date)}</time>
	</p>
	<div class="description"><p>${r.text}</p>
</div>
		</div>
	</div>
</li>
`)}</ol>
${reviewPagination(p, page, pages)}`
      : raw('<p class="woocommerce-noreviews">Todavía no hay valoraciones.</p>')}
	</div>
	<div id="review_form_wrapper">
		<div id="review_form">
			<div id="respond" class="comment-respond">
		<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${list.length ? 'Añade una valoración' : html`Sé el primero en valorar “${p.name}”`}</span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" novalidate><p class="comment-notes"><span id="email-notes">Tu dirección de correo electrónico no será publicada.</span> <span class="required-field-message">Los campos obligatorios están marcados con <span class="required">*</span></span></p><div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Tu puntuación&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						<option value="">Puntuar&hellip;</option>
						<option value="5">Perfecto</option>
						<option value="4">Bueno</option>
						<option value="3">Normal</option>
						<option value="2">No está tan mal</option>
						<option value="1">Muy pobre</option>
					</select></div><p class="comment-form-comment"><label for="comment">Tu valoración&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="comment-form-author"><label for="author">Nombre&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required></p>
<p class="comment-form-email"><label for="email">Correo electrónico&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Enviar"> <input type="hidden" name="comment_post_ID" value="${p.id}" id="comment_post_ID">
<input type="hidden" name="comment_parent" id="comment_parent" value="0">
</p></form>	</div>
		</div>
	</div>
	<div class="clear"></div>
</div>
`;
}

function tabs(ctx, p, commentPage) {
  const attrsRows = [];
  if (p.weight) attrsRows.push(['weight', 'Peso', formatWeight(p.weight)]);
  if (p.dimensions && p.dimensions.length) attrsRows.push(['dimensions', 'Dimensiones', formatDimensions(p.dimensions)]);
  for (const a of p.attributes) {
    attrsRows.push([`attribute_${a.name}`, a.label, `<p>${a.options.map((o) => esc(attributeValueLabel(`attribute_${a.name}`, o))).join(', ')}</p>`]);
  }
  const list = [
    ['description', 'Descripción', html`<h2>Descripción</h2>
<p>${p.description}</p>
<p>${p.short_description}</p>
`],
  ];
  if (attrsRows.length) {
    list.push(['additional_information', 'Información adicional', html`<h2>Información adicional</h2>
<table class="woocommerce-product-attributes shop_attributes" aria-label="Detalles del producto">
${attrsRows.map(([key, label, value]) => html`			<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}">
			<th class="woocommerce-product-attributes-item__label" scope="row">${label}</th>
			<td class="woocommerce-product-attributes-item__value">${raw(value)}</td>
		</tr>
`)}	</table>
`]);
  }
  list.push(['reviews', `Valoraciones (${p.review_count})`, reviewsHtml(ctx, p, commentPage)]);
  return html`
	<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">
${list.map(([key, title]) => html`							<li role="presentation" class="${key}_tab" id="tab-title-${key}">
					<a href="#tab-${key}" role="tab" aria-controls="tab-${key}">
						${title}					</a>
				</li>
`)}					</ul>
${list.map(([key, , body]) => html`					<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab" id="tab-${key}" role="tabpanel" aria-labelledby="tab-title-${key}">
				${body}			</div>
`)}		
			</div>

`;
}

export function productPage(ctx, { product: p, notices, related, commentPage = 1 }) {
  const cat = category(p.categories[0]);
  const meta = html`<div class="product_meta">
	<span class="sku_wrapper">SKU: <span class="sku">${p.sku || 'N/D'}</span></span>
	<span class="posted_in">${p.categories.length > 1 ? 'Categorías' : 'Categoría'}: ${p.categories.map((c, i) => html`${i ? ', ' : ''}<a href="/categoria-producto/${c}/" rel="tag">${category(c)?.name ?? c}</a>`)}</span>
</div>
`;
  const rating = Number(p.rating) > 0
    ? html`
	<div class="woocommerce-product-rating">
		${ratingHtml(p.rating)}								<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${p.review_count}</span> valoraciones de clientes)</a>
						</div>
`
    : '';
  const main = html`${noticesHtml(notices)}<div id="product-${p.id}" class="${productClasses(p, [])}">
	${productOnSale(p) ? raw('\n	<span class="onsale">¡Oferta!</span>\n	') : ''}<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">
	<figure class="woocommerce-product-gallery__wrapper">
		${galleryImage(p.image, true)}${(p.gallery || []).map((im) => galleryImage(im, false))}	</figure>
</div>

	<div class="summary entry-summary">
		<h1 class="product_title entry-title">${p.name}</h1>${rating}<p class="price">${priceHtml(p)}</p>
<div class="woocommerce-product-details__short-description">
	<p>${p.short_description}</p>
</div>
${p.type === 'variable' ? '' : stockHtml(p)}${p.type === 'variable' ? variationsForm(ctx, p) : simpleForm(ctx, p)}${meta}	</div>
${tabs(ctx, p, commentPage)}
	<section class="related products">
		<h2>Productos relacionados</h2>
		${productsLoop(related, ctx, 4)}	</section>
	</div>
`;
  return layout(ctx, {
    title: p.name,
    bodyClass: `product-template-default single single-product postid-${p.id} woocommerce woocommerce-page`,
    main,
    trail: [{ label: cat?.name ?? 'Tienda', href: cat ? `/categoria-producto/${cat.slug}/` : '/tienda/' }, { label: p.name }],
    footExtra: p.type === 'variable' ? VARIATION_TEMPLATES : '',
    // The shop's product message uses {SKU} on its basic T-shirt only (Joinchat per-post settings).
    chatProduct: p.slug === CHAT_SKU_PRODUCT ? p : undefined,
  });
}

// ---- checkout, info pages, errors ------------------------------------------------------------

/** `?bloque=` on the checkout: the stand-in checkout block store's modes (demo/checkout-block-store.js). */
export const CHECKOUT_BLOCK_MODES = new Set(['listo', 'tarde', 'roto']);

/** What the stand-in checkout block store received (filled by demo/checkout-block-store.js, as text). */
function checkoutBlockPanel() {
  return `
	<h3 id="qa-atribucion-bloque-titulo">Bloque de pago (sustituto de wp.data)</h3>
	<p>Almacén <code>wc/store/checkout</code>: <strong id="qa-atribucion-bloque-estado">…</strong>; datos recibidos: <strong id="qa-atribucion-bloque-llamadas">0</strong> veces. <button type="button" class="button" id="qa-atribucion-bloque-cargar" disabled>Cargar el bloque de pago</button></p>
	<pre id="qa-atribucion-bloque-datos" class="qa-datos">(nada)</pre>`;
}

/**
 * The demo's QA panel below the checkout (not WooCommerce markup): the attribution fields as the
 * form would send them and a switch calling `wc_order_attribution.setOrderTracking`, filled by
 * demo/attribution-panel.js, as text; with `bloque`, what the stand-in block store received.
 */
export function attributionPanel(block) {
  return raw(`<section id="qa-atribucion" class="qa-panel" aria-labelledby="qa-atribucion-titulo">
	<h2 id="qa-atribucion-titulo">QA: atribución del pedido</h2>
	<p>Seguimiento: <strong id="qa-atribucion-estado">…</strong> <button type="button" class="button" id="qa-atribucion-interruptor">Desactivar el seguimiento</button></p>
	<table class="shop_table"><caption>Campos ocultos del formulario de pago</caption>
		<thead><tr><th scope="col">Campo</th><th scope="col">Valor</th></tr></thead>
		<tbody id="qa-atribucion-campos"></tbody>
	</table>${block ? checkoutBlockPanel() : ''}
</section>
`);
}

export const INFO_PAGES = {
  '/envios/': ['Envíos y devoluciones', 'Enviamos a toda la península en 24–48 horas laborables. El envío es gratuito a partir de 50 €. Tienes 30 días para devolver cualquier producto sin usar.'],
  '/contacto/': ['Contacto', 'Escríbenos a hola@tienda-aurora.example o llámanos al +34 960 000 000 de lunes a viernes, de 9:00 a 18:00.'],
  '/politica-privacidad/': ['Política de privacidad', 'Esta tienda es una demostración: no guardamos datos personales. Los formularios no envían información a ningún sitio.'],
  '/terminos-y-condiciones/': ['Términos y condiciones', 'Al realizar un pedido en Tienda Aurora aceptas estas condiciones: los precios incluyen el IVA, el envío se calcula en la página de pago y tienes 30 días para devolver cualquier producto sin usar. Esta tienda es una demostración: ningún pedido se cobra ni se envía.'],
  '/aviso-legal/': ['Aviso legal', 'Tienda Aurora es una tienda ficticia creada para probar el comportamiento de una tienda en línea.'],
};

/**
 * /contacto/ carries Joinchat's page triggers (widgets.md §1.5) as a shop writes them in its
 * content, a Gutenberg "Joinchat button" block with its QR figure (`save()` of `joinchat/button`),
 * and a contact form whose text fields bring up a phone's keyboard.
 */
const CONTACT_EXTRA = raw(`<h2>Chatea con nosotros</h2>
<ul class="chat-triggers">
	<li><a href="#joinchat">Abrir el chat</a></li>
	<li><a href="#whatsapp" data-message="Hola, quiero saber el estado de mi pedido">Escribir por WhatsApp sobre un pedido</a></li>
	<li><button type="button" class="button joinchat_open">Abrir el chat (botón)</button> <button type="button" class="button joinchat_close">Cerrar el chat</button></li>
</ul>
<!-- wp:joinchat/button -->
<div class="wp-block-joinchat-button"><figure><figcaption>Escanea el código</figcaption><a class="joinchat-button__qr" href="#whatsapp" data-phone="34960000000" data-message="Hola, quiero hablar con atención al cliente"></a></figure><a class="wp-block-button__link joinchat-button__link" href="#whatsapp" data-phone="34960000000" data-message="Hola, quiero hablar con atención al cliente"><span>Hablar con atención al cliente</span></a></div>
<!-- /wp:joinchat/button -->
<form class="contact-form" action="/contacto/" method="get" aria-label="Formulario de contacto">
	<p><label for="contacto-nombre">Nombre</label> <input type="text" id="contacto-nombre" name="nombre" autocomplete="name"></p>
	<p><label for="contacto-mensaje">Mensaje</label> <textarea id="contacto-mensaje" name="mensaje" rows="3"></textarea></p>
</form>
`);
export function infoPage(ctx, path) {
  const [title, text] = INFO_PAGES[path];
  const main = html`<article class="page type-page hentry">
	<header class="entry-header"><h1 class="entry-title">${title}</h1></header>
	<div class="entry-content"><p>${text}</p>${path === '/contacto/' ? CONTACT_EXTRA : ''}<p><a href="/tienda/">Ir a la tienda</a></p></div>
</article>`;
  return layout(ctx, { title, bodyClass: 'page-template-default page', main, trail: [{ label: title }] });
}

/**
 * Elementor Pro's nav menu widget (`nav-menu.default`, its PHP render()): the horizontal menu,
 * the burger toggle and the dropdown copy of the menu that SmartMenus runs, inside a header
 * section. `malformed` prints a `data-sm-options` that is not JSON on the first menu.
 */
function elementorNavMenu(ctx, { malformed }) {
  const id = '5a84b2f';
  const items = (n, dropdown) => {
    const tab = dropdown ? raw(' tabindex="-1"') : '';
    return NAV.map((item, i) => {
      const isCurrent = item.key === ctx.current;
      const cls = ['menu-item', 'menu-item-type-post_type', 'menu-item-object-page', item.children ? 'menu-item-has-children' : '', isCurrent ? 'current-menu-item' : '', `menu-item-${100 + i}`].filter(Boolean).join(' ');
      const sub = item.children
        ? html`<ul class="sub-menu elementor-nav-menu--dropdown">
${item.children.map((c, j) => html`	<li class="menu-item menu-item-type-taxonomy menu-item-object-product_cat menu-item-${200 + j}"><a href="${c.href}" class="elementor-sub-item"${tab}>${c.label}</a></li>
`)}</ul>
`
        : '';
      return html`<li class="${cls}"><a href="${item.href}" class="elementor-item${isCurrent ? ' elementor-item-active' : ''}"${isCurrent ? raw(' aria-current="page"') : ''}${tab}>${item.label}</a>${sub}</li>
`;
    });
  };
  const options = malformed ? raw(' data-sm-options="{&quot;showTimeout&quot;: 0, &quot;hideTimeout&quot;: }"') : '';
  return html`<div class="elementor-element elementor-element-${id} elementor-nav-menu--dropdown-tablet elementor-nav-menu__text-align-aside elementor-nav-menu--toggle elementor-nav-menu--burger elementor-widget elementor-widget-nav-menu" data-id="${id}" data-element_type="widget" data-settings="{&quot;layout&quot;:&quot;horizontal&quot;,&quot;toggle&quot;:&quot;burger&quot;}" data-widget_type="nav-menu.default">
<div class="elementor-widget-container">
<nav aria-label="Menú" class="elementor-nav-menu--main elementor-nav-menu__container elementor-nav-menu--layout-horizontal e--pointer-underline e--animation-fade">
<ul id="menu-1-${id}" class="elementor-nav-menu"${options}>${items(1, false)}</ul></nav>
<div class="elementor-menu-toggle" role="button" tabindex="0" aria-label="Alternar menú" aria-expanded="false">
<i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--open eicon-menu-bar"></i><i aria-hidden="true" role="presentation" class="elementor-menu-toggle__icon--close eicon-close"></i><span class="elementor-screen-only">Menú</span>
</div>
<nav class="elementor-nav-menu--dropdown elementor-nav-menu__container" aria-hidden="true">
<ul id="menu-2-${id}" class="elementor-nav-menu">${items(2, true)}</ul></nav>
</div>
</div>
`;
}

/** A page whose header section is built with Elementor Pro: its nav menu widget (SmartMenus). */
export function elementorHeaderPage(ctx, { malformed }) {
  const main = html`<div class="elementor elementor-location-header" data-elementor-type="header">
<div class="elementor-element e-flex e-con-boxed e-con e-parent" data-element_type="container"><div class="e-con-inner">
${elementorNavMenu(ctx, { malformed })}</div></div>
</div>
<article class="page type-page hentry">
	<header class="entry-header"><h1 class="entry-title">Cabecera con Elementor</h1></header>
	<div class="entry-content"><p>Esta cabecera está hecha con el widget de menú de Elementor Pro: pasa el ratón por «Categorías» o usa el teclado.</p><p><a href="/tienda/">Ir a la tienda</a></p></div>
</article>`;
  return layout(ctx, { title: 'Cabecera con Elementor', bodyClass: 'page-template-default page elementor-page', main, trail: [{ label: 'Cabecera con Elementor' }] });
}

/** `/video/`: a page whose content embeds videos through WP Rocket's lazy-load placeholders. */
export function videoPage(ctx, { origin, malformed = false }) {
  const title = 'Del taller a tu mesa';
  const main = html`<article class="page type-page hentry">
	<header class="entry-header"><h1 class="entry-title">${title}</h1></header>
	${videoContent(origin, { malformed })}
</article>`;
  return layout(ctx, { title, bodyClass: 'page-template-default page', main, trail: [{ label: title }], headExtra: RLL_HEAD });
}

export function notFoundPage(ctx) {
  const main = html`<div class="error-404 not-found">
	<header class="page-header"><h1 class="page-title">¡Vaya! No se ha podido encontrar esa página.</h1></header>
	<div class="page-content"><p>Parece que no hay nada en esta dirección. ¿Echas un vistazo a la tienda?</p><p><a class="button" href="/tienda/">Ir a la tienda</a></p></div>
</div>`;
  return layout(ctx, { title: 'Página no encontrada', bodyClass: 'error404', main, trail: [{ label: 'Error 404' }] });
}

/** wp_die() in a fatal error (what a 500 from WordPress looks like). */
export const CRITICAL_ERROR_PAGE = `<!DOCTYPE html>
<html lang="es">
<head>
	<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
	<meta name="viewport" content="width=device-width">
	<meta name='robots' content='max-image-preview:large, noindex, follow' />
	<title>Error de WordPress</title>
</head>
<body id="error-page">
	<div class="wp-die-message"><p>Ha habido un error crítico en esta web.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Aprende más sobre la depuración en WordPress.</a></p></div></body>
</html>
`;

/** Something a proxy, a cache or a login wall answers instead of JSON. */
export const HTML_INSTEAD_OF_JSON = `<!DOCTYPE html>
<html lang="es">
<head><meta charset="utf-8"><title>Sitio en mantenimiento – ${site.name}</title></head>
<body><h1>Volvemos enseguida</h1><p>Estamos haciendo tareas de mantenimiento. Vuelve a intentarlo en unos minutos.</p></body>
</html>
`;

export { catalogue };
