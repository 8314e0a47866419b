// Page-builder pages (elementor-widgets.md): a seasonal landing page (`/novedades/`: slides,
// carousels, a countdown, animated headlines, a hotspot, lazy backgrounds and a motion effect) and a
// long article (`/guia-de-cuidado/`: a table of contents in a sticky column, share buttons), with
// the markup and `data-settings` Elementor 3.34 and Pro 3.34 print, from the shop's own catalogue.
import { getProductBySlug } from './catalogue.mjs';
import { layout, imageUrl, permalink } from './templates.mjs';
import { html, attrs, raw, phpJson } from './format.mjs';
import { videoWidget } from './video-widget.mjs';
import { facebookWidgets, FACEBOOK_SDK_CONFIG } from './facebook-widgets.mjs';

export const LANDING_ID = 1410;
export const ARTICLE_ID = 1420;

/** `?malformado=<widget>`: that widget's data-settings is not JSON (the widget stays as served, the rest runs). */
const BROKEN = '{"roto":';

function settingsAttr(name, settings, broken) {
  return broken === name ? BROKEN : phpJson(settings);
}

/** A widget wrapper as core's element-base prints it under `e_optimized_markup` off (the inner container kept). */
function widget(id, name, settings, inner, { skin = 'default', classes = [], broken, wrapperId } = {}) {
  const a = {
    class: ['elementor-element', `elementor-element-${id}`, ...classes, 'elementor-widget', `elementor-widget-${name === 'nested-carousel' ? 'n-carousel' : name}`].join(' '),
    'data-id': id,
    'data-element_type': 'widget',
    id: wrapperId,
    'data-settings': settings === null ? undefined : settingsAttr(name, settings, broken),
    'data-widget_type': `${name}.${skin}`,
  };
  return html`<div${attrs(a)}>
<div class="elementor-widget-container">
${inner}
</div>
</div>
`;
}

/** A container (flexbox): `e-parent` at the top level, whose background the lazy-load experiment holds back. */
function container(id, inner, { parent = true, boxed = true, classes = [], settings } = {}) {
  const a = {
    class: ['elementor-element', `elementor-element-${id}`, 'e-flex', boxed ? 'e-con-boxed' : 'e-con-full', 'e-con', parent ? 'e-parent' : 'e-child', ...classes].join(' '),
    'data-id': id,
    'data-element_type': 'container',
    'data-settings': settings ? phpJson(settings) : undefined,
  };
  return boxed ? html`<div${attrs(a)}><div class="e-con-inner">
${inner}</div></div>
` : html`<div${attrs(a)}>
${inner}</div>
`;
}

const heading = (id, text, tag = 'h2') =>
  widget(id, 'heading', null, html`<${raw(tag)} class="elementor-heading-title elementor-size-default">${text}</${raw(tag)}>`);
const textEditor = (id, paragraphs) => widget(id, 'text-editor', null, paragraphs.map((p) => html`<p>${p}</p>`));
const product = (slug) => getProductBySlug(slug);

const arrows = (labels = ['Diapositiva anterior', 'Diapositiva siguiente']) => html`<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="${labels[0]}"><svg aria-hidden="true" class="e-font-icon-svg" viewBox="0 0 1000 1000"><path d="M646 125c6 0 12 2 18 7 10 10 10 25 0 35L330 500l334 333c10 10 10 26 0 36-10 10-26 10-36 0L278 518c-10-10-10-26 0-36l350-350c5-5 11-7 18-7z"></path></svg></div>
<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="${labels[1]}"><svg aria-hidden="true" class="e-font-icon-svg" viewBox="0 0 1000 1000"><path d="M354 125c-6 0-12 2-18 7-10 10-10 25 0 35l334 333-334 333c-10 10-10 26 0 36 10 10 26 10 36 0l350-351c10-10 10-26 0-36L372 132c-5-5-11-7-18-7z"></path></svg></div>
`;

// ---- the landing page -------------------------------------------------------------------------

const SLIDES = [
  { id: 'f2d5390', heading: 'Colección de otoño', text: 'Tazas, velas y mantas para las tardes largas.', button: 'Ver la colección', href: '/tienda/', kenBurns: true, bg: 'vela-soja-higuera' },
  { id: '7a1e4c2', heading: 'Hecho para durar', text: 'Mochilas y botellas que te acompañan cada día.', href: '/tienda/', bg: 'mochila-urbana-impermeable', link: true },
  { id: '9c3b2d1', heading: 'Regalos con calma', text: 'Envolvemos tu pedido sin coste.', button: 'Ideas de regalo', href: '/tienda/', bg: 'lamina-costa-brava' },
];

