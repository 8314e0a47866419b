// Elementor Pro's loop grid, loop carousel and taxonomy filter (elementor.md §4), on `/coleccion/`,
// and the refresh-loop REST answer, all from the shop's catalogue.
import { catalogue, categories, productOnSale, activePrice, variationPrices } from './catalogue.mjs';
import { loopButton, quickViewButton, thumbnailImg, priceHtml, permalink, productClasses, layout } from './templates.mjs';
import { html, attrs, raw, phpJson } from './format.mjs';

/** The page's Elementor document, the loop item template and the widgets' 7-character ids. */
export const LOOP_PAGE_ID = 1290;
export const LOOP_TEMPLATE_ID = 1301;
export const GRID_ID = 'a1b2c3d';
export const CAROUSEL_ID = 'b2c3d4e';
export const CATEGORY_FILTER_ID = 'f1a2b3c';
export const TAG_FILTER_ID = 'f4e5d6c';
export const PER_PAGE = 6;

/** The demo's product tags, derived from the catalogue: on sale, and under 20 € (from its lowest price). */
export const TAGS = [
  { slug: 'oferta', name: 'Oferta' },
  { slug: 'economico', name: 'Menos de 20 €' },
  { slug: 'multiuso', name: 'En varias categorías' },
];
export function productTags(p) {
  const lowest = p.type === 'variable' ? variationPrices(p).min : activePrice(p);
  return [productOnSale(p) ? 'oferta' : '', lowest < 20 ? 'economico' : '', p.categories.length > 1 ? 'multiuso' : ''].filter(Boolean);
}
const termsOf = (p, taxonomy) => (taxonomy === 'product_cat' ? p.categories : taxonomy === 'product_tag' ? productTags(p) : []);

const TAXONOMIES = new Set(['product_cat', 'product_tag']);

/**
 * The filters of `e-filter-{GRID_ID}-{taxonomy}` query keys as the server parses them
 * (maybe_populate_filters_from_query_string): `~` is OR, anything else (a decoded `+` is a space) AND.
 */
export function filtersFromQuery(query) {
  const filters = {};
  for (const [key, value] of query) {
    const m = /^e-filter-([a-z0-9]{7})-([a-z0-9_]+)$/.exec(key);
    if (!m || m[1] !== GRID_ID || !value) continue;
    const or = value.includes('~');
    const terms = value.split(or ? '~' : /[ +]/).map((t) => t.trim()).filter(Boolean);
    if (terms.length) filters[m[2]] = { terms, logicalJoin: or ? 'OR' : 'AND' };
  }
  return { taxonomy: filters };
}

/** The products a loop query with these consolidated filters returns: AND across taxonomies. */
export function filterProducts(widgetFilters) {
  const byTaxonomy = widgetFilters?.taxonomy ?? {};
  return catalogue.products.filter((p) =>
    Object.entries(byTaxonomy).every(([taxonomy, { terms, logicalJoin }]) => {
      if (!TAXONOMIES.has(taxonomy) || !terms.length) return true;
      const own = termsOf(p, taxonomy);
      return logicalJoin === 'AND' ? terms.every((t) => own.includes(t)) : terms.some((t) => own.includes(t));
    }),
  );
}

