import { describe, expect, it } from 'vitest';
import { moveIndex, tabFromHash, tabFromUrl, tabKeyIntent } from './logic';

const PAGE = 'https://tienda.example/producto/camiseta-organica-basica/';

describe('tabFromUrl (single-product.js, reference §3.2)', () => {
  it.each([
    ['#reviews', PAGE, 'reviews'],
    ['#tab-reviews', PAGE, 'reviews'],
    ['#comment-130', PAGE, 'reviews'],
    ['#li-comment-130', PAGE, 'reviews'],
    ['#Comment-130', PAGE, 'reviews'],
    ['#COMMENT-7', PAGE, 'reviews'],
    // The review form's anchors (godaddy-wordpress/wc-plugin-framework#49).
    ['#review_form', PAGE, 'reviews'],
    ['#respond', PAGE, 'reviews'],
    ['#comments', PAGE, 'reviews'],
    ['', `${PAGE}comment-page-2/`, 'reviews'],
    ['', `${PAGE}?cpage=2`, 'reviews'],
    ['#tab-description', `${PAGE}?cpage=2`, 'reviews'],
    // A paginated comments URL beats the additional information hash.
    ['#tab-additional_information', `${PAGE}comment-page-3/`, 'reviews'],
    ['#tab-additional_information', PAGE, 'additional_information'],
    ['#TAB-ADDITIONAL_INFORMATION', PAGE, 'first'],
    ['#tab-additional_information-x', PAGE, 'first'],
    ['#tab-description', PAGE, 'first'],
    ['#tab-custom', PAGE, 'first'],
    ['#Reviews', PAGE, 'first'],
    ['#reviewsx', PAGE, 'first'],
    ['#main', PAGE, 'first'],
    ['', PAGE, 'first'],
  ] as const)('hash %j on %s → %s', (hash, url, expected) => {
    expect(tabFromUrl(hash, url + hash)).toBe(expected);
  });
});

describe('tabFromHash (a later hashchange)', () => {
  it.each([
    ['#reviews', 'reviews'],
    ['#comment-131', 'reviews'],
    ['#respond', 'reviews'],
    ['#tab-additional_information', 'additional_information'],
    ['#tab-description', null],
    ['#main', null],
    ['', null],
  ] as const)('%j → %s', (hash, expected) => {
    expect(tabFromHash(hash)).toBe(expected);
  });
});

describe('tabKeyIntent', () => {
  it.each([
    ['ArrowRight', 'ltr', 'next'],
    ['ArrowLeft', 'ltr', 'prev'],
    ['ArrowRight', 'rtl', 'prev'],
    ['ArrowLeft', 'rtl', 'next'],
    ['Home', 'ltr', 'first'],
    ['End', 'rtl', 'last'],
    // A horizontal tablist leaves the vertical arrows to the page (scrolling).
    ['ArrowDown', 'ltr', undefined],
    ['ArrowUp', 'ltr', undefined],
    ['Enter', 'ltr', undefined],
    [' ', 'ltr', undefined],
    ['Tab', 'ltr', undefined],
  ] as const)('%j in %s → %s', (key, dir, expected) => {
    expect(tabKeyIntent(key, dir)).toBe(expected);
  });
});

describe('moveIndex', () => {
  it.each([
    ['next', 0, 3, 1],
    ['next', 2, 3, 0],
    ['prev', 0, 3, 2],
    ['prev', 2, 3, 1],
    ['first', 2, 3, 0],
    ['last', 0, 3, 2],
    ['next', 0, 1, 0],
    ['prev', 0, 1, 0],
    ['next', 0, 0, -1],
  ] as const)('%s from %i of %i → %i', (intent, current, count, expected) => {
    expect(moveIndex(intent, current, count)).toBe(expected);
  });
});
