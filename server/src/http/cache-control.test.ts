import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control.ts';

describe('cacheControlFor', () => {
  it('keeps entry points revalidated', () => {
    for (const file of [
      'index.html',
      'remotes.json',
      'mf-manifest.json',
      'remoteEntry.js',
      'a/b/page.html',
    ]) {
      expect(cacheControlFor(file)).toBe(NO_CACHE);
    }
  });

  it('marks content-hashed files immutable', () => {
    for (const file of [
      'main.1a2b3c4d.js',
      'static/css/app.0123456789abcdef.css',
      '123.deadbeef.js',
      'x-abcdef12.woff2',
    ]) {
      expect(cacheControlFor(file)).toBe(IMMUTABLE);
    }
  });

  it('revalidates everything else', () => {
    for (const file of ['favicon.ico', 'main.js', 'logo.1a2b3c.svg', 'deadbeef12', 'notes.txt']) {
      expect(cacheControlFor(file)).toBe(NO_CACHE);
    }
  });

  it('never caches an html page for a year even if its name looks hashed', () => {
    expect(cacheControlFor('page.1a2b3c4d.html')).toBe(NO_CACHE);
  });
});
