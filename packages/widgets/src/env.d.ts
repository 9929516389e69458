/** CSS imported as a string: Vite's `?inline`, mirrored by the tsup and rollup text loaders. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** Package version, replaced at build time (tsup `define`, rollup `replace`). */
declare const __JOBHUB_VERSION__: string | undefined;
