// The page builder's video widget (Elementor 3.34 `video.default`, includes/widgets/video.php
// `render()`): a YouTube video with an image overlay, as the plugin prints it. The overlay image is
// the demo's own drawn thumbnail (`/vi/{id}/hqdefault.jpg`, demo/lib/videos.mjs), so the page needs
// no network until the shopper presses play; the YouTube IFrame API itself is never on the demo's
// network (see the report: the end-to-end test answers its address with a local stand-in).
// There is no self-hosted video in the demo (no .mp4/.webm), so no hosted variant here.
import { html, attrs, phpJson, raw } from './format.mjs';
import { VIDEOS } from './videos.mjs';

const PLAY_ICON =
  '<svg aria-hidden="true" class="e-font-icon-svg e-eicon-play" viewBox="0 0 1000 1000" xmlns="http://www.w3.org/2000/svg"><path d="M838 162C746 71 633 25 500 25 371 25 258 71 163 162 71 254 25 367 25 500 25 633 71 746 163 837 254 929 367 975 500 975 633 975 746 929 838 837 929 746 975 633 975 500 975 367 929 254 838 162ZM371 700V300L700 500 371 700Z"></path></svg>';

/**
 * The widget's markup. `broken`: its data-settings is not JSON (the widget stays as served, one
 * `[storefront] video:` warning). `privacy`: YouTube's no-cookie host (`yt_privacy`).
 */
export function videoWidget({ id = 'e7a31c5', videoId = 'tzAmanecer1', start = 12, privacy = true, broken = false } = {}) {
  const video = VIDEOS[videoId];
  const image = `/vi/${videoId}/hqdefault.jpg`;
  const alt = video ? video.title : '';
  const settings = {
    youtube_url: `https://www.youtube.com/watch?v=${videoId}`,
    start,
    ...(privacy ? { yt_privacy: 'yes' } : {}),
    show_image_overlay: 'yes',
    image_overlay: { url: image, id: 1501, size: '', alt, source: 'library' },
    video_type: 'youtube',
    controls: 'yes',
  };
  const wrapper = {
    class: `elementor-element elementor-element-${id} elementor-widget elementor-widget-video`,
    'data-id': id,
    'data-element_type': 'widget',
    'data-settings': broken ? '{"roto":' : phpJson(settings),
    'data-widget_type': 'video.default',
  };
  // print_a11y_text(): "Play Video about {alt}" as the es_ES translation prints it.
  const label = alt ? `Reproducir vídeo sobre ${alt}` : 'Reproducir vídeo';
  return html`<div${attrs(wrapper)}>
<div class="elementor-widget-container">
<div class="elementor-wrapper elementor-open-inline">
<div class="elementor-video"></div>
<div class="elementor-custom-embed-image-overlay" style="background-image: url(${image});">
<div class="elementor-custom-embed-play" role="button" aria-label="${label}" tabindex="0">
${raw(PLAY_ICON)}
</div>
</div>
</div>
</div>
</div>
`;
}
