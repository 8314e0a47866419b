// The page builder's gallery page (`/galeria/`, elementor-widgets.md §5.1): Elementor Pro's gallery
// widget three times over the shop's own product images (a grid, justified rows, masonry with
// filter titles), every item linking to its full image with the page builder's lightbox attributes.
// `?malformado=gallery` breaks the first gallery's data-settings (it stays as served, the rest runs).
import { catalogue } from './catalogue.mjs';
import { layout, imageUrl } from './templates.mjs';
import { html, attrs, raw } from './format.mjs';
import { widget, container, heading, textEditor, builderGlobals, couponBar } from './builder.mjs';

export const GALLERY_PAGE_ID = 1440;
export const GALLERY_PATH = '/galeria/';

/** Printed thumbnail sizes, cycled: the demo's images are square drawings, cropped to these shapes. */
const SHAPES = [
  [768, 512],
  [512, 768],
  [768, 768],
  [768, 432],
  [640, 480],
  [480, 640],
];

const CATEGORY_NAMES = new Map(catalogue.categories.map((c) => [c.slug, c.name]));

/** `data-e-action-hash`: the lightbox action Pro prints beside each file link (base64 JSON of {id, url, slideshow}). */
function actionHash(image, url, slideshow) {
  const json = JSON.stringify({ id: image.id, url, slideshow });
  return `#elementor-action${encodeURIComponent(`:action=lightbox&settings=${Buffer.from(json).toString('base64')}`)}`;
}

/** One `.e-gallery-item` as the widget's render() prints it when linking to the file. */
function galleryItem(widgetId, entry, index, { tags, overlay }) {
  const [width, height] = SHAPES[index % SHAPES.length];
  const full = imageUrl(entry.image);
  const thumbnail = full.replace(/\.svg$/, `-${width}x${height}.svg`);
  const a = {
    class: 'e-gallery-item elementor-gallery-item elementor-animated-content',
    href: full,
    'data-e-gallery-tags': tags,
    'data-elementor-open-lightbox': 'yes',
    'data-elementor-lightbox-slideshow': widgetId,
    'data-elementor-lightbox-title': entry.name,
    'data-elementor-lightbox-description': entry.image.alt || undefined,
    'data-e-action-hash': actionHash(entry.image, full, widgetId),
  };
  const content = overlay
    ? html`<div class="elementor-gallery-item__content"><div class="elementor-gallery-item__title">${entry.name}</div></div>`
    : '';
  return html`<a${attrs(a)}>
<div class="e-gallery-image elementor-gallery-item__image"${attrs({ 'data-thumbnail': thumbnail, 'data-width': width, 'data-height': height, 'aria-label': entry.image.alt || entry.name, role: 'img' })}></div>
<div class="elementor-gallery-item__overlay"></div>${content}
</a>
`;
}

/** The gallery widget: `titles` (multiple-gallery mode) is a list of [index, label]; items carry `tags`. */
function galleryWidget(id, settings, entries, { titles = null, broken } = {}) {
  const overlay = settings.overlay_title === 'title';
  const titleBar = titles
    ? html`<div class="elementor-gallery__titles-container e--pointer-underline e--animation-fade" aria-label="Filtro de la galería">
${titles.map(([index, label]) => html`<a class="elementor-item elementor-gallery-title" role="button" tabindex="0" data-gallery-index="${index}">${label}</a>
`)}</div>
`
    : '';
  const items = entries.map((entry, i) => galleryItem(id, entry, i, { tags: titles ? entry.tags : undefined, overlay }));
  return widget(id, 'gallery', settings, html`${titleBar}<div class="elementor-gallery__container">
${items}</div>`, { broken });
}

const slider = (size) => ({ unit: 'px', size, sizes: [] });

/** Each product's main image (and the first of its gallery, for a fuller page), tagged by category. */
function entries(count, categoryIndex) {
  const list = [];
  for (const p of catalogue.products) {
    for (const image of [p.image, ...(p.gallery ?? []).slice(0, 1)]) {
      const tags = p.categories.map((slug) => categoryIndex.get(slug)).filter((n) => n !== undefined).join(',');
      list.push({ image, name: p.name, tags });
    }
  }
  return list.slice(0, count);
}

const FILTERS = ['menaje', 'hogar', 'accesorios'];

/**
 * Elementor's post CSS for the grid's own controls, as custom properties: the served grid already
 * has its columns and gaps per device, so the widget's script, writing the same values, changes
 * nothing on screen when it starts.
 */