function slidesWidget(broken) {
  const slides = SLIDES.map((s, i) => {
    const contents = html`<div class="swiper-slide-contents"><div class="elementor-slide-heading">${s.heading}</div><div class="elementor-slide-description">${s.text}</div>${s.button ? html`<div class="elementor-button elementor-slide-button elementor-size-sm">${s.button}</div>` : ''}</div>`;
    const inner = s.link ? html`<a class="swiper-slide-inner" href="${s.href}">${contents}</a>` : html`<div class="swiper-slide-inner">${contents}</div>`;
    return html`<div class="elementor-repeater-item-${s.id} swiper-slide" role="group" aria-roledescription="slide" aria-label="${i + 1} de ${SLIDES.length}"><div class="swiper-slide-bg${s.kenBurns ? ' elementor-ken-burns elementor-ken-burns--in' : ''}" role="img" aria-label="${product(s.bg).image.alt}"></div><div class="elementor-background-overlay"></div>${inner}</div>`;
  });
  const settings = { navigation: 'both', autoplay: 'yes', pause_on_hover: 'yes', pause_on_interaction: 'yes', autoplay_speed: 5000, infinite: 'yes', transition: 'slide', transition_speed: 500 };
  return widget('5a1de01', 'slides', settings, html`<div class="elementor-swiper">
<div class="elementor-slides-wrapper elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Destacados de temporada" dir="ltr" data-animation="fadeInUp">
<div class="swiper-wrapper elementor-slides">
${slides}
</div>
${arrows()}<div class="swiper-pagination"></div>
</div>
</div>`, { broken });
}

function headlines(broken) {
  const rotate = widget('3f0aa12', 'animated-headline', { headline_style: 'rotate', animation_type: 'typing', rotating_text: 'de verdad\ntodo el año\npara siempre', loop: 'yes', rotate_iteration_delay: 2500 },
    html`<h2 class="elementor-headline elementor-headline-animation-type-typing elementor-headline-letters">
<span class="elementor-headline-plain-text elementor-headline-text-wrapper">Regalos que duran</span>
<span class="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper">
<span class="elementor-headline-dynamic-text elementor-headline-text-active">de&nbsp;verdad</span>
<span class="elementor-headline-dynamic-text">todo&nbsp;el&nbsp;año</span>
<span class="elementor-headline-dynamic-text">para&nbsp;siempre</span>
</span>
</h2>`, { classes: ['elementor-headline--style-rotate'], broken });
  const highlight = widget('3f0aa13', 'animated-headline', { headline_style: 'highlight', marker: 'circle', highlighted_text: 'gratis', loop: 'yes', highlight_animation_duration: 1200, highlight_iteration_delay: 8000 },
    html`<h3 class="elementor-headline">
<span class="elementor-headline-plain-text elementor-headline-text-wrapper">Envío</span>
<span class="elementor-headline-dynamic-wrapper elementor-headline-text-wrapper">
<span class="elementor-headline-dynamic-text elementor-headline-text-active">gratis</span>
</span>
<span class="elementor-headline-plain-text elementor-headline-text-wrapper">desde 50&nbsp;€</span>
</h3>`, { classes: ['elementor-headline--style-highlight'] });
  return [rotate, highlight];
}

function countdownWidget(dueSeconds, broken) {
  const item = (part, label) => html`<div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-${part}"></span> <span class="elementor-countdown-label">${label}</span></div>`;
  const actions = broken === 'countdown' ? BROKEN : phpJson([{ type: 'message' }]);
  return widget('c0de123', 'countdown', null, html`<div class="elementor-countdown-wrapper" data-date="${dueSeconds}" data-expire-actions="${actions}">
${item('days', 'Días')}${item('hours', 'Horas')}${item('minutes', 'Minutos')}${item('seconds', 'Segundos')}
</div>
<div class="elementor-countdown-expire--message">La oferta de otoño ha terminado. ¡Gracias!</div>`, { classes: ['elementor-countdown--label-block'] });
}

const CAROUSEL_PRODUCTS = ['taza-ceramica-amanecer', 'bolsa-tote-lona', 'botella-termica-acero', 'cuaderno-tapa-dura-a5', 'vela-soja-higuera', 'maceta-terracota-pintada'];

function mediaCarousel(broken) {
  const slides = CAROUSEL_PRODUCTS.map((slug) => {
    const p = product(slug);
    return html`<div class="swiper-slide" role="group" aria-roledescription="slide"><a href="${permalink(p)}"><div class="elementor-carousel-image" role="img" aria-label="${p.image.alt}" style="background-image: url('${imageUrl(p.image, 'thumb')}')"></div></a></div>`;
  });
  const settings = {
    slides_per_view: '3', slides_per_view_tablet: '2', slides_per_view_mobile: '1', slides_to_scroll: '1',
    space_between: { unit: 'px', size: 16, sizes: [] }, skin: 'carousel', effect: 'slide', show_arrows: 'yes', pagination: 'bullets',
    speed: 500, autoplay: 'yes', autoplay_speed: 5000, loop: 'yes', pause_on_hover: 'yes', pause_on_interaction: 'yes',
  };
  return widget('e1ca001', 'media-carousel', settings, html`<div class="elementor-swiper">
<div class="elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Productos de la colección">
<div class="swiper-wrapper">
${slides}
</div>
${arrows()}<div class="swiper-pagination"></div>
</div>
</div>`, { classes: ['elementor-skin-carousel', 'elementor-arrows-yes', 'elementor-pagination-type-bullets'], broken });
}

