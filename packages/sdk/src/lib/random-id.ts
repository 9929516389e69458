/** Bytes of randomness in {@link randomId} (128 bits, as many as a UUID v4 carries). */
const RANDOM_ID_BYTES = 16;

/**
 * A random id: 128 bits as 32 hex characters. Uses `crypto.getRandomValues`, which browsers also
 * offer on plain http pages, unlike `crypto.randomUUID`.
 *
 * @example
 * randomId(); // '9f86d081884c7d659a2feaa0c55ad015'
 */
export function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(RANDOM_ID_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
