/**
 * On-the-fly compression of the API's JSON answers, the sitemaps' XML and the server-rendered
 * pages (@fastify/compress):
 * brotli or gzip by Accept-Encoding, from 1 KiB up — below that the headers and the compressor's
 * framing eat most of the gain (the library's default threshold, kept on purpose).
 *
 * JSON, XML (a full sitemap file is megabytes of near-identical lines) and HTML (a rendered page
 * carries its data for hydration too) only. The site's and
 * the widgets' files are sent as the build compressed them (site.ts, cdn-files.ts), so they are
 * never compressed twice; the assistant's event stream writes to the socket itself (a hijacked
 * reply skips onSend hooks), and a text/event-stream answer would not match anyway, so no frame
 * waits in a compressor's buffer. WebSocket upgrades never reach onSend.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smallest answer worth compressing, in bytes (@fastify/compress's default). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** application/json, application/xml, their `+json` / `+xml` types, and text/html, with any parameters. */
const COMPRESSED_TYPE = /^(?:application\/(?:[\w.-]+\+)?(?:json|xml)|text\/html)(?:\s*;|$)/i;

async function compressionPlugin(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSED_TYPE,
    // Compressed request bodies are not accepted: no client sends them, and inflating them would
    // let a small upload expand past the body limits.
    globalDecompression: false,
  });
}

/** Registered before the routes: @fastify/compress adds its hook to each route as it is declared. */
export default fp(compressionPlugin, { name: 'jobhub-compression' });