function galleryCss() {
  return [
    '.elementor-element-9a11e01 .elementor-gallery__container{--columns:4;--hgap:10px;--vgap:10px;--aspect-ratio:66.6667%}',
    '.elementor-element-9a11e02 .elementor-gallery__container{--columns:3;--hgap:8px;--vgap:8px}',
    '.elementor-element-9a11e03 .elementor-gallery__container{--columns:3;--hgap:12px;--vgap:12px}',
    '@media (max-width:1024px){.elementor-element-9a11e01 .elementor-gallery__container{--columns:2}.elementor-element-9a11e03 .elementor-gallery__container{--columns:2}}',
    '@media (max-width:767px){.elementor-element-9a11e01 .elementor-gallery__container{--columns:1}.elementor-element-9a11e02 .elementor-gallery__container{--columns:2}}',
  ].join('\n');
}

export function galleryContent({ broken }) {
  const categoryIndex = new Map(FILTERS.map((slug, i) => [slug, String(i)]));
  const grid = {
    lazyload: 'yes', gallery_layout: 'grid', columns: 4, columns_tablet: 2, columns_mobile: 1,
    gap: slider(10), gap_tablet: slider(10), gap_mobile: slider(10), link_to: 'file', aspect_ratio: '3:2',
    overlay_background: 'yes', overlay_title: 'title', content_hover_animation: 'fade-in', image_hover_animation: 'grow',
  };
  const justified = {
    lazyload: 'yes', gallery_layout: 'justified', ideal_row_height: slider(220), ideal_row_height_tablet: slider(160), ideal_row_height_mobile: slider(120),
    gap: slider(8), gap_tablet: slider(8), gap_mobile: slider(8), link_to: 'file', overlay_background: 'yes', content_hover_animation: 'fade-in',
  };
  const masonry = {
    gallery_type: 'multiple', lazyload: 'yes', gallery_layout: 'masonry', columns: 3, columns_tablet: 2, columns_mobile: 2,
    gap: slider(12), gap_tablet: slider(12), gap_mobile: slider(12), link_to: 'file', overlay_background: 'yes', overlay_title: 'title',
    content_hover_animation: 'fade-in',
  };
  const all = entries(40, categoryIndex);
  const titles = [['all', 'Todo'], ...FILTERS.map((slug, i) => [String(i), CATEGORY_NAMES.get(slug) ?? slug])];
  return html`<div data-elementor-type="wp-page" data-elementor-id="${GALLERY_PAGE_ID}" class="elementor elementor-${GALLERY_PAGE_ID}" data-elementor-post-type="page">
${container('9a10001', [
    heading('9a12001', 'Nuestras piezas', 'h2'),
    textEditor('9a12002', ['Toca una foto para verla a pantalla completa; las flechas y el teclado pasan de una a otra.']),
    galleryWidget('9a11e01', grid, all.slice(0, 8), { broken }),
  ])}
${container('9a10002', [heading('9a12003', 'En casa', 'h2'), galleryWidget('9a11e02', justified, all.slice(8, 22))])}
${container('9a10003', [
    heading('9a12004', 'Por colecciones', 'h2'),
    galleryWidget('9a11e03', masonry, all.filter((entry) => entry.tags !== '').slice(0, 16), { titles }),
  ])}
</div>`;
}

export function galleryPage(ctx, { broken }) {
  return layout(ctx, {
    title: 'Galería',
    bodyClass: `page-template-default page elementor-default elementor-kit-5 elementor-page elementor-page-${GALLERY_PAGE_ID} pagina-constructor`,
    main: html`<article class="page type-page hentry"><header class="entry-header"><h1 class="entry-title">Galería</h1></header>${galleryContent({ broken })}</article>`,
    trail: [{ label: 'Galería' }],
    headExtra: raw(
      `<link rel="stylesheet" id="builder-widgets-css" href="/demo/assets/builder.css" media="all">\n` +
        `<link rel="stylesheet" id="gallery-widget-css" href="/demo/assets/gallery.css" media="all">\n` +
        `<style id="elementor-post-${GALLERY_PAGE_ID}-css">${galleryCss()}</style>\n` +
        `${builderGlobals(ctx, { postId: GALLERY_PAGE_ID, title: 'Galería' })}`,
    ),
    footExtra: couponBar(),
  });
}
