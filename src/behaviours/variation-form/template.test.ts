import { describe, expect, it } from 'vitest';
import { hasImage, imageUpdates } from './image-rules';
import { decodeEntities, escapeHtml, renderTemplate } from './template';

const variation = {
  price_html: '<span class="price">18,50&nbsp;&euro;</span>',
  sku: 'COJ <b>"1"</b> & co',
  variation_description: '',
  max_qty: 0,
  image: { alt: 'Cojín crudo' },
};

describe('variation template (CSP-safe substitution)', () => {
  it.each([
    ['triple braces insert the shop’s HTML as is', '<div>{{{ data.variation.price_html }}}</div>', '<div><span class="price">18,50&nbsp;&euro;</span></div>'],
    ['double braces HTML-escape (not window.escape’s %-encoding)', '<p>{{ data.variation.sku }}</p>', '<p>COJ &lt;b&gt;&quot;1&quot;&lt;/b&gt; &amp; co</p>'],
    ['spaces inside the braces are optional', '{{{data.variation.price_html}}}', '<span class="price">18,50&nbsp;&euro;</span>'],
    ['empty, zero and missing values render as nothing', '[{{ data.variation.variation_description }}|{{ data.variation.max_qty }}|{{ data.variation.nope }}]', '[||]'],
    ['nested paths are read', '<img alt="{{ data.variation.image.alt }}">', '<img alt="Cojín crudo">'],
    ['an object renders as nothing', '{{{ data.variation.image }}}', ''],
    ['braces that do not pair up are dropped', 'a{{{ data.variation.sku }}b', 'ab'],
    ['CDATA markers are stripped', '/*<![CDATA[*/{{ data.variation.sku }}/*]]>*/', 'COJ &lt;b&gt;&quot;1&quot;&lt;/b&gt; &amp; co'],
  ])('%s', (_label, template, html) => {
    expect(renderTemplate(template, variation)).toEqual({ html, unsupported: false });
  });

  it.each([
    ['<# #> logic', '<# if ( data.variation.sku ) { #>x<# } #>{{ data.variation.sku }}', 'x' + escapeHtml(variation.sku)],
    ['data outside data.variation', '{{{ data.product.name }}}!', '!'],
    ['expressions', '{{ data.variation.sku.toUpperCase() }}', ''],
  ])('%s needs eval: left out and flagged', (_label, template, html) => {
    expect(renderTemplate(template, variation)).toEqual({ html, unsupported: true });
  });

  it('renders the demo template with a real variation', () => {
    const template = '<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>';
    expect(renderTemplate(template, variation).html).toBe('<div class="woocommerce-variation-price"><span class="price">18,50&nbsp;&euro;</span></div>');
  });
});

describe('entities', () => {
  it.each([
    ['45 &times; 45 &times; 1 cm', '45 × 45 × 1 cm'],
    ['S &amp; M', 'S & M'],
    ['&#8220;x&#8221; &#x2013; y', '“x” – y'],
    ['&unknown; stays', '&unknown; stays'],
    ['no entities', 'no entities'],
  ])('decodes %j', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('image swap table', () => {
  const image = {
    src: '/a-600.jpg',
    src_w: 600,
    src_h: 600,
    srcset: false,
    sizes: null,
    title: 'T',
    caption: '',
    alt: 'A',
    full_src: '/a.jpg',
    full_src_w: 1200,
    full_src_h: 1200,
    gallery_thumbnail_src: '/a-100.jpg',
  };
  it('maps every field to its element and attribute', () => {
    const updates = imageUpdates(image);
    const find = (target: string, name: string) => updates.find((u) => u.target === target && u.name === name)?.value;
    expect(find('image', 'src')).toBe('/a-600.jpg');
    expect(find('image', 'width')).toBe('600');
    expect(find('image', 'data-large_image')).toBe('/a.jpg');
    expect(find('image', 'data-caption')).toBe('');
    expect(find('wrap', 'data-thumb')).toBe('/a-600.jpg');
    expect(find('thumbnail', 'src')).toBe('/a-100.jpg');
    expect(find('link', 'href')).toBe('/a.jpg');
    expect(updates).toHaveLength(15);
  });
  it('false and null remove the attribute; a missing field leaves it', () => {
    const updates = imageUpdates({ src: '/x.jpg' });
    expect(updates.find((u) => u.name === 'alt')?.value).toBeUndefined();
    expect(imageUpdates(image).find((u) => u.name === 'srcset')?.value).toBe(false);
    expect(imageUpdates(image).find((u) => u.name === 'sizes')?.value).toBeNull();
  });
  it.each([
    [{ image: { src: '/a.jpg' } }, true],
    [{ image: { src: '/' } }, false],
    [{ image: { src: '' } }, false],
    [{ image: [] }, false],
    [{}, false],
  ])('%j has a usable image: %s', (v, expected) => {
    expect(hasImage(v)).toBe(expected);
  });
});
