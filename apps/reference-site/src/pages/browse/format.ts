/**
 * An http(s) URL safe to put in an href, or null (rejects `javascript:` and other schemes).
 *
 * @example
 * safeExternalUrl('example.com'); // 'https://example.com/'
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Company size label: '100-499 nhân viên'. */
export function formatScale(scale: string | null | undefined): string {
  return scale ? `${scale} nhân viên` : '';
}
