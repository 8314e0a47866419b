import { describe, expect, it } from 'vitest';
import { formatPrice, text } from './i18n';

describe('text', () => {
  it('prefers the page-supplied text', () => {
    expect(text('view_cart', 'Voir le panier')).toBe('Voir le panier');
  });
  it('falls back to Spanish when the page gives nothing', () => {
    expect(text('view_cart')).toBe('Ver carrito');
    expect(text('password_show', '  ')).toBe('Mostrar contraseña');
  });
  it('keeps the literal the spec quotes for the blocking overlay', () => {
    expect(text('please_wait')).toBe('Please wait...');
  });
  it('fills placeholders', () => {
    expect(text('add_to_cart_failed_named', null, 'Gorro')).toBe('No se ha podido añadir «Gorro» al carrito. Inténtalo de nuevo.');
  });
});

describe('formatPrice', () => {
  it('formats euros the Spanish way', () => {
    expect(formatPrice(1234.5).replace(/\s/g, ' ')).toBe('1234,50 €');
    expect(formatPrice(12345.5).replace(/\s/g, ' ')).toBe('12.345,50 €');
  });
});
