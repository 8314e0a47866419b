import { describe, expect, it } from 'vitest';
import { embeddableUrl, thumbnailUrl } from './logic';

const PAGE = 'https://tienda.example/video/';
const HTTP_PAGE = 'http://127.0.0.1:8787/video/';

describe('embeddable addresses', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', PAGE, 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    // cleanYoutubeUrl prints `//host/path` when the iframe had no scheme: it takes the page's.
    ['//www.youtube-nocookie.com/embed/dQw4w9WgXcQ', PAGE, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['  https://player.vimeo.com/video/76979871  ', PAGE, 'https://player.vimeo.com/video/76979871'],
    ['/video/embed/tzAmanecer1/', PAGE, 'https://tienda.example/video/embed/tzAmanecer1/'],
    ['http://127.0.0.1:8787/video/embed/tzAmanecer1/', HTTP_PAGE, 'http://127.0.0.1:8787/video/embed/tzAmanecer1/'],
  ])('%s on %s → %s', (src, page, expected) => {
    expect(embeddableUrl(src, page)?.href).toBe(expected);
  });

  it.each([
    ['javascript:alert(1)', PAGE],
    ['JaVaScRiPt:alert(1)', PAGE],
    ['  javascript:alert(document.cookie)', PAGE],
    ['data:text/html,<script>alert(1)</script>', PAGE],
    ['vbscript:msgbox(1)', PAGE],
    ['blob:https://tienda.example/1234', PAGE],
    ['ftp://example.com/video', PAGE],
    // Plain http elsewhere: mixed content on an https shop, and a player nobody vouches for.
    ['http://www.youtube.com/embed/dQw4w9WgXcQ', PAGE],
    ['http://otro.example/video/embed/x/', HTTP_PAGE],
    ['https://user:secret@www.youtube.com/embed/dQw4w9WgXcQ', PAGE],
    ['https://', PAGE],
    ['', PAGE],
    ['   ', PAGE],
  ])('refuses %s on %s', (src, page) => {
    expect(embeddableUrl(src, page)).toBeNull();
  });
});

describe('the thumbnail, by id from the video host', () => {
  it('comes from YouTube’s image server for a YouTube embed, at 480×360 (hqdefault)', () => {
    expect(thumbnailUrl('dQw4w9WgXcQ', new URL('https://www.youtube.com/embed/dQw4w9WgXcQ'), PAGE)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(thumbnailUrl('dQw4w9WgXcQ', new URL('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'), PAGE)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });

  it('comes from YouTube’s image server for any other host too, as the plugin’s script does', () => {
    expect(thumbnailUrl('abc', new URL('https://player.example/embed/abc'), PAGE)).toBe('https://i.ytimg.com/vi/abc/hqdefault.jpg');
  });

  it('comes from the site itself, at the same path, for a player on the site’s own origin', () => {
    expect(thumbnailUrl('tzAmanecer1', new URL('https://tienda.example/video/embed/tzAmanecer1/'), PAGE)).toBe('https://tienda.example/vi/tzAmanecer1/hqdefault.jpg');
    expect(thumbnailUrl('tzAmanecer1', new URL('http://127.0.0.1:8787/video/embed/tzAmanecer1/'), HTTP_PAGE)).toBe('http://127.0.0.1:8787/vi/tzAmanecer1/hqdefault.jpg');
  });
});
