/** Opening a stored upload for an endpoint's answer, before any header goes out. */
import { httpError } from '../lib/http-error';
import type { FileStorage, OpenedFile } from '../storage/file-storage';

/**
 * Opens `key`, or throws a 404 with `missingMessage`: a file gone from the storage answers 404,
 * never a 500 in the middle of the stream.
 *
 * @example const file = await openStoredFileOr404(app.storage, record.cv_path, MSG_CV_FILE_MISSING);
 */
export async function openStoredFileOr404(storage: FileStorage, key: string, missingMessage: string): Promise<OpenedFile> {
  const file = await storage.open(key);
  if (!file) throw httpError(404, missingMessage);
  return file;
}
