/**
 * A storage key is a relative path of plain segments (`public/enterprise/3f….png`). On disk
 * storedFilePath keeps keys inside UPLOAD_DIR; a bucket has no directories to escape, but a key
 * with `..`, `//` or odd characters from a crafted URL must still never name another object.
 */
const KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Whether `key` is a well-formed storage key. */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * Returns `key` when it is a well-formed storage key, else throws.
 * @example assertStorageKey('private/cv/ab12.pdf') // 'private/cv/ab12.pdf'
 */
export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
