/**
 * The site's server renderer: the public pages as HTML with React's streaming renderer, through
 * the same route tree and components as the browser (src/main.tsx hydrates them).
 *
 * React Router's static handler matches the request and runs the page's loader
 * (server/page-loaders.ts: what the page reads, its status, its head); the answers go into the
 * request's own query cache, so the components render them at once, and into the page as JSON,
 * so the browser's first render has them too. Pages without a loader (the signed-in areas, the
 * auth screens) are not rendered here: the caller sends the app shell.
 *
 * Built by `vite build --ssr` (dist-server/entry-server.js); the API loads it
 * (apps/api/src/plugins/site-renderer.ts) and gives it a `fetch` that reaches its routes in-process.
 */
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { ClientProvider, createSiteClient } from './app/client-context';
import { PAGE_DATA_ELEMENT_ID, RenderedAtProvider, type PageDataJson } from './app/page-data';
import { queryCache } from './app/query-cache';
import { preloadPages, ROUTES } from './app/routes';
import { renderHead } from './seo/head';
import { serializeJsonLd } from './seo/json-ld';
import { pageAssetLinks, type ViteManifest } from './server/page-assets';
import { SERVER_PAGES, type PageData, type PageLoadContext } from './server/page-loaders';

/** Where the rendered app goes in index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** A render still unfinished after this long is cut short (its suspended parts render in the browser). */
const RENDER_TIMEOUT_MS = 10_000;

export interface RenderOptions {
  /** Reaches the API (in-process in the server); the client calls it as an anonymous visitor. */
  fetch: typeof globalThis.fetch;
  /** The site's public origin, without a trailing slash. */
  publicUrl: string;
  /** Reports a render error (logged by the caller). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  /**
   * The whole HTML document, streamed: index.html's head with the page's tags at once (the
   * browser starts on the styles and scripts), the app once it is rendered.
   */
  body: Readable;
}

/** Gives each server-rendered route (by id) its loader; the browser's routes have none. */
function withPageLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const load = route.id ? SERVER_PAGES[route.id]?.load : undefined;
    const children = route.children ? withPageLoaders(route.children) : undefined;
    const loader = load
      ? ({ params, request, context }: { params: PageLoadContext['params']; request: Request; context?: unknown }) =>
          load({ ...(context as Omit<PageLoadContext, 'params' | 'url'>), params, url: new URL(request.url) })
      : undefined;
    return { ...route, ...(loader ? { loader } : {}), ...(children ? { children } : {}) } as RouteObject;
  });
}

/** index.html cut where the head's page tags and the app go. */
function splitTemplate(template: string) {
  const rootAt = template.indexOf(ROOT_ELEMENT);
  if (rootAt < 0) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  // The page's own title and description replace the site's defaults.
  const head = template.slice(0, rootAt).replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  const headEnd = head.indexOf('</head>');
  const tail = template.slice(rootAt + ROOT_ELEMENT.length);
  const bodyEnd = tail.lastIndexOf('</body>');
  return {
    beforeHead: head.slice(0, headEnd),
    afterHead: `${head.slice(headEnd)}<div id="root">`,
    beforeData: `</div>${tail.slice(0, bodyEnd)}`,
    afterData: tail.slice(bodyEnd),
  };
}

/**
 * Creates the renderer of the pages of `template` (the built index.html), whose heads link their
 * chunks' styles and modules as `manifest` (the build's) names them.
 *
 * @example
 * const render = createPageRenderer(readFileSync('dist/index.html', 'utf8'), manifest);
 * const page = await render(new Request('https://jobhub.vn/job/1'), { fetch, publicUrl });
 */
export function createPageRenderer(template: string, manifest: ViteManifest | null = null) {
  const parts = splitTemplate(template);
  const handler = createStaticHandler(withPageLoaders(ROUTES));
  // Every page module loaded once, so no render suspends on one (see lazyPage).
  const pagesLoaded = preloadPages();

  /** Renders the page of `request`, or null when it is not a server-rendered page. */
  return async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | null> {
    await pagesLoaded;
    const client = createSiteClient({ baseUrl: options.publicUrl, fetch: options.fetch, retry: false });
    const requestContext: Omit<PageLoadContext, 'params' | 'url'> = { client, publicUrl: options.publicUrl, now: new Date() };
    const context = await handler.query(request, { requestContext });
    // Loaders never redirect; a thrown loader error is the caller's to answer (the shell).
    if (context instanceof Response) return null;
    if (context.errors) throw Object.values(context.errors)[0];
    const leaf = context.matches.at(-1);
    const page = leaf ? (context.loaderData[leaf.route.id] as PageData | undefined) : undefined;
    if (!page) return null;

    queryCache(client).seed(page.answers);
    const router = createStaticRouter(handler.dataRoutes, context);
    const data: PageDataJson = { answers: page.answers, renderedAt: requestContext.now.toISOString() };
    const body = new PassThrough();
    const assets = pageAssetLinks(manifest, SERVER_PAGES[leaf!.route.id]!.module);
    body.write(`${parts.beforeHead}${renderHead(page.head)}${assets}${parts.afterHead}`);
    // React writes the app into `sink` in small pieces; they go out as one write with the page
    // data and the rest of index.html (a write per piece costs more than rendering them).
    const pieces: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        pieces.push(chunk);
        callback();
      },
      final(callback) {
        const tail = `${parts.beforeData}<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializeJsonLd(data)}</script>${parts.afterData}`;
        body.end(Buffer.concat([...pieces, Buffer.from(tail)]));
        callback();
      },
    });

    // The app goes out whole, never boundary by boundary: a boundary sent apart is completed by an
    // inline script, which the site's Content-Security-Policy (script-src 'self') rightly refuses.
    // So nothing suspends (the data is loaded before rendering, the page modules at start:
    // preloadPages), the app is piped once all is ready, and no boundary is outlined for its size
    // (progressiveChunkSize: React sends a large one apart to show the rest sooner).
    await new Promise<void>((resolve, reject) => {
      const stream = renderToPipeableStream(
        <StrictMode>
          <ClientProvider client={client}>
            <RenderedAtProvider value={requestContext.now}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </RenderedAtProvider>
          </ClientProvider>
        </StrictMode>,
        {
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // The status and head are known and the shell rendered: the caller may answer.
          onShellReady: resolve,
          onAllReady: () => stream.pipe(sink),
          onShellError: reject,
          onError: (error) => options.onError?.(error),
        },
      );
      setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
    });
    return { status: page.status, body };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
