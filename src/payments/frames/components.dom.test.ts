import { describe, expect, it } from 'vitest';
import { createToken, flatStyle, tokenAnswer } from './components';

describe('the card frame’s answer to CREATE_TOKEN, checked', () => {
  it.each([
    [{ token: 'a'.repeat(40) }, { token: 'a'.repeat(40) }],
    [{ error: 'Card number is invalid' }, { error: 'Card number is invalid' }],
    [{ error: { message: 'Enter a CVC' } }, { error: 'Enter a CVC' }],
    [{ token: 'a'.repeat(40), extra: '<img src=x onerror=alert(1)>' }, { token: 'a'.repeat(40) }],
  ])('%j → %j', (data, answer) => {
    expect(tokenAnswer(data)).toEqual(answer);
  });

  it.each([[null], ['token'], [{}], [{ token: '' }], [{ token: 42 }], [{ error: {} }]])('%j is refused', (data) => {
    expect(() => tokenAnswer(data)).toThrow('the card frame answered without a token or an error');
  });
});

describe('createToken', () => {
  it('refuses what is not a card input it rendered (the provider’s message)', async () => {
    await expect(createToken(undefined)).rejects.toThrow('Index is not registered');
    await expect(createToken({ frame: () => null })).rejects.toThrow('Index is not registered');
  });
});

describe('the provider’s style objects', () => {
  it('numbers are pixels, strings as given, nested variants and other values left out', () => {
    expect(flatStyle({ height: 50, color: '#333', ':focus': { color: 'red' }, opacity: Number.NaN, nope: null })).toEqual({ height: '50px', color: '#333' });
    expect(flatStyle(undefined)).toEqual({});
    expect(flatStyle('height: 50px')).toEqual({});
  });
});