const TESTIMONIALS = [
  { name: 'Lucía M.', title: 'Valencia', text: 'La taza llegó en dos días y envuelta con muchísimo cuidado. Ya he pedido otra para mi hermana.', avatar: 3 },
  { name: 'Jordi P.', title: 'Girona', text: 'La mochila aguantó una semana de lluvia en Galicia sin que se mojara nada por dentro.', avatar: 7 },
  { name: 'Marta R.', title: 'Sevilla', text: 'Atención rápida y cercana: cambiaron la talla de la sudadera sin ninguna pega.', avatar: 11 },
];

function testimonialCarousel(broken) {
  const slides = TESTIMONIALS.map((t) => html`<div class="swiper-slide" role="group" aria-roledescription="slide"><div class="elementor-testimonial">
<div class="elementor-testimonial__content"><div class="elementor-testimonial__text">${t.text}</div></div>
<div class="elementor-testimonial__footer"><div class="elementor-testimonial__image"><img src="/wp-content/uploads/avatars/${t.avatar}.svg" alt="${t.name}" width="48" height="48" loading="lazy"></div>
<cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">${t.name}</span><span class="elementor-testimonial__title">${t.title}</span></cite></div>
</div></div>`);
  const settings = { slides_per_view: '1', space_between: { unit: 'px', size: 10, sizes: [] }, show_arrows: 'yes', pagination: 'bullets', speed: 500, autoplay: 'yes', autoplay_speed: 6000, loop: 'yes', pause_on_hover: 'yes', pause_on_interaction: 'yes' };
  return widget('7e57c01', 'testimonial-carousel', settings, html`<div class="elementor-swiper">
<div class="elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Opiniones de clientes">
<div class="swiper-wrapper">
${slides}
</div>
${arrows()}<div class="swiper-pagination"></div>
</div>
</div>`, { classes: ['elementor-testimonial--skin-bubble', 'elementor-testimonial--layout-image_inline', 'elementor-testimonial--align-center', 'elementor-arrows-yes', 'elementor-pagination-type-bullets'], broken });
}

const CATEGORY_CARDS = [
  { title: 'Cocina', text: 'Tazas y botellas para el día a día.', slug: 'taza-esmaltada-camping' },
  { title: 'Ropa', text: 'Algodón orgánico, tallas de la S a la XL.', slug: 'camiseta-organica-basica' },
  { title: 'Viaje', text: 'Mochilas y bolsas que aguantan.', slug: 'mochila-urbana-impermeable' },
  { title: 'Casa', text: 'Velas, láminas y macetas.', slug: 'lamina-costa-brava' },
];

function nestedCarousel(broken) {
  const slides = CATEGORY_CARDS.map((c, i) => {
    const p = product(c.slug);
    return html`<div class="swiper-slide" data-slide="${i + 1}" role="group" aria-roledescription="slide" aria-label="${i + 1} de ${CATEGORY_CARDS.length}">${container(`ca7e00${i}`, [
      widget(`ca7e1${i}0`, 'image', null, html`<img src="${imageUrl(p.image, 'thumb')}" alt="" width="324" height="324" loading="lazy">`),
      heading(`ca7e1${i}1`, c.title, 'h3'),
      textEditor(`ca7e1${i}2`, [c.text]),
      widget(`ca7e1${i}3`, 'button', null, html`<a class="elementor-button elementor-button-link elementor-size-sm" href="/tienda/"><span class="elementor-button-text">Ver ${c.title.toLowerCase()}</span></a>`),
    ], { parent: false, boxed: false })}</div>`;
  });
  const settings = {
    carousel_items: CATEGORY_CARDS.map((c, i) => ({ slide_title: c.title, _id: `a${i + 1}` })),
    slides_to_show: '3', slides_to_show_tablet: '2', slides_to_show_mobile: '1', slides_to_scroll: '1',
    autoplay: 'yes', autoplay_speed: 5000, pause_on_hover: 'yes', pause_on_interaction: 'yes', infinite: 'yes', speed: 500,
    offset_sides: 'none', arrows: 'yes', pagination: 'bullets', image_spacing_custom: { unit: 'px', size: 16, sizes: [] },
  };
  const a = {
    class: 'elementor-element elementor-element-9b1f2aa elementor-arrows-position-inside elementor-pagination-type-bullets elementor-pagination-position-outside elementor-widget elementor-widget-n-carousel',
    'data-id': '9b1f2aa',
    'data-element_type': 'widget',
    'data-settings': settingsAttr('nested-carousel', settings, broken),
    'data-widget_type': 'nested-carousel.default',
  };
  // Nested carousels print no inner container (optimized markup, elementor-widgets.md §2.4).
  return html`<div${attrs(a)}>
<div class="e-n-carousel swiper" role="region" aria-roledescription="carousel" aria-label="Categorías" dir="ltr">
<div class="swiper-wrapper" aria-live="off">
${slides}
</div>
</div>
${arrows(['Anterior', 'Siguiente'])}<div class="swiper-pagination"></div>
</div>
`;
}

