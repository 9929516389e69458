import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url';

const API = 'https://api.jobhub.vn';

describe('assetUrl', () => {
  it.each<[string | null | undefined, string, string | null]>([
    // A path of the API's host resolves there, whatever page shows it.
    ['/media/logos/abc.png', API, 'https://api.jobhub.vn/media/logos/abc.png'],
    ['/media/a.png', `${API}/`, 'https://api.jobhub.vn/media/a.png'],
    ['/uploads/seed/logo.svg?v=2', 'http://127.0.0.1:8000', 'http://127.0.0.1:8000/uploads/seed/logo.svg?v=2'],
    // Absolute http(s) URLs are kept (a CDN, Google avatars).
    ['https://cdn.example.vn/logo.svg', API, 'https://cdn.example.vn/logo.svg'],
    ['HTTP://cdn.example.vn/logo.svg', API, 'HTTP://cdn.example.vn/logo.svg'],
    // Without an API base (JobHub's own pages) a path stays as it is, for the page's origin.
    ['/media/a.png', '', '/media/a.png'],
    ['https://cdn.example.vn/logo.svg', '', 'https://cdn.example.vn/logo.svg'],
    // Nothing else is a picture.
    ['javascript:alert(1)', API, null],
    [' JavaScript:alert(1)', '', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', API, null],
    ['ftp://files.example.vn/logo.png', API, null],
    ['//evil.example/logo.png', API, null],
    ['/\\evil.example/logo.png', API, null],
    ['/\t/evil.example/logo.png', API, null],
    ['logo.png', API, null],
    ['', API, null],
    [null, API, null],
    [undefined, '', null],
  ])('%j on %j → %j', (value, apiBase, expected) => expect(assetUrl(value, apiBase)).toBe(expected));
});
