import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url';

describe('absoluteUrl', () => {
  it('puts a site path on the public URL, keeping its own path and dropping a trailing slash', () => {
    expect(absoluteUrl('https://jobhub.vn', '/uploads/logos/a.png')).toBe('https://jobhub.vn/uploads/logos/a.png');
    expect(absoluteUrl('https://jobhub.vn/', '/uploads/a.png')).toBe('https://jobhub.vn/uploads/a.png');
    expect(absoluteUrl('https://example.com/jobhub', '/uploads/a.png')).toBe('https://example.com/jobhub/uploads/a.png');
    expect(absoluteUrl('http://127.0.0.1:8000', 'uploads/a.png')).toBe('http://127.0.0.1:8000/uploads/a.png');
  });

  it('leaves an http(s) URL and null as they are', () => {
    expect(absoluteUrl('https://jobhub.vn', 'https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(absoluteUrl('https://jobhub.vn', null)).toBeNull();
  });
});
