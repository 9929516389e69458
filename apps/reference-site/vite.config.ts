import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from '../../scripts/precompress';

const API_TARGET = 'http://127.0.0.1:8000';

/**
 * SDK modules used only by signed-in users (socket, notifications, chat and its scam warnings, the admins' flagged
 * conversations, the account and Premium stores and their rules; a store split into a folder goes with it, so
 * the chunks never import each other both ways, which leaves a constant uninitialised in the server bundle). They get
 * their own chunk, which only the lazy real-time chunks import, so a first visit never downloads
 * them. (Left unassigned they landed in the eager 'sdk' chunk: Rollup moves a manual chunk's
 * dependencies into it, and the SDK entry in 'sdk' re-exports them.)
 */
const SDK_REALTIME = /[\\/]packages[\\/]sdk[\\/]src[\\/](realtime[\\/]|stores[\\/](realtime|notifications|chat|account|premium)\.ts$|stores[\\/](notifications|chat)[\\/][\w-]+\.ts$|ui[\\/]chat-scroll\.ts$|api[\\/](notifications|chat|premium|flagged-conversations)\.ts$|contract[\\/](endpoints[\\/])?(notifications|chat|chat-warning|flagged-conversations|realtime)\.ts$|lib[\\/](emitter|ref-count|random-id|subscribe-all)\.ts$|rules[\\/](may-chat|badge|chat-text|day-label|chat-warning-text|chat-windows|notification-filter|notification-label|notification-target|premium|socket-url)\.ts$)/;

/** JobHub AI's SDK modules (store, calls, event-stream reader, contract): loaded with /gemini-chat only. */
const SDK_ASSISTANT = /[\\/]packages[\\/]sdk[\\/]src[\\/](stores[\\/]assistant([\\/][\w-]+)?|api[\\/]assistant|http[\\/]sse|contract[\\/](endpoints[\\/])?assistant)\.ts$/;

/** Rich text as plain text, with js-xss: loaded with the job and company pages that show descriptions. */
const SDK_RICH_TEXT = /[\\/]packages[\\/]sdk[\\/]src[\\/]contract[\\/]rich-text\.ts$|[\\/]node_modules[\\/](xss|cssfilter)[\\/]/;

/** The candidate's CV library and application timeline (calls, endpoints, schemas): loaded with the candidate pages only. */
const SDK_CANDIDATE = /[\\/]packages[\\/]sdk[\\/]src[\\/](api[\\/](saved-cvs|application-timeline)|contract[\\/](endpoints[\\/])?(saved-cvs|application-timeline))\.ts$/;

/** The site's consent page (/oauth/consent/:uid, a page load), as opposed to the provider and its calls. */
function isConsentPage(request: { method?: string; url?: string; headers: { accept?: string } }): boolean {
  return request.method === 'GET' && /^\/oauth\/consent\/[\w-]+\/?(\?|$)/.test(request.url ?? '') && (request.headers.accept ?? '').includes('text/html');
}

/** Groups third-party code into a few long-cached chunks; pages stay in their own lazy chunks. */
function manualChunks(id: string): string | undefined {
  if (SDK_REALTIME.test(id)) return 'sdk-realtime';
  if (SDK_ASSISTANT.test(id)) return 'sdk-assistant';
  if (SDK_CANDIDATE.test(id)) return 'sdk-candidate';
  if (SDK_RICH_TEXT.test(id)) return 'rich-text';
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (/[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/.test(id)) return 'router';
  if (/[\\/]node_modules[\\/](react-toastify|clsx)[\\/]/.test(id)) return 'toastify';
  if (/[\\/]packages[\\/]sdk[\\/]|[\\/]node_modules[\\/](zod|nanostores|@nanostores|ofetch|destr|ufo)[\\/]/.test(id)) return 'sdk';
  return undefined;
}

/**
 * Writes a brotli and a gzip copy of every text file of the build, which the API sends by
 * Accept-Encoding (apps/api/src/plugins/site.ts): compressed once at the best setting rather than
 * on every request. After the bundle is closed, so the copied public files are included too.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'jobhub-precompress',
    apply: 'build',
    configResolved(config) {
      // The server renderer's bundle (--ssr) is read from disk by the API, never sent.
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const count = precompressDir(outDir);
      this.info(`brotli and gzip copies of ${count} files in ${outDir}`);
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Workspace packages (@jobhub/sdk, @jobhub/widgets) resolve to their TypeScript sources.
    conditions: ['source', 'module', 'browser', 'development|production'],
  },
  ssr: {
    // The server renderer (src/entry-server.tsx) runs in Node: the workspace packages are bundled
    // from their sources, the rest is imported from node_modules at run time.
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
    noExternal: [/^@jobhub\//],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
      '/dev': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
      '/auth/delete-premium': { target: API_TARGET, changeOrigin: true },
      '/ws': { target: API_TARGET, changeOrigin: true, ws: true },
      // "Sign in with JobHub": the provider and the consent page's calls; the page itself is ours.
      '/oauth': { target: API_TARGET, changeOrigin: true, bypass: (request) => (isConsentPage(request) ? request.url : undefined) },
    },
  },
  preview: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true, ws: true },
      '/dev': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rollupOptions: { output: { manualChunks } },
  },
});