const HOTSPOTS = [
  { id: '3263171', x: 22, y: 30, text: 'Papel de algodón de 300 g, sin ácido: los colores no amarillean.' },
  { id: '3263172', x: 64, y: 58, text: 'Impresión giclée con tintas pigmentadas.' },
  { id: '3263173', x: 80, y: 18, text: 'Se envía enrollada en un tubo de cartón reciclado.' },
];

function hotspotWidget(broken) {
  const p = product('lamina-costa-brava');
  const spots = HOTSPOTS.map((h) => html`<div class="e-hotspot elementor-repeater-item-${h.id} e-hotspot--position-left e-hotspot--position-top e-hotspot--circle">
<div class="e-hotspot__button e-hotspot--expand"><div class="e-hotspot__outer-circle"></div><div class="e-hotspot__inner-circle"></div></div>
<div class="e-hotspot__tooltip e-hotspot--tooltip-position e-hotspot--fade-in-out"><p>${h.text}</p></div>
</div>`);
  const settings = {
    hotspot: HOTSPOTS.map((h) => ({ _id: h.id, hotspot_label: '', hotspot_tooltip_content: `<p>${h.text}</p>`, hotspot_offset_x: { unit: '%', size: h.x, sizes: [] }, hotspot_offset_y: { unit: '%', size: h.y, sizes: [] }, hotspot_horizontal: 'left', hotspot_vertical: 'top' })),
    hotspot_sequenced_animation: 'no', tooltip_position: 'top', tooltip_trigger: 'click', tooltip_animation: 'e-hotspot--fade-in-out',
  };
  return widget('18a7a61', 'hotspot', settings, html`<img decoding="async" width="600" height="600" src="${imageUrl(p.image, 'single')}" class="attachment-large size-large wp-image-${p.image.id}" alt="${p.image.alt}">
${spots}`, { broken });
}

function lottieWidget(broken) {
  const settings = {
    source_json: { url: '/demo/assets/lottie/hoja.json', id: 1502, size: '' }, caption_source: 'custom', caption: 'Cuidamos cada pieza a mano',
    link_to: 'none', trigger: 'arriving_to_viewport', viewport: { unit: '%', size: '', sizes: { start: 0, end: 100 } }, loop: 'yes',
    play_speed: { unit: 'px', size: 1, sizes: [] }, start_point: { unit: '%', size: 0, sizes: [] }, end_point: { unit: '%', size: 100, sizes: [] }, renderer: 'svg',
  };
  return widget('1077e01', 'lottie', settings, html`<div class="e-lottie__container"><div class="e-lottie__animation"></div><p class="e-lottie__caption">Cuidamos cada pieza a mano</p></div>`, { classes: ['elementor-align-center'], broken });
}

/** Elementor's post CSS for the page: the slides' and containers' backgrounds, and the hotspots' offsets. */
function landingCss() {
  const rules = [];
  for (const s of SLIDES) rules.push(`.elementor-${LANDING_ID} .elementor-repeater-item-${s.id} .swiper-slide-bg{background-color:${product(s.bg).image.bg};background-image:url(${imageUrl(product(s.bg).image)});background-size:contain;background-position:right center;background-repeat:no-repeat}`);
  for (const h of HOTSPOTS) rules.push(`.elementor-${LANDING_ID} .elementor-element-18a7a61 .elementor-repeater-item-${h.id}{--hotspot-translate-x:${h.x}%;--hotspot-translate-y:${h.y}%;left:${h.x}%;top:${h.y}%}`);
  rules.push(`.elementor-${LANDING_ID} .elementor-element-b9c0001:not(.elementor-motion-effects-element-type-background){background-image:url(${imageUrl(product('gorra-algodon-lavado').image)});background-size:220px;background-position:right 12px center;background-repeat:no-repeat}`);
  rules.push(`.elementor-${LANDING_ID} .elementor-element-b9c0002:not(.elementor-motion-effects-element-type-background){background-image:url(${imageUrl(product('sudadera-montana').image)});background-size:200px;background-position:left 12px center;background-repeat:no-repeat}`);
  return rules.join('\n');
}

