// The product catalogue: fixtures/catalogue.json plus the generated `?productos=N` listing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { num } from './format.mjs';

const file = fileURLToPath(new URL('../../fixtures/catalogue.json', import.meta.url));
export const catalogue = JSON.parse(readFileSync(file, 'utf8'));
export const site = catalogue.site;
export const storeNotice = catalogue.store_notice;
export const categories = catalogue.categories;
const base = catalogue.products;

export const GENERATED_BASE = 100000; // generated product ids: 100000 + i
export const GENERATED_VARIATION_BASE = 10000000; // generated variation ids: 1e7 + i*100 + k
export const MAX_GENERATED = 10000;

const byId = new Map();
const bySlug = new Map();
const images = new Map();
for (const p of base) {
  byId.set(p.id, p);
  bySlug.set(p.slug, p);
  for (const im of [p.image, ...(p.gallery || [])]) images.set(im.id, im);
  p.variations.forEach((v, k) => {
    v.parent_id = p.id;
    v.index = k;
    byId.set(v.id, v);
    images.set(v.image.id, v.image);
  });
}

function generated(i) {
  if (!Number.isInteger(i) || i < 0 || i >= MAX_GENERATED) return undefined;
  const b = base[i % base.length];
  const n = i + 1;
  const p = {
    ...b,
    id: GENERATED_BASE + i,
    base_id: b.id,
    slug: `${b.slug}-g${n}`,
    name: `${b.name} nº ${n}`,
    sku: b.sku ? `${b.sku}-G${n}` : '',
    total_sales: b.total_sales + ((i * 37) % 101),
    date: new Date(Date.parse(b.date) - i * 3600 * 1000).toISOString().slice(0, 10),
    menu_order: 1000 + i,
    reviews: b.reviews,
  };
  p.variations = b.variations.map((v, k) => ({
    ...v,
    id: GENERATED_VARIATION_BASE + i * 100 + k,
    sku: v.sku ? `${v.sku}-G${n}` : '',
    parent_id: p.id,
    index: k,
  }));
  return p;
}

/** A product or a variation (variations carry parent_id). */
export function getProduct(id) {
  id = Number(id);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  if (byId.has(id)) return byId.get(id);
  if (id >= GENERATED_VARIATION_BASE) {
    const rel = id - GENERATED_VARIATION_BASE;
    const parent = generated(Math.floor(rel / 100));
    return parent?.variations[rel % 100];
  }
  if (id >= GENERATED_BASE) return generated(id - GENERATED_BASE);
  return undefined;
}

export function getProductBySlug(slug) {
  if (bySlug.has(slug)) return bySlug.get(slug);
  const m = /^(.+)-g(\d+)$/.exec(slug);
  if (m && bySlug.has(m[1])) {
    const p = generated(Number(m[2]) - 1);
    if (p && p.slug === slug) return p;
  }
  return undefined;
}

export const isVariation = (p) => p && p.parent_id !== undefined;
export const parentOf = (v) => getProduct(v.parent_id);
export const getImage = (id) => images.get(Number(id));
export const category = (slug) => categories.find((c) => c.slug === slug);

/** The listing: the catalogue, or `count` generated products cycling it. */
export function listProducts(count) {
  if (!count) return base.slice();
  const n = Math.min(MAX_GENERATED, Math.max(1, count));
  return Array.from({ length: n }, (_, i) => generated(i));
}

// ---- prices and stock ----------------------------------------------------------------------

export const activePrice = (p) => num(p.sale_price !== '' ? p.sale_price : p.regular_price);
export const onSale = (p) => p.sale_price !== '' && num(p.sale_price) < num(p.regular_price);

export function variationPrices(p) {
  const prices = p.variations.map(activePrice);
  const regular = p.variations.map((v) => num(v.regular_price));
  return { min: Math.min(...prices), max: Math.max(...prices), regMin: Math.min(...regular), regMax: Math.max(...regular) };
}
/** Price used for sorting: [min, max]. */
export function priceBounds(p) {
  if (p.type === 'variable') {
    const r = variationPrices(p);
    return [r.min, r.max];
  }
  const a = activePrice(p);
  return [a, a];
}
export function productOnSale(p) {
  return p.type === 'variable' ? p.variations.some(onSale) : onSale(p);
}

export function isInStock(p) {
  if (p.type === 'variable') return p.variations.some((v) => v.stock_status === 'instock');
  return p.stock_status === 'instock';
}
export const isPurchasable = (p) => p.type === 'variable' || (p.regular_price !== '' && p.regular_price !== undefined);

/** get_max_purchase_quantity(): 1 when sold individually, the stock when managed, else -1. */
export function maxPurchaseQuantity(p) {
  if (p.sold_individually) return 1;
  if (p.manage_stock && p.stock_quantity !== null) return Math.max(0, p.stock_quantity);
  return -1;
}

export function attributeLabel(product, attrName) {
  const def = product.attributes.find((a) => `attribute_${a.name}` === attrName || a.name === attrName);
  return def ? def.label : attrName;
}
export function attributeValueLabel(attrName, value) {
  const tax = attrName.replace(/^attribute_/, '');
  const t = catalogue.attributes[tax];
  return t ? t.terms[value] ?? value : value;
}

/** The variation's own name, as WooCommerce generates it: "Parent - Value, Value". */
export function variationName(v) {
  const parent = parentOf(v);
  const values = Object.entries(v.attributes)
    .filter(([, value]) => value !== '')
    .map(([k, value]) => attributeValueLabel(k, value));
  return values.length ? `${parent.name} - ${values.join(', ')}` : parent.name;
}
export const displayName = (p) => (isVariation(p) ? variationName(p) : p.name);

// ---- sorting ---------------------------------------------------------------------------------

export const ORDERBY = {
  menu_order: 'Orden predeterminado',
  popularity: 'Ordenar por popularidad',
  rating: 'Ordenar por puntuación media',
  date: 'Ordenar por los últimos',
  price: 'Ordenar por precio: bajo a alto',
  'price-desc': 'Ordenar por precio: alto a bajo',
};

export function sortProducts(list, orderby) {
  const by = {
    menu_order: (a, b) => a.menu_order - b.menu_order || a.name.localeCompare(b.name, 'es'),
    popularity: (a, b) => b.total_sales - a.total_sales || b.id - a.id,
    rating: (a, b) => Number(b.rating) - Number(a.rating) || b.review_count - a.review_count || b.id - a.id,
    date: (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
    price: (a, b) => priceBounds(a)[0] - priceBounds(b)[0] || a.id - b.id,
    'price-desc': (a, b) => priceBounds(b)[1] - priceBounds(a)[1] || b.id - a.id,
  }[orderby] ?? null;
  return by ? list.slice().sort(by) : list.slice();
}

/** find_matching_product_variation(): every variation attribute must be posted; "" on the variation matches anything. */
export function findMatchingVariation(product, data) {
  if (!product || product.type !== 'variable') return undefined;
  for (const a of product.attributes) {
    if (a.variation && !(`attribute_${a.name}` in data)) return undefined;
  }
  return product.variations.find((v) =>
    Object.entries(v.attributes).every(([k, value]) => value === '' || String(data[k]) === value),
  );
}
