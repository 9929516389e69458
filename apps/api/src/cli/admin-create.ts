/** Entry of `npm run admin:create` (see admin-create-command.ts). */
import { runAdminCreate } from './admin-create-command';

process.exitCode = await runAdminCreate(process.argv.slice(2), process);
