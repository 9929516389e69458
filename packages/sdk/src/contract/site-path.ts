/**
 * True for a path on this site: exactly '/', or '/' followed by a character other than '/' and
 * '\', with no control characters. Browsers read '//host' and '/\host' as another site, and drop
 * tabs and newlines inside a URL ('/\t/host' becomes '//host').
 * @example isSameSitePath('/employer/posts') // true
 * @example isSameSitePath('/\\evil.example') // false
 */
export function isSameSitePath(value: string): boolean {
  return (value === '/' || /^\/[^/\\]/.test(value)) && !/[\u0000-\u001f\u007f]/.test(value);
}
