import { describe, expect, it } from 'vitest';
import { isVideoId, playerUrl, youtubeVideoId } from './video-embed';

describe('the player address: autoplay on, then the original query', () => {
  const embed = (src: string) => new URL(src);

  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', '', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'feature=oembed', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&feature=oembed'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'start=30&rel=0', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&start=30&rel=0'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', '?start=30', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&start=30'],
    // An address that already has a query joins with `&`.
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0', 'start=30', 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1&start=30'],
    // Autoplay is on whatever the query says.
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'autoplay=0&mute=1', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0', '', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1'],
    // Empty parts of a sloppy query are dropped, its encoding is kept as printed.
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'list=PL%20x&&si=a%2Bb&', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&list=PL%20x&si=a%2Bb'],
    // A fragment stays last (Vimeo's #t=).
    ['https://player.vimeo.com/video/76979871#t=30s', 'h=abc', 'https://player.vimeo.com/video/76979871?autoplay=1&h=abc#t=30s'],
  ])('%s + %j → %s', (src, query, expected) => {
    expect(playerUrl(embed(src), query)).toBe(expected);
  });

  it('cannot move the player to another host through the query', () => {
    const url = new URL(playerUrl(embed('https://www.youtube.com/embed/dQw4w9WgXcQ'), '@evil.example/&x=//evil.example'));
    expect(url.origin).toBe('https://www.youtube.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
  });
});

describe('video ids', () => {
  it.each(['dQw4w9WgXcQ', 'a-b_C9', 'x'])('accepts %s', (id) => expect(isVideoId(id)).toBe(true));
  it.each(['', '../../x', 'a b', 'a/b', 'a?b', 'é', 'x'.repeat(65)])('refuses %j', (id) => expect(isVideoId(id)).toBe(false));
});

describe('YouTube addresses: the video id', () => {
  it.each([
    ['https://www.youtube.com/watch?v=XHOmBV4js_E', 'XHOmBV4js_E'],
    ['https://youtube.com/watch?feature=share&v=XHOmBV4js_E&t=30', 'XHOmBV4js_E'],
    ['https://youtu.be/VHLtoAG3VSQ?si=EMkVbSz5Ka0TIs6H', 'VHLtoAG3VSQ'],
    ['https://youtube.com/shorts/47SzEvKYSoc?feature=share', '47SzEvKYSoc'],
    ['https://m.youtube.com/watch?v=XHOmBV4js_E', 'XHOmBV4js_E'],
    ['https://www.youtube.com/embed/XHOmBV4js_E?rel=0', 'XHOmBV4js_E'],
    ['https://www.youtube-nocookie.com/embed/XHOmBV4js_E', 'XHOmBV4js_E'],
    ['http://www.youtube.com/v/XHOmBV4js_E', 'XHOmBV4js_E'],
    ['www.youtube.com/watch?v=XHOmBV4js_E', 'XHOmBV4js_E'],
    ['https://youtu.be/XHOmBV4js_E#t=10', 'XHOmBV4js_E'],
    ['  https://youtu.be/XHOmBV4js_E  ', 'XHOmBV4js_E'],
  ])('%s → %s', (url, id) => expect(youtubeVideoId(url)).toBe(id));

  it.each([
    '',
    'https://vimeo.com/235215203',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?list=PL123',
    'https://evil.example/youtube.com/watch?v=XHOmBV4js_E',
    'javascript:alert(1)//youtu.be/XHOmBV4js_E',
    'https://youtu.be/%3Cscript%3E',
    'https://youtu.be/a%20b',
  ])('%j names no video', (url) => expect(youtubeVideoId(url)).toBeNull());
});