export function landingContent({ dueSeconds, broken }) {
  const [rotate, highlight] = headlines(broken);
  return html`<div data-elementor-type="wp-page" data-elementor-id="${LANDING_ID}" class="elementor elementor-${LANDING_ID}" data-elementor-post-type="page">
${container('b9c0000', slidesWidget(broken), { boxed: false })}
${container('b9c0003', [rotate, highlight, textEditor('b9c0004', ['Piezas hechas en pequeños talleres de aquí, pensadas para usarse durante años.'])])}
${container('b9c0005', [heading('b9c0006', 'La oferta de otoño termina en'), countdownWidget(dueSeconds, broken)], { classes: ['cuenta-atras'] })}
${container('b9c0001', [heading('b9c0007', 'Lo más querido de la temporada'), mediaCarousel(broken)])}
${container('b9c0008', [heading('b9c0009', 'Mira los detalles de la lámina'), hotspotWidget(broken)])}
${container('b9c0010', [heading('b9c0011', 'Explora por categorías'), nestedCarousel(broken)])}
${container('b9c0002', [heading('b9c0012', 'Lo que dicen nuestros clientes'), testimonialCarousel(broken)])}
${container('b9c0015', [heading('b9c0016', 'Del taller'), videoWidget({ id: 'e7a31c5', broken: broken === 'video' }), lottieWidget(broken)], { classes: ['del-taller'] })}
${container('b9c0013', [widget('b9c0014', 'heading', { motion_fx_motion_fx_scrolling: 'yes', motion_fx_translateY_effect: 'yes', motion_fx_translateY_speed: { unit: 'px', size: 3, sizes: [] }, motion_fx_translateY_affectedRange: { unit: '%', size: '', sizes: { start: 0, end: 100 } }, motion_fx_devices: ['desktop', 'tablet', 'mobile'] }, html`<p class="elementor-heading-title elementor-size-default">Envío gratis desde 50&nbsp;€ · Devoluciones en 30 días</p>`, { broken: broken === 'motion-effects' ? 'heading' : undefined })])}
</div>`;
}

// ---- the article -------------------------------------------------------------------------------

const ARTICLE = [
  { h: 'Cerámica y esmalte', id: null, body: ['Las tazas de cerámica esmaltada aguantan el lavavajillas, pero duran más lavadas a mano con agua tibia.', 'Evita los cambios bruscos de temperatura: no pases una taza del congelador al agua hirviendo.'],
    sub: [{ h: 'Manchas de café y té', body: ['Una pasta de bicarbonato y unas gotas de agua deja el esmalte como nuevo sin rayarlo.'] }, { h: 'Esmalte de camping', body: ['El esmalte sobre acero puede saltar con un golpe fuerte; si pasa, sécalo bien para que no se oxide el borde.'] }] },
  { h: 'Algodón orgánico', id: 'algodon', body: ['Lava las camisetas del revés, a 30 grados y con colores parecidos.', 'El algodón orgánico encoge un poco el primer lavado: por eso nuestras tallas tienen un margen.'],
    sub: [{ h: 'Secado', body: ['Tiende a la sombra: el sol directo apaga los tintes naturales.'] }, { h: 'Planchado', body: ['Plancha a temperatura media y del revés para cuidar los estampados.'] }] },
  { h: 'Lona y tejidos técnicos', id: null, body: ['La lona encerada se limpia con un cepillo suave y agua fría, sin jabón.', 'Las mochilas impermeables recuperan su repelencia con un spray específico una vez al año.'],
    sub: [{ h: 'Cremalleras', body: ['Un poco de cera de vela en los dientes hace que corran como el primer día.'] }] },
  { h: 'Acero inoxidable', id: null, body: ['Las botellas térmicas no van al lavavajillas: el calor daña el vacío que mantiene la temperatura.', 'Para quitar olores, llénala con agua caliente y una cucharada de bicarbonato durante una noche.'], sub: [] },
  { h: 'Velas de soja', id: null, body: ['La primera vez, deja que la cera se funda hasta el borde: así no se forma un túnel.', 'Corta la mecha a medio centímetro antes de cada uso para una llama limpia.'],
    sub: [{ h: 'Dónde ponerlas', body: ['Lejos de corrientes de aire y siempre sobre una superficie que aguante el calor.'] }] },
];

const SHARE_NETWORKS = [
  ['facebook', 'Facebook'],
  ['x-twitter', 'X'],
  ['whatsapp', 'WhatsApp'],
  ['pinterest', 'Pinterest'],
  ['email', 'Email'],
  ['print', 'Print'],
];

