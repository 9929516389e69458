/**
 * Uploads on the local disk under UPLOAD_DIR, as they always were: a key is a path relative to it
 * (storedFilePath refuses one that would leave it) and the staging directory is the same tree, so
 * `adopt` is a rename within one file system.
 */
import { copyFile, mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storedFilePath } from '../repositories/files';
import { isMissingFileError, type FileStorage, type ListedFile, type OpenedFile } from './file-storage';


/**
 * @example const storage = createDiskStorage(env.UPLOAD_DIR); await storage.open('private/cv/ab.pdf');
 */
export function createDiskStorage(uploadDir: string): FileStorage {
  const file = (key: string) => storedFilePath(uploadDir, key);
  return {
    kind: 'disk',
    stagingDir: uploadDir,
    async ready() {
      await mkdir(uploadDir, { recursive: true });
    },
    async adopt(stagedPath, key) {
      await rename(stagedPath, file(key));
    },
    async putFile(localPath, key) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await copyFile(localPath, file(key));
    },
    async write(key, data) {
      await mkdir(path.dirname(file(key)), { recursive: true });
      await writeFile(file(key), data);
    },
    async open(key): Promise<OpenedFile | undefined> {
      // Opened before any header goes out: a missing file is known now, not mid-stream.
      const handle = await open(file(key), 'r').catch((error: unknown) => {
        if (isMissingFileError(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    },
    async read(key) {
      return readFile(file(key)).catch((error: unknown) => {
        if (isMissingFileError(error)) return undefined;
        throw error;
      });
    },
    async copy(from, to) {
      await mkdir(path.dirname(file(to)), { recursive: true });
      await copyFile(file(from), file(to));
    },
    async delete(keys) {
      await Promise.all([...keys].map((key) => unlink(file(key)).catch(() => undefined)));
    },
    async sizeOf(key) {
      const info = await stat(file(key)).catch(() => undefined);
      return info?.isFile() ? info.size : undefined;
    },
    async *list(): AsyncIterable<ListedFile> {
      const root = path.resolve(uploadDir);
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.part')) continue;
        const full = path.join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => undefined);
        if (info) yield { key: path.relative(root, full).split(path.sep).join('/'), size: info.size };
      }
    },
  };
}
