/**
 * A proxy for an origin that sends one page's HTML in two parts, pausing between them, so the
 * browser parses and paints the page cut at a chosen point, as a slow network or a loaded machine
 * may make it do at any point. Everything else is passed through. For journeys that check that the
 * server's HTML moves nothing while it arrives.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Long enough for Chromium to lay out and paint the first part. */
const PAUSE_MS = 300;

export interface PausedHtml {
  url: string;
  close(): void;
}

/**
 * Serves `origin` on 127.0.0.1 (a free port). Each request is fetched from the origin; the answer
 * to `path` goes out in two parts, cut where `cut` first matches (not found: all at once).
 */
export async function servePausedHtml(origin: string, path: string, cut: RegExp): Promise<PausedHtml> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(origin + request.url, { headers: { 'accept-encoding': 'identity' } });
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      // latin1: one character per byte, so the match's index is the byte offset.
      const at = request.url === path ? body.toString('latin1').search(cut) : -1;
      if (at > 0) {
        response.write(body.subarray(0, at));
        await new Promise((done) => setTimeout(done, PAUSE_MS));
      }
      response.end(body.subarray(Math.max(at, 0)));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
