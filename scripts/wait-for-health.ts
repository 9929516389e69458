import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the API at `baseUrl` answers `/api/health` with 2xx, polling twice a second. Fails
 * after `timeoutMs`, or at once when `server` (the process started for it) has exited.
 * @example await waitForHealth('http://127.0.0.1:8765', 180_000, server);
 */
export async function waitForHealth(baseUrl: string, timeoutMs: number, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early with code ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}
