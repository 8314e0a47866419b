// A per-session cart with WC_Cart's rules (keys, sold individually, stock) and its notices.
import { md5, randomHex, num } from './format.mjs';
import {
  getProduct, isVariation, parentOf, activePrice, isInStock, isPurchasable, displayName,
  attributeLabel, attributeValueLabel,
} from './catalogue.mjs';

const MAX_SESSIONS = 20000;
const sessions = new Map();

export function getSession(id) {
  if (id && /^[a-f0-9]{32}$/.test(id)) {
    const found = sessions.get(id);
    if (found) return { session: found, created: false };
    return { session: createSession(id), created: false };
  }
  return { session: createSession(randomHex(16)), created: true };
}
function createSession(id) {
  if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value);
  const session = {
    id,
    cart: new Map(),
    removed: new Map(),
    notices: [],
    salt: randomHex(8),
    comingSoonDismissed: false,
  };
  sessions.set(id, session);
  return session;
}
export const clearSessions = () => sessions.clear();

/** wp_create_nonce(action): 10 hex characters, stable for the session. */
export const nonce = (session, action) => md5(`${session.salt}|${action}`).slice(-12, -2);

export function addNotice(session, type, html) {
  session.notices.push({ type, html });
}
export function takeNotices(session) {
  const notices = session.notices;
  session.notices = [];
  return notices;
}

const VIEW_CART = '<a href="/carrito/" class="button wc-forward">Ver carrito</a>';
const q = (name) => `«${name}»`;

/** WC_Cart::generate_cart_id(). */
export function cartId(productId, variationId, variation) {
  const parts = [String(productId)];
  if (variationId) parts.push(String(variationId));
  const entries = Object.entries(variation || {});
  if (entries.length) parts.push(entries.map(([k, v]) => String(k).trim() + String(v).trim()).join(''));
  return md5(parts.join('_'));
}

export class CartError extends Error {}

/**
 * WC_Cart::add_to_cart(). Returns the cart item key, or false after storing an error notice
 * (quantity ≤ 0 and unknown products fail silently, as in WooCommerce).
 */
export function addToCart(session, productId, quantity = 1, variationId = 0, variation = {}) {
  try {
    let product = getProduct(productId);
    let vid = Number(variationId) || 0;
    if (product && isVariation(product) && !vid) {
      vid = product.id;
      product = parentOf(product);
    }
    const data = vid ? getProduct(vid) : product;
    quantity = Math.trunc(num(quantity));
    if (quantity <= 0 || !product || !data || (vid && data.parent_id !== product.id)) return false;

    let chosen = {};
    if (vid) {
      const missing = [];
      for (const [key, value] of Object.entries(data.attributes)) {
        const def = product.attributes.find((a) => `attribute_${a.name}` === key);
        const posted = variation[key];
        if (value !== '') {
          if (posted !== undefined && posted !== '' && posted !== value) {
            throw new CartError(`Valor no válido publicado para ${def?.label ?? key}`);
          }
          chosen[key] = value;
        } else if (posted === undefined || posted === '') {
          missing.push(def?.label ?? key);
        } else if (def && !def.options.includes(posted)) {
          throw new CartError(`Valor no válido publicado para ${def.label}`);
        } else {
          chosen[key] = posted;
        }
      }
      if (missing.length) {
        throw new CartError(
          missing.length === 1 ? `${missing[0]} es un campo obligatorio` : `${missing.join(', ')} son campos obligatorios`,
        );
      }
    } else if (product.type === 'variable') {
      throw new CartError('Elige las opciones del producto&hellip;');
    }

    const key = cartId(product.id, vid, chosen);
    const existing = session.cart.get(key);
    const name = displayName(data);
    const soldIndividually = data.sold_individually || product.sold_individually;
    if (soldIndividually) {
      quantity = 1;
      if (existing) throw new CartError(`No puedes añadir otro ${q(name)} a tu carrito. ${VIEW_CART}`);
    }
    if (!isPurchasable(data)) throw new CartError('Lo siento, este producto no se puede comprar.');
    if (!isInStock(data)) throw new CartError(`No puedes añadir ${q(name)} al carrito porque el producto está agotado.`);
    if (data.manage_stock && data.stock_quantity !== null) {
      if (quantity > data.stock_quantity) {
        throw new CartError(
          `No puedes añadir esa cantidad de ${q(name)} al carrito porque no hay suficiente stock (quedan ${data.stock_quantity}).`,
        );
      }
      const inCart = [...session.cart.values()]
        .filter((i) => (i.variation_id || i.product_id) === data.id)
        .reduce((n, i) => n + i.quantity, 0);
      if (inCart + quantity > data.stock_quantity) {
        throw new CartError(
          `No puedes añadir esa cantidad al carrito: tenemos ${data.stock_quantity} en stock y ya tienes ${inCart} en tu carrito. ${VIEW_CART}`,
        );
      }
    }
    if (existing) existing.quantity += quantity;
    else session.cart.set(key, { key, product_id: product.id, variation_id: vid, variation: chosen, quantity });
    return key;
  } catch (error) {
    if (error instanceof CartError) {
      addNotice(session, 'error', error.message);
      return false;
    }
    throw error;
  }
}

