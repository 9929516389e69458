/**
 * Mounts an oidc-provider (a Koa app) under a path of the Fastify app, its documented way: the
 * reply is hijacked and the provider gets the raw request with the prefix cut off and
 * `originalUrl` kept; its bodies are left unread for it (a content-type parser that consumes
 * nothing). Used by the built-in Google stand-in (routes/dev-oidc) and "Sign in with JobHub"
 * (routes/partner-oauth).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

type RawRequest = IncomingMessage & { originalUrl?: string };

export interface MountOidcProviderOptions {
  /** The prefix, e.g. '/oauth'. */
  path: string;
  /** The issuer's URL (PUBLIC_URL): endpoint URLs and cookies follow it, whatever proxy or host name was used. */
  publicUrl: string;
  /** The provider, built on first use. */
  provider: () => Promise<Provider>;
  /**
   * Answers a request the provider must not see (its path under the prefix given); returns
   * undefined to let the provider have it. Default: the provider sees everything.
   */
  refuse?: (path: string, request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;
}

export async function mountOidcProvider(app: FastifyInstance, options: MountOidcProviderOptions): Promise<void> {
  const issuer = new URL(options.publicUrl);
  await app.register(async (mounted) => {
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null));
    mounted.all(`${options.path}/*`, async (request, reply) => {
      const refused = options.refuse?.(request.url.slice(options.path.length).split('?')[0] ?? '', request, reply);
      if (refused) return refused;
      const provider = await options.provider();
      reply.hijack();
      const raw = request.raw as RawRequest;
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(options.path.length) || '/';
      // The provider builds its endpoint URLs from Host (and, behind `proxy`, X-Forwarded-*): make
      // them the issuer's, also when a dev proxy (Vite's, changeOrigin) or another name was used.
      raw.headers.host = issuer.host;
      raw.headers['x-forwarded-host'] = issuer.host;
      raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
      provider.callback()(raw, reply.raw as ServerResponse);
    });
  });
}
