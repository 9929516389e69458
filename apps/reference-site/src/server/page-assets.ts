/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The `<link>`s a server-rendered page needs in its head besides index.html's own: the styles of
 * its lazy chunk and of the chunks it imports (without them the HTML shows unstyled and jumps
 * when the chunk arrives), and a modulepreload of those chunks, so hydration does not wait on a
 * request chain. What index.html already loads (the entry and its imports) is left out.
 *
 * @param manifest - the client build's manifest; without one (a test's site) nothing is added
 * @param module - the page's source module, e.g. 'src/pages/browse/home.tsx'
 * @example
 * pageAssetLinks(manifest, 'src/pages/browse/home.tsx'); // '<link rel="stylesheet" crossorigin href="/assets/browse-….css">…'
 */
export function pageAssetLinks(manifest: ViteManifest | null, module: string): string {
  if (!manifest?.[module]) return '';
  const loadedByIndex = new Set<string>();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  for (const key of entry ? collect(manifest, Object.keys(manifest).find((name) => manifest[name] === entry)!) : []) loadedByIndex.add(key);
  const chunks = collect(manifest, module).filter((key) => !loadedByIndex.has(key));
  const styles = new Set(chunks.flatMap((key) => manifest[key]!.css ?? []));
  for (const key of loadedByIndex) for (const css of manifest[key]!.css ?? []) styles.delete(css);
  return [
    ...[...styles].map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    ...chunks.map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`),
  ].join('');
}

/** `key` and every chunk it imports, each once. */
function collect(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return [...seen];
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, seen);
  return [...seen];
}
