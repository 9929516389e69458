/**
 * Shows an API date (YYYY-MM-DD, or an ISO timestamp whose date part is used) as DD/MM/YYYY.
 * The date part is read as written, so a deadline never shifts by a day with the viewer's zone.
 *
 * @example
 * formatDate('2025-03-09'); // '09/03/2025'
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

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