function shareButtons(id, broken, settings = {}) {
  const items = SHARE_NETWORKS.map(([network, label]) => html`<div class="elementor-grid-item" role="listitem">
<div class="elementor-share-btn elementor-share-btn_${network}" role="button" tabindex="0" aria-label="Share on ${network}">
<span class="elementor-share-btn__icon"><svg aria-hidden="true" class="e-font-icon-svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="6"></circle></svg></span>
<div class="elementor-share-btn__text"><span class="elementor-share-btn__title">${label}</span></div>
</div>
</div>`);
  return widget(id, 'share-buttons', settings, html`<div class="elementor-grid" role="list">
${items}
</div>`, { classes: ['elementor-share-buttons--view-icon-text', 'elementor-share-buttons--skin-gradient', 'elementor-share-buttons--shape-square', 'elementor-grid-0', 'elementor-share-buttons--color-official'], broken });
}

function tocWidget(broken) {
  const settings = {
    headings_by_tags: ['h2', 'h3'], container: '.guia-articulo', exclude_headings_by_selector: [], marker_view: 'numbers',
    no_headings_message: 'No hay encabezados en esta página.', minimize_box: 'yes', minimized_on: 'tablet', hierarchical_view: 'yes',
    min_height: { unit: 'px', size: '', sizes: [] },
  };
  const a = {
    class: 'elementor-element elementor-element-70c0a11 elementor-toc--minimized-on-tablet elementor-widget elementor-widget-table-of-contents',
    'data-id': '70c0a11',
    'data-element_type': 'widget',
    'data-settings': settingsAttr('table-of-contents', settings, broken),
    'data-widget_type': 'table-of-contents.default',
  };
  return html`<div${attrs(a)}>
<div class="elementor-toc__header">
<h2 class="elementor-toc__header-title">En esta guía</h2>
<div class="elementor-toc__toggle-button elementor-toc__toggle-button--expand" role="button" tabindex="0" aria-controls="elementor-toc__70c0a11" aria-expanded="true" aria-label="Abrir la tabla de contenidos"><span aria-hidden="true">▾</span></div>
<div class="elementor-toc__toggle-button elementor-toc__toggle-button--collapse" role="button" tabindex="0" aria-controls="elementor-toc__70c0a11" aria-expanded="true" aria-label="Cerrar la tabla de contenidos"><span aria-hidden="true">▴</span></div>
</div>
<div id="elementor-toc__70c0a11" class="elementor-toc__body">
<div class="elementor-toc__spinner-container"><i aria-hidden="true" class="elementor-toc__spinner eicon-animation-spin eicon-loading"></i></div>
</div>
</div>
`;
}

export function articleContent({ broken }) {
  let n = 0;
  const id = () => `a7c${String(++n).padStart(4, '0')}`;
  const sections = ARTICLE.map((s) => [
    widget(id(), 'heading', null, html`<h2 class="elementor-heading-title elementor-size-default"${s.id ? raw(` id="${s.id}"`) : ''}>${s.h}</h2>`),
    textEditor(id(), s.body),
    ...s.sub.flatMap((sub) => [heading(id(), sub.h, 'h3'), textEditor(id(), sub.body)]),
  ]);
  const sidebar = container('a7b0002', [tocWidget(broken)], {
    parent: false, boxed: false, classes: ['guia-lateral'],
    settings: { sticky: 'top', sticky_on: ['desktop'], sticky_offset: 24, sticky_effects_offset: 0, sticky_parent: 'yes' },
  });
  const body = container('a7b0003', [
    textEditor(id(), ['Todo lo que hacemos está pensado para durar. Con estos cuidados sencillos, tus piezas te acompañarán muchos años.']),
    shareButtons('5ba7e01', broken),
    ...sections.flat(),
    heading(id(), '¿Te ha sido útil? Compártela', 'p'),
    shareButtons('5ba7e02', undefined, { share_url: { url: '/guia-de-cuidado/', is_external: '', nofollow: '' } }),
    heading(id(), 'Síguenos en Facebook', 'h2'),
    facebookWidgets({ broken: broken === 'facebook' }),
  ], { parent: false, boxed: false, classes: ['guia-articulo'] });
  return html`<div data-elementor-type="wp-page" data-elementor-id="${ARTICLE_ID}" class="elementor elementor-${ARTICLE_ID}" data-elementor-post-type="page">
${container('a7b0001', [sidebar, body], { classes: ['guia-columnas'] })}
</div>`;
}

// ---- contact buttons (a floating-buttons document, printed in the footer) -----------------------

export const CONTACT_DOCUMENT_ID = 1430;

