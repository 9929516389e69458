/**
 * An element's API base as an absolute URL without a trailing '/', so that a path of the JobHub
 * site is `${apiBase}${path}`. One rule for the runtime (every element) and the loader (the first
 * search it starts before the elements' modules arrive): their URLs must be byte-equal.
 *
 * @param base - the element's `api-base`, else `init({ apiBase })`; none means the page's origin
 * @example
 * absoluteApiBase('https://api.jobhub.vn/'); // 'https://api.jobhub.vn'
 */
export function absoluteApiBase(base: string | null | undefined): string {
  return new URL(base || '/', document.baseURI).href.replace(/\/+$/, '');
}
