import { describe, expect, it } from 'vitest';
import { tabFromHash, tabFromUrl } from './logic';

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