export function removeCartItem(session, key) {
  const item = session.cart.get(key);
  if (!item) return false;
  session.cart.delete(key);
  session.removed.set(key, item);
  return true;
}
export function restoreCartItem(session, key) {
  const item = session.removed.get(key);
  if (!item) return false;
  session.removed.delete(key);
  session.cart.set(key, item);
  return item;
}
export function setQuantity(session, key, quantity) {
  const item = session.cart.get(key);
  if (!item) return false;
  quantity = Math.trunc(num(quantity));
  if (quantity <= 0) return removeCartItem(session, key);
  const data = getProduct(item.variation_id || item.product_id);
  if (data?.sold_individually) quantity = 1;
  if (data?.manage_stock && data.stock_quantity !== null) quantity = Math.min(quantity, data.stock_quantity);
  item.quantity = quantity;
  return true;
}

/** Lines with their product, price and the attributes the customer chose for "any" values. */
export function cartLines(session) {
  const lines = [];
  for (const item of session.cart.values()) {
    const data = getProduct(item.variation_id || item.product_id);
    if (!data) continue;
    const parent = isVariation(data) ? parentOf(data) : data;
    const price = activePrice(data);
    const itemData = isVariation(data)
      ? Object.entries(data.attributes)
          .filter(([, v]) => v === '')
          .map(([k]) => ({ key: attributeLabel(parent, k), value: attributeValueLabel(k, item.variation[k] ?? '') }))
      : [];
    lines.push({ ...item, product: data, parent, name: displayName(data), price, subtotal: price * item.quantity, itemData });
  }
  return lines;
}

export function cartTotals(session) {
  const lines = cartLines(session);
  const subtotal = Math.round(lines.reduce((n, l) => n + l.subtotal, 0) * 100) / 100;
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const tax = Math.round((subtotal - subtotal / 1.21) * 100) / 100;
  return { lines, subtotal, total: subtotal, tax, count };
}

/** WC_Cart::get_cart_hash(): md5(json(cart for session) . total), '' when empty. */
export function cartHash(session) {
  const { lines, total } = cartTotals(session);
  if (!lines.length) return '';
  const forSession = {};
  for (const l of lines) {
    forSession[l.key] = {
      key: l.key,
      product_id: l.product_id,
      variation_id: l.variation_id,
      variation: l.variation,
      quantity: l.quantity,
      data_hash: md5(`${l.product.id}|${l.price}`),
      line_tax_data: { subtotal: [], total: [] },
      line_subtotal: l.subtotal,
      line_subtotal_tax: 0,
      line_total: l.subtotal,
      line_tax: 0,
    };
  }
  return md5(JSON.stringify(forSession) + String(total));
}
