import { describe, expect, it } from 'vitest';
import { blocksSubmit, offersEveryLevel, ratingLabels, ratingOf, requiredRatingText } from './logic';

describe('ratingLabels', () => {
  it('uses the page’s five labels', () => {
    const page = ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'];
    expect(ratingLabels(page)).toEqual(page);
  });

  it('falls back to Spanish labels, also for a blank one', () => {
    expect(ratingLabels()).toEqual(['1 de 5 estrellas', '2 de 5 estrellas', '3 de 5 estrellas', '4 de 5 estrellas', '5 de 5 estrellas']);
    expect(ratingLabels(['Una', ' ', 'Tres', 'Cuatro', 'Cinco'])[1]).toBe('2 de 5 estrellas');
  });
});

describe('requiredRatingText', () => {
  it.each([
    ['Please select a rating', 'Please select a rating'],
    ['', 'Por favor, elige una puntuación'],
    ['  ', 'Por favor, elige una puntuación'],
    [undefined, 'Por favor, elige una puntuación'],
  ] as const)('%j → %j', (page, expected) => {
    expect(requiredRatingText(page)).toBe(expected);
  });
});

describe('ratingOf', () => {
  it.each([
    ['1', 1],
    ['5', 5],
    ['', null],
    ['0', null],
    ['6', null],
    ['05', null],
    ['2.5', null],
    [' 3', null],
    ['tres', null],
  ] as const)('%j → %s', (value, expected) => {
    expect(ratingOf(value)).toBe(expected);
  });
});

describe('offersEveryLevel', () => {
  it.each([
    [['', '5', '4', '3', '2', '1'], true],
    [['1', '2', '3', '4', '5'], true],
    [['', '5', '4', '3', '2'], false],
    [['', 'Perfecto', 'Bueno', 'Normal', 'No está tan mal', 'Muy pobre'], false],
    [[], false],
  ] as const)('%j → %s', (values, expected) => {
    expect(offersEveryLevel(values)).toBe(expected);
  });
});

describe('blocksSubmit', () => {
  it.each([
    ['', true, true],
    ['', false, false],
    ['4', true, false],
    ['4', false, false],
  ] as const)('value %j, required %s → %s', (value, required, expected) => {
    expect(blocksSubmit(value, required)).toBe(expected);
  });
});
