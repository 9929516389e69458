/**
 * The widgets' CDN files (WIDGETS_DIR = packages/widgets/dist/cdn, built by rollup.config.ts),
 * served at the site root for partner pages: the loader `/jobhub.js`, the content-hashed element
 * modules and shared runtime, and the old URLs `/embed.js`, `/bell.js`, `/chat-dock.js` (now tiny
 * scripts that load the loader). Only the files of the build's manifest.json are served.
 *
 * - Precompressed: the build's `.br` / `.gz` copy by `Accept-Encoding` (`Vary: Accept-Encoding`).
 * - Cached: hashed names for a year (`immutable`: a new build has new names); the loader and the
 *   old URLs for 5 minutes with an ETag (the sha256 of the file), so a release reaches pages fast.
 * - Cross-origin: `import()` of a module from the partner's page is a CORS request, so every file
 *   answers `Access-Control-Allow-Origin: *` and `Cross-Origin-Resource-Policy: cross-origin`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** dist/cdn/manifest.json as the API reads it (packages/widgets/scripts/cdn-files.ts writes it). */
interface CdnManifest {
  runtime: string;
  elements: Record<string, { module: string; imports: string[] }>;
  files: Record<string, { file: string; integrity: string }>;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_CACHE = 'public, max-age=300';

type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/** The hashed files of a build: the runtime and the element modules (never the loader). */
function hashedFiles(manifest: CdnManifest): Set<string> {
  return new Set([manifest.runtime, ...Object.values(manifest.elements).flatMap((element) => [element.module, ...element.imports])]);
}

/**
 * Registers a GET (and HEAD) route per file of the manifest in `dir`. Returns false (after a
 * warning) when the widgets are not built.
 */
export function serveCdnFiles(app: FastifyInstance, dir: string): boolean {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) {
    app.log.warn({ dir }, 'widgets CDN files not built (npm run build:embed): /jobhub.js is not served');
    return false;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as CdnManifest;
  const hashed = hashedFiles(manifest);
  for (const { file, integrity } of Object.values(manifest.files)) {
    // Read once: the files change only with a new build, which comes with a restart.
    const bodies: Record<Encoding, Buffer> = {
      br: readFileSync(join(dir, `${file}.br`)),
      gzip: readFileSync(join(dir, `${file}.gz`)),
      identity: readFileSync(join(dir, file)),
    };
    const immutable = hashed.has(file);
    const etag = `"${integrity}"`;
    app.get(`/${file}`, (request, reply) => {
      const encoding = (negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as Encoding | null) ?? 'identity';
      void reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', immutable ? IMMUTABLE : SHORT_CACHE)
        .header('vary', 'Accept-Encoding')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('etag', etag);
      if (!immutable && request.headers['if-none-match'] === etag) return reply.status(304).send();
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply.send(bodies[encoding]);
    });
  }
  return true;
}
