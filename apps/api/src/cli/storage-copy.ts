/** Entry of `npm run storage:copy` (see storage-copy-command.ts). */
import { runStorageCopy } from './storage-copy-command';

process.exitCode = await runStorageCopy(process.argv.slice(2), process);
