// The /video/ page: WP Rocket's lazy-load YouTube placeholders (rocket-lazy-load,
// `Iframe::replaceYoutubeThumbnail` and `Assets::getYoutubeThumbnailCSS`) over videos the demo
// hosts itself, so the page works offline: a thumbnail drawn by code at `/vi/{id}/hqdefault.jpg`
// and a stand-in player page at `/video/embed/{id}/`.
import { html, raw, esc } from './format.mjs';

/** The videos the demo hosts, by id (11 characters, as YouTube's). */
export const VIDEOS = {
  tzAmanecer1: { title: 'Cómo torneamos la taza Amanecer', colors: ['#c8553d', '#f6d8ae'] },
  tzEsmalte02: { title: 'El esmaltado, paso a paso', colors: ['#2d6a8e', '#cde4ef'] },
};

/** The plugin's inline CSS as it prints it (its play icon is `img/youtube.png`; here a local SVG). */
export const RLL_CSS = `.rll-youtube-player{position:relative;padding-bottom:56.23%;height:0;overflow:hidden;max-width:100%;}.rll-youtube-player:focus-within{outline: 2px solid currentColor;outline-offset: 5px;}.rll-youtube-player iframe{position:absolute;top:0;left:0;width:100%;height:100%;z-index:100;background:0 0}.rll-youtube-player img{bottom:0;display:block;left:0;margin:auto;max-width:100%;width:100%;position:absolute;right:0;top:0;border:none;height:auto;-webkit-transition:.4s all;-moz-transition:.4s all;transition:.4s all}.rll-youtube-player img:hover{-webkit-filter:brightness(75%)}.rll-youtube-player .play{height:100%;width:100%;left:0;top:0;position:absolute;background:url(/demo/assets/rll-play.svg) no-repeat center;background-color: transparent !important;cursor:pointer;border:none;}.wp-embed-responsive .wp-has-aspect-ratio .rll-youtube-player{position:absolute;padding-bottom:0;width:100%;height:100%;top:0;bottom:0;left:0;right:0}`;

export const RLL_HEAD = raw(`<style id="rocket-lazyload-inline-css">\n${RLL_CSS}\n</style>\n<noscript><style id="rocket-lazyload-nojs-css">.rll-youtube-player, [data-lazy-src]{display:none !important;}</style></noscript>\n`);

/**
 * The placeholder and its noscript iframe, exactly as the plugin prints them from an oEmbed
 * iframe: `data-src` is the iframe's address without its query, `data-query` the query,
 * `data-alt` its title.
 */
export function rllPlayer({ src, id, query = '', alt = '', attrs = '' }) {
  const iframeSrc = query ? `${src}?${query}` : src;
  const title = alt ? html` title="${alt}"` : '';
  return html`<div class="rll-youtube-player"${raw(attrs)} data-src="${src}" data-id="${id}" data-query="${query}" data-alt="${alt}"></div><noscript><iframe${title} width="640" height="360" src="${iframeSrc}" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe></noscript>`;
}

/** The page's content. `malformed`: two broken placeholders (no data-id; a javascript: data-src) first. */
export function videoContent(origin, { malformed = false } = {}) {
  const embed = (id) => `${origin}/video/embed/${id}/`;
  const broken = malformed
    ? html`<h2>Vídeos que no se pueden mostrar</h2>
${rllPlayer({ src: embed('tzAmanecer1'), id: '', query: 'feature=oembed', alt: 'Sin identificador', attrs: ' id="video-sin-id"' })}
${rllPlayer({ src: 'javascript:alert(document.domain)', id: 'tzAmanecer1', alt: 'Dirección peligrosa', attrs: ' id="video-src-javascript"' })}
`
    : '';
  return html`<div class="entry-content">
${broken}<p>Cada taza Amanecer pasa por el torno, el horno y el esmalte en nuestro taller de Manises. Aquí puedes verlo.</p>
<figure class="wp-block-embed is-type-video is-provider-tienda-aurora wp-block-embed-tienda-aurora wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
${rllPlayer({ src: embed('tzAmanecer1'), id: 'tzAmanecer1', query: 'feature=oembed&start=12', alt: VIDEOS.tzAmanecer1.title })}
</div><figcaption class="wp-element-caption">Del barro a la mesa en tres minutos.</figcaption></figure>
<div class="wp-block-columns">
<div class="wp-block-column"><figure class="wp-block-image size-woocommerce_thumbnail"><img src="/wp-content/uploads/tienda/mug-1110-324x324.svg" width="324" height="324" alt="La taza Amanecer recién esmaltada" decoding="async"></figure><p>El esmalte se aplica a mano, capa a capa: por eso no hay dos tazas iguales.</p><p><a href="/producto/taza-ceramica-amanecer/">Ver la taza Amanecer</a></p></div>
<div class="wp-block-column">${rllPlayer({ src: embed('tzEsmalte02'), id: 'tzEsmalte02' })}</div>
</div>
</div>
`;
}

/** The 480×360 thumbnail (YouTube's `hqdefault` size), drawn by code; an SVG under the host's `.jpg` name. */
export function thumbnailSvg(id) {
  const video = VIDEOS[id];
  if (!video) return null;
  const [a, b] = video.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">
<rect width="480" height="360" fill="#111"/>
<rect y="45" width="480" height="270" fill="${a}"/>
<circle cx="240" cy="170" r="70" fill="${b}" opacity=".85"/>
<rect x="185" y="150" width="110" height="80" rx="14" fill="${a}" opacity=".9"/>
<text x="240" y="290" fill="#fff" font-family="sans-serif" font-size="20" text-anchor="middle">${esc(video.title)}</text>
</svg>`;
}

/**
 * The stand-in player at `/video/embed/{id}/`: no script, it shows whether it was asked to
 * autoplay (`data-state`), and its document's load is its readiness.
 */
export function embedPage(id, query) {
  const video = VIDEOS[id];
  if (!video) return null;
  const playing = query.get('autoplay') === '1';
  const start = Number(query.get('start')) || 0;
  return html`<!doctype html>
<html lang="es">
<head>
<meta charset="UTF-8">
<title>${video.title}</title>
<style>html,body{margin:0;height:100%;background:#111;color:#fff;font:16px/1.4 sans-serif}main{display:flex;flex-direction:column;align-items:center;justify-content:center;height:100%;gap:.5em;text-align:center}p{margin:0}</style>
</head>
<body>
<main class="player" data-state="${playing ? 'playing' : 'paused'}" data-start="${start}">
<p class="player__title">${video.title}</p>
<p class="player__state">${playing ? '▶ Reproduciendo' : 'En pausa'}${start ? ` desde el segundo ${start}` : ''}</p>
</main>
</body>
</html>
`;
}