function contactButtons() {
  const settings = { style_chat_button_animation: 'bounceIn', style_chat_box_entrance_animation: 'fadeIn', style_chat_box_exit_animation: 'fadeIn' };
  return html`<div data-elementor-type="floating-buttons" data-elementor-id="${CONTACT_DOCUMENT_ID}" class="elementor elementor-${CONTACT_DOCUMENT_ID}" data-elementor-post-type="e-floating-buttons">
<div class="elementor-element elementor-element-cb0a001 e-flex e-con-boxed e-con e-parent" data-id="cb0a001" data-element_type="container"><div class="e-con-inner">
<div class="elementor-element elementor-element-cb0a002 elementor-widget elementor-widget-contact-buttons" data-id="cb0a002" data-element_type="widget" data-settings="${phpJson(settings)}" data-widget_type="contact-buttons.default">
<div class="e-contact-buttons has-platform-email has-corners-rounded has-h-alignment-start has-v-alignment-bottom has-animations" data-document-id="${CONTACT_DOCUMENT_ID}">
<div aria-hidden="true" aria-label="Ventana de contacto" class="e-contact-buttons__content-wrapper hidden" id="e-contact-buttons__content-wrapper">
<div class="e-contact-buttons__content has-animation-duration-normal">
<div class="e-contact-buttons__top-bar">
<div class="e-contact-buttons__profile-image has-size-medium has-dot"><img class="e-contact-buttons__profile-image-el" src="/wp-content/uploads/avatars/5.svg" alt="" width="48" height="48"></div>
<div class="e-contact-buttons__top-bar-details"><p class="e-contact-buttons__top-bar-title">Nuria</p><p class="e-contact-buttons__top-bar-subtitle">Cuidado de piezas</p></div>
<button class="e-contact-buttons__close-button" aria-controls="e-contact-buttons__content-wrapper" aria-label="Cerrar la ventana de contacto"><span aria-hidden="true">×</span></button>
</div>
<div class="e-contact-buttons__message-bubble"><div class="e-contact-buttons__bubble-container"><div class="e-contact-buttons__bubble">
<p class="e-contact-buttons__message-bubble-name">Nuria</p>
<p class="e-contact-buttons__message-bubble-body">¿Dudas con el cuidado de alguna pieza? Escríbenos y te respondemos hoy.</p>
<p class="e-contact-buttons__message-bubble-time" data-time-format="24h"></p>
</div></div></div>
<div class="e-contact-buttons__send-button"><div class="e-contact-buttons__send-button-container"><a class="e-contact-buttons__send-cta" href="mailto:hola@tienda-aurora.example?subject=Cuidado%20de%20piezas">Escribir un correo</a></div></div>
</div>
</div>
<div class="e-contact-buttons__chat-button-container"><button class="e-contact-buttons__chat-button e-contact-buttons__chat-button-shadow" aria-controls="e-contact-buttons__content-wrapper" aria-label="Abrir o cerrar la ventana de contacto"><svg aria-hidden="true" viewBox="0 0 24 24"><path d="M3 5h18v12H7l-4 4z"></path></svg></button></div>
</div>
</div>
</div></div>
</div>
`;
}

/** A coupon bar (floating bars var-3) stuck to the bottom of the window, printed in the footer. */
export function couponBar() {
  const settings = { style_coupon_animation: 'none', style_coupon_success_message_duration: { unit: 's', size: 2, sizes: [] }, advanced_vertical_position: 'bottom' };
  return html`<div data-elementor-type="floating-buttons" data-elementor-id="1431" class="elementor elementor-1431" data-elementor-post-type="e-floating-buttons">
<div class="elementor-element elementor-element-fb0c001 e-flex e-con-boxed e-con e-parent" data-id="fb0c001" data-element_type="container"><div class="e-con-inner">
<div class="elementor-element elementor-element-fb0c002 elementor-widget elementor-widget-floating-bars-var-3" data-id="fb0c002" data-element_type="widget" data-settings="${phpJson(settings)}" data-widget_type="floating-bars-var-3.default">
<div class="e-floating-bars e-floating-bars-var-3 has-vertical-position-bottom has-close-button is-sticky" data-document-id="1431" role="region" aria-label="Cupón de bienvenida">
<p class="e-floating-bars__announcement-text">Un 10&nbsp;% de descuento en tu primer pedido</p>
<div class="e-floating-bars__coupon-button-container">
<button class="e-floating-bars__coupon-button is-type-price-tag" aria-label="Copiar el código de cupón BIENVENIDA10">
<span class="e-floating-bars__coupon-text-group e-floating-bars__coupon-code"><span class="e-floating-bars__coupon-text">BIENVENIDA10</span></span>
<span class="e-floating-bars__coupon-text-group e-floating-bars__coupon-success is-hidden"><span class="e-floating-bars__coupon-text e-floating-bars__coupon-success-message">¡Copiado!</span></span>
</button>
</div>
<button class="e-floating-bars__close-button" aria-label="Cerrar el aviso" aria-controls="e-floating-bars"><span aria-hidden="true">×</span></button>
</div>
</div>
</div></div>
</div>
`;
}

