/** A static file server for built output (Storybook, the example apps) on its own port, for journeys. */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticSite {
  url: string;
  close(): void;
}

export interface StaticOptions {
  /** File served for a path without a file (an SPA's index.html); else 404. */
  fallback?: string;
  /** Rewrites each HTML page before it is served (e.g. aims an example at this run's API). */
  rewriteHtml?: (html: string) => string;
}

/** Serves `dir` on 127.0.0.1 (a free port). Directories serve their index.html. */
export function serveStatic(dir: string, { fallback, rewriteHtml }: StaticOptions = {}): Promise<StaticSite> {
  const root = resolve(dir);
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      if (!fallback) {
        response.writeHead(404).end();
        return;
      }
      file = join(root, fallback);
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    if (rewriteHtml && extname(file) === '.html') {
      response.end(rewriteHtml(readFileSync(file, 'utf8')));
      return;
    }
    createReadStream(file).pipe(response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
    ),
  );
}
