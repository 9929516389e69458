/**
 * Decodes base64url (RFC 4648 §5, padding optional) into a UTF-8 string.
 *
 * @param input - base64url text, e.g. the payload segment of a JWT.
 * @returns The decoded text, or `null` when the input is not valid base64url or not UTF-8.
 * @example
 * decodeBase64Url('eyJhIjoxfQ'); // '{"a":1}'
 */
export function decodeBase64Url(input: string): string | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(input)) return null;
  const base64 = input.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (base64.length % 4 === 1) return null;
  try {
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
