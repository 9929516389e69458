/**
 * A partner page with a `<jobhub-job-search>` through the loader, on its own origin, for the
 * first-card journey (e2e/first-card.e2e.ts) and bench (bench/first-card.ts). It notes when the
 * first job card shows inside the element's shadow root (`window.firstCard`, ms since navigation
 * start) under a strict CSP: scripts from JobHub and the page's nonce, connections to JobHub only.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const NONCE = 'Zmlyc3QtY2FyZA';

/** How the page embeds the job search. */
export interface FirstCardPageOptions {
  /** The element's `query` attribute. */
  query: string;
  /** False: the element carries `no-prefetch` (the loader's old path, the element searches itself). */
  prefetch: boolean;
}

/** The partner page's HTML, aimed at the JobHub server at `baseUrl`. */
export function firstCardPage(baseUrl: string, { query, prefetch }: FirstCardPageOptions): string {
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${NONCE}' ${baseUrl}`,
    `style-src 'nonce-${NONCE}'`,
    `connect-src ${baseUrl}`,
    `img-src ${baseUrl} data: blob:`,
  ].join('; ');
  const attributes = `query="${query.replaceAll('&', '&amp;')}"${prefetch ? '' : ' no-prefetch'}`;
  return `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="Content-Security-Policy" content="${policy}" />
    <title>Việc làm đối tác</title>
    <script nonce="${NONCE}">
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective + ' ' + event.blockedURI), true);
      window.JobHub = window.JobHub || [];
      JobHub.push(['init', { apiBase: ${JSON.stringify(baseUrl)} }]);
      // The first job card inside the element's shadow root, checked on every frame.
      (function watch() {
        const card = document.querySelector('jobhub-job-search')?.shadowRoot?.querySelector('article.jh-card');
        if (card) window.firstCard = performance.now();
        else requestAnimationFrame(watch);
      })();
    </script>
    <script src="${baseUrl}/jobhub.js" async nonce="${NONCE}"></script>
  </head>
  <body>
    <h1>Việc làm mới</h1>
    <jobhub-job-search ${attributes}></jobhub-job-search>
  </body>
</html>`;
}

/** Serves `page()` at every path of 127.0.0.1 on a free port (the partner's origin). */
export async function servePartnerPage(page: (url: URL) => string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page(new URL(request.url ?? '/', 'http://partner.test')));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
