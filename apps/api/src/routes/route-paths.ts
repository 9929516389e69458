/**
 * The path to register for a route. The app is built with `routerOptions.ignoreTrailingSlash`,
 * so one registration answers both spellings (API.md, Conventions); registering both would throw.
 * (api-core: changed from returning both spellings; prefer registering the path directly.)
 *
 * @example for (const url of bothSlashes('/api/fields/')) app.get(url, …) // registers '/api/fields/' once
 */
export function bothSlashes(path: string): [string] {
  const bare = path.replace(/\/+$/, '');
  return [`${bare}/`];
}
