/**
 * upload_parts: deletes the temporary `.part` upload files a crash left behind
 * (repositories/files.ts `removeStaleUploadParts`), once at start and then every interval, so
 * files of a crash just before a restart go at the next run.
 */
import { removeStaleUploadParts, STALE_UPLOAD_PART_MS } from '../repositories/files';
import { startPeriodicJob, type JobLog } from './periodic';

/** How often stale part files are looked for. */
export const UPLOAD_PARTS_INTERVAL_MS = STALE_UPLOAD_PART_MS;

/**
 * Runs the sweep now and then every `intervalMs`; returns a stop function (jobs/periodic.ts).
 * File times are the file system's, so the sweep reads the real time, not the app's clock.
 * @example const stop = startUploadPartsJob(env.UPLOAD_DIR, app.log);
 */
export function startUploadPartsJob(uploadDir: string, log: JobLog, intervalMs = UPLOAD_PARTS_INTERVAL_MS): () => void {
  return startPeriodicJob('upload_parts', () => removeStaleUploadParts(uploadDir, new Date(Date.now() - STALE_UPLOAD_PART_MS)), intervalMs, log);
}
