import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageAssetLinks, type ViteManifest } from './page-assets';
import { SERVER_PAGES } from './page-loaders';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_cards.js': { file: 'assets/cards-1.js', imports: ['_react.js'], css: ['assets/browse-1.css'] },
  'src/pages/browse/home.tsx': { file: 'assets/home-1.js', imports: ['_react.js', 'index.html', '_cards.js'], css: ['assets/home-1.css'] },
};

describe('pageAssetLinks', () => {
  it("links the page chunk's styles and those of its imports, and preloads its chunks, leaving out what index.html loads", () => {
    const links = pageAssetLinks(MANIFEST, 'src/pages/browse/home.tsx');
    expect(links).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/home-1.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/browse-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/cards-1.js">',
    );
  });

  it('adds nothing without a manifest or for a module it does not name', () => {
    expect(pageAssetLinks(null, 'src/pages/browse/home.tsx')).toBe('');
    expect(pageAssetLinks(MANIFEST, 'src/pages/nowhere.tsx')).toBe('');
  });

  it("names every server-rendered page's real module", () => {
    for (const [id, page] of Object.entries(SERVER_PAGES)) expect(existsSync(join(import.meta.dirname, '../..', page.module)), id).toBe(true);
  });
});