// ---- globals and pages --------------------------------------------------------------------------

function builderGlobals(ctx, { postId, title }) {
  const core = {
    environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
    is_rtl: false,
    version: '3.34.2',
    responsive: {
      breakpoints: {
        mobile: { label: 'Móvil en vertical', value: 767, default_value: 767, direction: 'max', is_enabled: true },
        tablet: { label: 'Tableta en vertical', value: 1024, default_value: 1024, direction: 'max', is_enabled: true },
        widescreen: { label: 'Pantalla panorámica', value: 2400, default_value: 2400, direction: 'min', is_enabled: false },
      },
      hasCustomBreakpoints: false,
    },
    experimentalFeatures: { container: true, e_lazyload: true, nested_elements: true, e_optimized_markup: false },
    urls: { assets: '/wp-content/plugins/elementor/assets/', ajaxurl: '/wp-admin/admin-ajax.php', uploadUrl: '/wp-content/uploads' },
    nonces: { floatingButtonsClickTracking: 'f10a7b0c3d' },
    swiperClass: 'swiper',
    settings: { page: [], editorPreferences: [] },
    kit: { active_breakpoints: ['viewport_mobile', 'viewport_tablet'], global_image_lightbox: 'yes', lightbox_enable_counter: 'yes', lightbox_enable_share: 'yes' },
    post: { id: postId, title: encodeURIComponent(title), excerpt: '', featuredImage: false },
  };
  const pro = { facebook_sdk: FACEBOOK_SDK_CONFIG, lottie: { defaultAnimationUrl: '/demo/assets/lottie/hoja.json' }, ajaxurl: '/wp-admin/admin-ajax.php', urls: { assets: '/wp-content/plugins/elementor-pro/assets/', rest: '/wp-json/' }, settings: { lazy_load_background_images: true }, popup: { hasPopUps: false }, shareButtonsNetworks: Object.fromEntries(SHARE_NETWORKS.map(([n, title]) => [n, { title, has_counter: false }])) };
  const script = (id, body) => `<script id="${id}" nonce="${ctx.nonce}">\n${body}\n</script>\n`;
  return raw(
    script('elementor-frontend-js-before', `var elementorFrontendConfig = ${phpJson(core, { hexTag: true })};`) +
      script('elementor-pro-frontend-js-before', `var ElementorProFrontendConfig = ${phpJson(pro, { hexTag: true })};`),
  );
}

/**
 * The lazy-load experiment's own inline CSS (core prints it in the head when
 * `lazy_load_background_images` is on): a top-level container's background, and its children's,
 * wait for `e-lazyloaded`, except the first three on the page, which are likely in the first view.
 */
const LAZYLOAD_CSS = `<style id="elementor-lazyload-css">.e-con.e-parent:nth-of-type(n+4):not(.e-lazyloaded):not(.e-no-lazyload),.e-con.e-parent:nth-of-type(n+4):not(.e-lazyloaded):not(.e-no-lazyload) *{background-image:none!important}</style>\n`;

export function landingPage(ctx, { dueSeconds, broken }) {
  return layout(ctx, {
    title: 'Novedades',
    bodyClass: `page-template-default page elementor-default elementor-kit-5 elementor-page elementor-page-${LANDING_ID} pagina-constructor`,
    main: html`<article class="page type-page hentry"><header class="entry-header"><h1 class="entry-title">Novedades de temporada</h1></header>${landingContent({ dueSeconds, broken })}</article>`,
    trail: [{ label: 'Novedades' }],
    headExtra: raw(`<link rel="stylesheet" id="builder-widgets-css" href="/demo/assets/builder.css" media="all">\n${LAZYLOAD_CSS}<style id="elementor-post-${LANDING_ID}-css">${landingCss()}</style>\n${builderGlobals(ctx, { postId: LANDING_ID, title: 'Novedades' })}`),
  });
}

export function articlePage(ctx, { broken }) {
  return layout(ctx, {
    title: 'Guía de cuidado',
    bodyClass: `page-template-default page elementor-default elementor-kit-5 elementor-page elementor-page-${ARTICLE_ID} pagina-constructor`,
    main: html`<article class="page type-page hentry"><header class="entry-header"><h1 class="entry-title">Guía de cuidado de tus piezas</h1></header>${articleContent({ broken })}</article>`,
    trail: [{ label: 'Guía de cuidado' }],
    headExtra: raw(`<link rel="stylesheet" id="builder-widgets-css" href="/demo/assets/builder.css" media="all">\n${builderGlobals(ctx, { postId: ARTICLE_ID, title: 'Guía de cuidado' })}`),
    footExtra: contactButtons(),
  });
}

export { widget, container, heading, textEditor, builderGlobals };
