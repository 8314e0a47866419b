/**
 * The share buttons' rules (elementor-widgets.md §8.1, elementor.md §5): which address is shared,
 * each network's share address, and the share window's features. The addresses are the networks'
 * public share endpoints, every value percent-encoded (Elementor's share-link library pastes the
 * page URL in raw, so a URL with its own `&` loses its tail on the way).
 */

export interface ShareParams {
  /** The address shared, absolute http(s). */
  url: string;
  title: string;
  /** The post's excerpt, '' for none. */
  text: string;
  /** The featured image's address, '' for none. */
  image: string;
}

const enc = encodeURIComponent;

/** `base?key=value&…`, leaving out the parameters with no value. */
function withQuery(base: string, query: Record<string, string>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${enc(value)}`);
  return pairs.length ? `${base}?${pairs.join('&')}` : base;
}

/** The text and the address in one line, for the networks whose post is one text. */
const textAndUrl = ({ title, text, url }: ShareParams) => [text || title, url].filter(Boolean).join(' ');

/** `print` is not an address: the page prints itself. */
export const PRINT = 'print';

const NETWORKS: Readonly<Record<string, (share: ShareParams) => string>> = {
  facebook: ({ url }) => withQuery('https://www.facebook.com/sharer/sharer.php', { u: url }),
  twitter: (share) => withQuery('https://twitter.com/intent/tweet', { text: share.text || share.title, url: share.url }),
  'x-twitter': (share) => withQuery('https://x.com/intent/tweet', { text: share.text || share.title, url: share.url }),
  threads: (share) => withQuery('https://www.threads.net/intent/post', { text: textAndUrl(share) }),
  linkedin: ({ url }) => withQuery('https://www.linkedin.com/sharing/share-offsite/', { url }),
  pinterest: ({ url, image, title }) => withQuery('https://www.pinterest.com/pin/create/button/', { url, media: image, description: title }),
  reddit: ({ url, title }) => withQuery('https://www.reddit.com/submit', { url, title }),
  vk: ({ url, title, text, image }) => withQuery('https://vk.com/share.php', { url, title, description: text, image }),
  odnoklassniki: ({ url, title, image }) => withQuery('https://connect.ok.ru/offer', { url, title, imageUrl: image }),
  tumblr: ({ url, title, text }) => withQuery('https://www.tumblr.com/widgets/share/tool', { canonicalUrl: url, title, caption: text }),
  digg: ({ url }) => withQuery('https://digg.com/submit', { url }),
  skype: ({ url, title }) => withQuery('https://web.skype.com/share', { url, text: title }),
  stumbleupon: ({ url, title }) => withQuery('https://www.stumbleupon.com/submit', { url, title }),
  mix: ({ url }) => withQuery('https://mix.com/add', { url }),
  telegram: ({ url, title, text }) => withQuery('https://t.me/share/url', { url, text: text || title }),
  pocket: ({ url, title }) => withQuery('https://getpocket.com/save', { url, title }),
  xing: ({ url }) => withQuery('https://www.xing.com/spi/shares/new', { url }),
  // WhatsApp's own text formatting: the title in bold, then the excerpt, then the address.
  whatsapp: ({ url, title, text }) => withQuery('https://wa.me/', { text: [title && `*${title}*`, text, url].filter(Boolean).join('\n') }),
  email: ({ url, title, text }) => withQuery('mailto:', { subject: title, body: [text, url].filter(Boolean).join('\n') }),
  print: () => PRINT,
};

export const NETWORK_NAMES = Object.keys(NETWORKS);

/** The network's share address (`print` for print), or null for a network we do not know. */
export function shareLink(network: string, share: ShareParams): string | null {
  const build = Object.prototype.hasOwnProperty.call(NETWORKS, network) ? NETWORKS[network] : undefined;
  return build ? build(share) : null;
}

const CLASS_PREFIX = 'elementor-share-btn_';

/** The network a button's class names (`elementor-share-btn_facebook`), or null. */
export function networkOf(classNames: Iterable<string>): string | null {
  for (const name of classNames) if (name.startsWith(CLASS_PREFIX) && name.length > CLASS_PREFIX.length) return name.slice(CLASS_PREFIX.length);
  return null;
}

/** An absolute http(s) address from `value` (relative ones against `base`), or null. */
export function httpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The page's own address as Pro shares it: a `u` parameter pointing at another site is dropped,
 * so a crafted link cannot make the page share someone else's address (Pro's
 * handleParameterPollution).
 */
export function pageShareUrl(href: string): string {
  const url = new URL(href);
  const foreign = url.searchParams.get('u');
  if (foreign) {
    let sameSite = false;
    try {
      sameSite = new URL(foreign).hostname === url.hostname;
    } catch {
      sameSite = false;
    }
    if (!sameSite) url.searchParams.delete('u');
  }
  return url.href;
}

/**
 * What a button shares: the widget's own link (`share_url.url`) when it is an http(s) address,
 * with no title or text (they describe this page, not that one), as Pro does; otherwise this
 * page with its title, excerpt and featured image.
 */
export function shareParams(custom: unknown, page: { href: string; title: string; excerpt: string; image: string }): ShareParams {
  const own = httpUrl(custom, page.href);
  if (own) return { url: own, title: '', text: '', image: '' };
  return { url: pageShareUrl(page.href), title: page.title, text: page.excerpt, image: httpUrl(page.image, page.href) ?? '' };
}

/** The features of a share window of that size, centred on the screen as the library centres it. */
export function windowFeatures(size: { width: number; height: number }, screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round(screen.width / 2 - size.width / 2));
  const top = Math.max(0, Math.round(screen.height / 2 - size.height / 2));
  return `toolbar=0,status=0,width=${size.width},height=${size.height},top=${top},left=${left}`;
}