/** A page link of the grid: the base URL with the filters and `e-page-{id}` (none for page 1). */
function pageLink(baseUrl, widgetFilters, n) {
  const url = new URL(baseUrl, 'http://demo.invalid');
  for (const key of [...url.searchParams.keys()]) if (key.startsWith(`e-filter-${GRID_ID}-`) || key === `e-page-${GRID_ID}`) url.searchParams.delete(key);
  const ours = [];
  for (const [taxonomy, { terms, logicalJoin }] of Object.entries(widgetFilters?.taxonomy ?? {})) {
    if (terms.length) ours.push(`e-filter-${GRID_ID}-${taxonomy}=${terms.map(encodeURIComponent).join(logicalJoin === 'OR' ? '~' : '+')}`);
  }
  if (n > 1) ours.push(`e-page-${GRID_ID}=${n}`);
  const query = [url.searchParams.toString(), ...ours].filter(Boolean).join('&');
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** The loop item template (an Elementor `loop-item` document) for one product. */
function loopItem(p, ctx, { slide = false, buttons = true, heading = 'h2' } = {}) {
  const tags = productTags(p).map((t) => `product_tag-${t}`);
  const classes = ['elementor', `elementor-${LOOP_TEMPLATE_ID}`, 'e-loop-item', `e-loop-item-${p.id}`, ...(slide ? ['swiper-slide'] : []), productClasses(p), ...tags]
    .join(' ');
  const a = { 'data-elementor-type': 'loop-item', 'data-elementor-id': LOOP_TEMPLATE_ID, class: classes, ...(slide ? { role: 'group', 'aria-roledescription': 'diapositiva' } : {}) };
  return html`<div${attrs(a)}>
<div class="elementor-element elementor-element-1c0a0a1 e-con-full e-flex e-con e-child" data-id="1c0a0a1" data-element_type="container">
<div class="elementor-element elementor-element-1c0a0a2 elementor-widget elementor-widget-image" data-id="1c0a0a2" data-element_type="widget" data-widget_type="image.default"><div class="elementor-widget-container"><a href="${permalink(p)}" tabindex="-1" aria-hidden="true">${thumbnailImg(p.image)}</a></div></div>
<div class="elementor-element elementor-element-1c0a0a3 elementor-widget elementor-widget-heading" data-id="1c0a0a3" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><${raw(heading)} class="elementor-heading-title elementor-size-default"><a href="${permalink(p)}">${p.name}</a></${raw(heading)}></div></div>
<div class="elementor-element elementor-element-1c0a0a4 elementor-widget elementor-widget-woocommerce-product-price" data-id="1c0a0a4" data-element_type="widget" data-widget_type="woocommerce-product-price.default"><div class="elementor-widget-container"><p class="price">${priceHtml(p)}</p></div></div>
${buttons ? html`<div class="elementor-element elementor-element-1c0a0a5 elementor-widget elementor-widget-woocommerce-product-add-to-cart woocommerce" data-id="1c0a0a5" data-element_type="widget" data-widget_type="woocommerce-product-add-to-cart.default"><div class="elementor-widget-container">${quickViewButton(p)}${loopButton(p, ctx)}</div></div>` : ''}
</div>
</div>
`;
}

/**
 * The loop grid's `render_content()`: its widget container with the items of `page` and the
 * numbered pagination, whose links keep the filters (built on `baseUrl`).
 */
export function gridContent(ctx, { widgetFilters, page = 1, baseUrl }) {
  const products = filterProducts(widgetFilters);
  const pages = Math.max(1, Math.ceil(products.length / PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const shown = products.slice((current - 1) * PER_PAGE, current * PER_PAGE);
  const numbers = [];
  for (let n = 1; n <= pages; n++) {
    numbers.push(
      n === current
        ? html`<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Página </span>${n}</span>`
        : html`<a class="page-numbers" href="${pageLink(baseUrl, widgetFilters, n)}"><span class="elementor-screen-only">Página </span>${n}</a>`,
    );
  }
  const pagination = pages > 1 ? html`<nav class="elementor-pagination" aria-label="Paginación">${numbers}</nav>` : '';
  const empty = html`<div class="e-loop-nothing-found-message" role="status">No se han encontrado productos con estos filtros.</div>`;
  return html`<div class="elementor-widget-container">
<div class="elementor-loop-container elementor-grid">
${shown.length ? shown.map((p) => loopItem(p, ctx)) : empty}</div>
${pagination}
</div>`;
}

function filterWidget({ id, taxonomy, label, terms, all, logical, filters, baseUrl }) {
  const active = filters.taxonomy?.[taxonomy]?.terms ?? [];
  const settings = { selected_element: GRID_ID, taxonomy, multiple_selection: 'yes', logical_combination: logical, horizontal_scroll: 'disable', item_alignment_horizontal: 'start' };
  return html`<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-taxonomy-filter" data-id="${id}" data-element_type="widget" data-settings="${JSON.stringify(settings)}" data-widget_type="taxonomy-filter.default">
<div class="elementor-widget-container">
<search class="e-filter" role="search" aria-label="${label}" data-base-url="${baseUrl}" data-page-num="1">
${all ? html`<button class="e-filter-item" data-filter="__all" aria-pressed="${active.length ? 'false' : 'true'}">${all}</button>
` : ''}${terms.map((t) => html`<button class="e-filter-item" data-filter="${t.slug}" aria-pressed="${active.includes(t.slug) ? 'true' : 'false'}">${t.name}</button>
`)}</search>
</div>
</div>
`;
}

function carouselWidget(ctx) {
  const products = catalogue.products.filter((p) => productOnSale(p) || p.total_sales > 300).slice(0, 8);
  const settings = {
    template_id: String(LOOP_TEMPLATE_ID),
    slides_to_show: '4',
    slides_to_show_tablet: '2',
    slides_to_show_mobile: '1',
    slides_to_scroll: '1',
    arrows: 'yes',
    pagination: 'bullets',
    speed: 500,
    image_spacing_custom: { unit: 'px', size: 16, sizes: [] },
  };
  return html`<div class="elementor-element elementor-element-${CAROUSEL_ID} elementor-widget elementor-widget-loop-carousel" data-id="${CAROUSEL_ID}" data-element_type="widget" data-settings="${JSON.stringify(settings)}" data-widget_type="loop-carousel.product">
<div class="elementor-widget-container">
<div class="swiper elementor-loop-container elementor-grid" dir="ltr">
<div class="swiper-wrapper" aria-live="off">
${products.map((p) => loopItem(p, ctx, { slide: true, buttons: false, heading: 'h3' }))}</div>
</div>
<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Diapositiva anterior"><svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2"/></svg></div>
<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Diapositiva siguiente"><svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24"><path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" stroke-width="2"/></svg></div>
<div class="swiper-pagination"></div>
</div>
</div>
`;
}

/** `/coleccion/`'s content: an Elementor page with the two filters, the grid and the carousel. */
export function loopContent(ctx, { origin }) {
  const filters = filtersFromQuery(ctx.query);
  const page = Number(ctx.query.get(`e-page-${GRID_ID}`)) || 1;
  const baseUrl = `${origin}/coleccion/`;
  const gridSettings = { template_id: String(LOOP_TEMPLATE_ID), columns: 3, columns_tablet: 2, columns_mobile: 1, pagination_type: 'numbers', posts_per_page: PER_PAGE };
  return html`<div data-elementor-type="wp-page" data-elementor-id="${LOOP_PAGE_ID}" class="elementor elementor-${LOOP_PAGE_ID}">
<div class="elementor-element elementor-element-c0ffee1 e-flex e-con-boxed e-con e-parent" data-id="c0ffee1" data-element_type="container"><div class="e-con-inner">
<div class="elementor-element elementor-element-c0ffee2 elementor-widget elementor-widget-heading" data-id="c0ffee2" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h1 class="elementor-heading-title elementor-size-default">Colección</h1></div></div>
${filterWidget({ id: CATEGORY_FILTER_ID, taxonomy: 'product_cat', label: 'Filtrar por categoría', logical: 'OR', all: 'Todo', terms: categories, filters, baseUrl })}${filterWidget({ id: TAG_FILTER_ID, taxonomy: 'product_tag', label: 'Filtrar por etiqueta', logical: 'AND', terms: TAGS, filters, baseUrl })}<div class="elementor-element elementor-element-${GRID_ID} elementor-grid-3 elementor-grid-tablet-2 elementor-grid-mobile-1 elementor-widget elementor-widget-loop-grid" data-id="${GRID_ID}" data-element_type="widget" data-settings="${JSON.stringify(gridSettings)}" data-widget_type="loop-grid.product">
${gridContent(ctx, { widgetFilters: filters, page, baseUrl })}
</div>
<div class="elementor-element elementor-element-c0ffee3 elementor-widget elementor-widget-heading" data-id="c0ffee3" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h2 class="elementor-heading-title elementor-size-default">Lo más vendido</h2></div></div>
${carouselWidget(ctx)}</div></div>
</div>`;
}

/** Why a refresh-loop body fails the route's validation (Refresh_Base args), or ''. */
export function refreshLoopProblem(body) {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body';
  const { post_id: postId, widget_id: widgetId, widget_filters: filters, pagination_base_url: base } = body;
  if (postId === undefined || postId === '' || !/^\d+$/.test(String(postId))) return 'post_id';
  if (typeof widgetId !== 'string' || !/^[a-zA-Z0-9]+$/.test(widgetId) || widgetId.length !== 7) return 'widget_id';
  if (typeof filters !== 'object' || filters === null) return 'widget_filters';
  try {
    if (typeof base !== 'string') throw new Error();
    new URL(base);
  } catch {
    return 'pagination_base_url';
  }
  return '';
}


/**
 * Elementor's config globals, inline before their handles (elementor.md §1.4). In edit mode
 * (`?editor=1`) core's says so and the editor's `elementorPro.config.loopFilter.nonce` is printed
 * (in the real editor it comes from the parent window).
 */
function elementorGlobals(ctx, { origin, edit, restNonce, malformedPro }) {
  const core = {
    environmentMode: { edit, wpPreview: false, isScriptDebug: false },
    is_rtl: false,
    version: '3.25.4',
    urls: { assets: `${origin}/wp-content/plugins/elementor/assets/`, ajaxurl: `${origin}/wp-admin/admin-ajax.php`, uploadUrl: `${origin}/wp-content/uploads` },
    swiperClass: 'swiper',
    post: { id: LOOP_PAGE_ID, title: 'Colecci%C3%B3n', excerpt: '', featuredImage: false },
  };
  const pro = malformedPro ?? {
    ajaxurl: `${origin}/wp-admin/admin-ajax.php`,
    nonce: restNonce.slice(0, 10),
    urls: { assets: `${origin}/wp-content/plugins/elementor-pro/assets/`, rest: `${origin}/wp-json/` },
    settings: { lazy_load_background_images: true },
    popup: { hasPopUps: false },
  };
  const script = (id, body) => `<script id="${id}" nonce="${ctx.nonce}">\n${body}\n</script>\n`;
  return raw(
    script('elementor-frontend-js-before', `var elementorFrontendConfig = ${phpJson(core, { hexTag: true })};`) +
      script('elementor-pro-frontend-js-before', `var ElementorProFrontendConfig = ${phpJson(pro, { hexTag: true })};`) +
      (edit ? script('elementor-pro-editor-config', `var elementorPro = ${phpJson({ config: { loopFilter: { mainQueryPostType: 'product', nonce: restNonce } } }, { hexTag: true })};`) : ''),
  );
}

/** `/coleccion/`: the page, with its Elementor globals. */
export function loopPage(ctx, { origin, edit, restNonce, malformedPro }) {
  const main = html`<article class="page type-page hentry">${loopContent(ctx, { origin })}</article>`;
  return layout(ctx, {
    title: 'Colección',
    bodyClass: `page-template-default page elementor-default elementor-kit-5 elementor-page elementor-page-${LOOP_PAGE_ID}${edit ? ' elementor-editor-active' : ''}`,
    main,
    trail: [{ label: 'Colección' }],
    headExtra: elementorGlobals(ctx, { origin, edit, restNonce, malformedPro }),
  });
}
