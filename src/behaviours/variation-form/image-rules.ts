/** §4.9's table, pure: which attribute of which gallery element takes which `image` field. */
export type ImageTarget = 'image' | 'wrap' | 'thumbnail' | 'link';

const TABLE: ReadonlyArray<readonly [ImageTarget, string, string]> = [
  ['image', 'src', 'src'],
  ['image', 'height', 'src_h'],
  ['image', 'width', 'src_w'],
  ['image', 'srcset', 'srcset'],
  ['image', 'sizes', 'sizes'],
  ['image', 'title', 'title'],
  ['image', 'data-caption', 'caption'],
  ['image', 'alt', 'alt'],
  ['image', 'data-src', 'full_src'],
  ['image', 'data-large_image', 'full_src'],
  ['image', 'data-large_image_width', 'full_src_w'],
  ['image', 'data-large_image_height', 'full_src_h'],
  ['wrap', 'data-thumb', 'src'],
  ['thumbnail', 'src', 'gallery_thumbnail_src'],
  ['link', 'href', 'full_src'],
];

/** The attributes each target gets (and gets back on reset). */
export const IMAGE_TARGETS: ReadonlyArray<readonly [ImageTarget, string[]]> = (['image', 'wrap', 'thumbnail', 'link'] as const).map(
  (target) => [target, TABLE.filter(([t]) => t === target).map(([, name]) => name)] as const,
);

export interface ImageUpdate {
  target: ImageTarget;
  name: string;
  /** false/null remove the attribute (WordPress prints `srcset: false`); undefined leaves it. */
  value: string | false | null | undefined;
}

export function imageUpdates(image: Readonly<Record<string, unknown>>): ImageUpdate[] {
  return TABLE.map(([target, name, field]) => {
    const raw = image[field];
    const value = raw === false || raw === null || raw === undefined ? raw : typeof raw === 'object' ? undefined : String(raw);
    return { target, name, value };
  });
}

/** WooCommerce swaps only for an image whose `src` is longer than one character. */
export function hasImage(variation: { image?: unknown }): boolean {
  const image = variation.image;
  if (typeof image !== 'object' || image === null || Array.isArray(image)) return false;
  const src = (image as Record<string, unknown>).src;
  return typeof src === 'string' && src.length > 1;
}
