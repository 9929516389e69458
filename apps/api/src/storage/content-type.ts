/** The Content-Type of a stored file, from its key's extension (keys end in the sniffed kind). */
import { CV_CONTENT_TYPES } from '../repositories/cv-files';
import { CONTENT_TYPES } from '../repositories/files';

const BY_EXTENSION: Record<string, string> = { ...CONTENT_TYPES, ...CV_CONTENT_TYPES, svg: 'image/svg+xml' };

/**
 * @example contentTypeOfKey('public/seed/logo-ab.svg') // 'image/svg+xml'
 */
export function contentTypeOfKey(key: string): string {
  return BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}
