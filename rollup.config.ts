/**
 * The widgets' CDN delivery (docs/widgets-delivery.md), written to packages/widgets/dist/cdn/:
 * 1. an ES module build with code splitting: one module per custom element
 *    (`jobhub-job-search-[hash].js`, …) and ONE shared runtime chunk (`jobhub-runtime-[hash].js`:
 *    Preact + preact/compat, the SDK, zod/mini) that every element module imports;
 * 2. the loader `jobhub.js`, a classic script (IIFE) that partners paste, with the hashed names and
 *    their SRI hashes injected, plus the old URLs `embed.js`, `bell.js`, `chat-dock.js` as tiny
 *    scripts that load it.
 * Every file gets a precompressed `.gz` and `.br` copy and an entry (name, sha256, sizes) in
 * `manifest.json`; the SRI hashes are printed at the end of the build.
 * Run from packages/widgets: `rollup -c ../../rollup.config.ts --configPlugin esbuild`
 * (`npm run build:embed`); `npm run bench:cdn` (bench/cdn-weight.ts) tells what each file is made of.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import type { GetModuleInfo, ModuleInfo, OutputBundle, Plugin, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { ENDPOINT_MODULE, stripRequestSchemas } from './packages/sdk/scripts/client-endpoints';
import { SDK_MODULE, wrapPureInitializers } from './packages/sdk/scripts/pure-initializers';
import { writeCompressed, type CdnElement, type CdnFile, type CdnManifest } from './packages/widgets/scripts/cdn-files';
import { minifyCss } from './packages/widgets/scripts/minify-css';

const root = dirname(fileURLToPath(import.meta.url));
const widgets = resolve(root, 'packages/widgets');
/** Where the build goes; JOBHUB_CDN_DIR moves it (bench/cdn-weight.ts builds into a temporary directory). */
const CDN_DIR = process.env.JOBHUB_CDN_DIR ? resolve(process.env.JOBHUB_CDN_DIR) : resolve(widgets, 'dist/cdn');
const MANIFEST = join(CDN_DIR, 'manifest.json');
const pkg = JSON.parse(readFileSync(resolve(widgets, 'package.json'), 'utf8')) as { version: string };

/** The shared runtime's entry: its chunk holds every module that more than one entry needs… */
const RUNTIME = 'jobhub-runtime';
/** …but the modules only the signed-in elements share (the SDK's session, socket and account). */
const SESSION = 'jobhub-session';
/** Custom element → its module's entry (under src/entries). */
const ELEMENTS = {
  'jobhub-job-search': 'job-search-element.tsx',
  'jobhub-notification-bell': 'notification-bell-element.tsx',
  'jobhub-chat-dock': 'chat-dock-element.tsx',
  'jobhub-employer-console': 'employer-console-element.tsx',
} as const;
/** The elements of the signed-in user, which load the session chunk. */
const SIGNED_IN: readonly string[] = ['jobhub-notification-bell', 'jobhub-chat-dock', 'jobhub-employer-console'];
/**
 * …but the modules only the two header dropdowns share (the dropdown's hook, frame and stylesheet),
 * which the employer console never shows: a chunk of their own, loaded with the bell or the chat dock.
 */
const HEADER_DROPDOWNS_CHUNK = 'jobhub-header-dropdowns';
const HEADER_DROPDOWNS: readonly string[] = ['jobhub-notification-bell', 'jobhub-chat-dock'];
/** The old script-tag URLs of existing partner pages: each now just loads the loader. */
const LEGACY_SCRIPTS = ['embed.js', 'bell.js', 'chat-dock.js'];
const REACT_DOM_SERVER_STUB = '\0react-dom-server-stub';

/** `import css from './x.css?inline'` → the file's text as a string (as in Vite and tsup). */
function inlineCss(): Plugin {
  return {
    name: 'inline-css',
    resolveId(source, importer) {
      if (!source.endsWith('.css?inline') || !importer) return null;
      return `${resolve(dirname(importer), source.slice(0, -'?inline'.length))}?inline`;
    },
    load(id) {
      if (!id.endsWith('.css?inline')) return null;
      const file = id.slice(0, -'?inline'.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(minifyCss(readFileSync(file, 'utf8')))};`;
    },
  };
}

/**
 * `react-dom/server` is only reached through server-rendering paths a browser bundle never takes:
 * stub it so Preact's server renderer stays out.
 */
function stubReactDomServer(): Plugin {
  return {
    name: 'stub-react-dom-server',
    resolveId: (source) => (source === 'react-dom/server' ? REACT_DOM_SERVER_STUB : null),
    load: (id) =>
      id === REACT_DOM_SERVER_STUB
        ? 'export function renderToString() { throw new Error("react-dom/server is not available in the JobHub widgets"); }\nexport default { renderToString };'
        : null,
  };
}

/**
 * The request schemas of the contract's endpoints, which a browser never reads, are left out: see
 * packages/sdk/scripts/client-endpoints.ts.
 */
function clientEndpoints(): Plugin {
  return {
    name: 'client-endpoints',
    transform: (code, id) => (ENDPOINT_MODULE.test(id) ? { code: stripRequestSchemas(code, id), map: null } : null),
  };
}

/** SDK constants a bundle does not read (schemas, messages) are dropped whole: see packages/sdk/scripts/pure-initializers.ts. */
function pureInitializers(): Plugin {
  return {
    name: 'pure-initializers',
    transform: (code, id) => (SDK_MODULE.test(id) ? { code: wrapPureInitializers(code, id), map: null } : null),
    // Once rollup has dropped the unused ones, the wrappers of the kept constants only cost bytes, and
    // terser never inlines an annotated call: blank the annotation (same length, so the source map
    // stays right) and terser turns `(() => x)()` back into `x`.
    renderChunk: (code) => ({ code: code.replace(/\/\* @__PURE__ \*\/(?= \(\(\) =>)/g, (mark) => ' '.repeat(mark.length)), map: null }),
  };
}

/**
 * nanostores keeps its epoch counter on `globalThis.nanostoresGlobal`, so that copies bundled
 * separately agree. The page gets one copy (in the runtime chunk) and no global but `JobHub`:
 * the counter stays a module constant.
 */
function noNanostoresGlobal(): Plugin {
  const NANOSTORES_ATOM = /[\\/]node_modules[\\/]nanostores[\\/]atom[\\/]index\.js$/;
  const GLOBAL = '(globalThis.nanostoresGlobal ||= { epoch: 0 })';
  return {
    name: 'no-nanostores-global',
    transform(code, id) {
      if (!NANOSTORES_ATOM.test(id)) return null;
      if (!code.includes(GLOBAL)) this.error(`${id}: nanostores no longer declares ${GLOBAL}; update noNanostoresGlobal()`);
      return { code: code.replace(GLOBAL, '{ epoch: 0 }'), map: null };
    },
  };
}

/**
 * Stand-ins of the script-tag build for modules the npm build (and the site's server rendering)
 * uses whole: each import of the module resolves to its stand-in, which imports the module itself.
 * - the job search's filter panel: loaded with `import()` on first need (its own chunk), and its
 *   rules with it (script-tag-job-search-filters.tsx), which the job search's sheet leaves out, and
 *   the catalogue's calls, which the widget client asks the panel's chunk for
 *   (script-tag-widget-client.ts);
 * - the stylesheets and panels of the chat dock and the bell: the closed widget's sheet leaves out
 *   the rules of the panels loaded on first opening, which bring them along.
 * - the SDK's English forms (its rules' dates, amounts and counts in English): none until the English
 *   dictionary's chunk brings them (script-tag-english-forms.ts, script-tag-en.ts), the Vietnamese
 *   forms meanwhile.
 * The `script-tag-*` modules import the modules they wrap themselves, and so does the SDK's index
 * (script-tag-en.ts reads the English forms through it).
 */
const SCRIPT_TAG_STAND_INS = new Map<string, string>([
  [resolve(root, 'packages/sdk/src/rules/english-forms.ts'), resolve(widgets, 'src/i18n/script-tag-english-forms.ts')],
  ...[
    ['i18n/en.ts', 'i18n/script-tag-en.ts'],
    ['components/job-search/job-search-filters.tsx', 'components/job-search/lazy-job-search-filters.tsx'],
    ['components/job-search/job-search-styles.ts', 'components/job-search/script-tag-job-search-styles.ts'],
    ['widget-client.ts', 'script-tag-widget-client.ts'],
    ['components/chat-dock/chat-dock-styles.ts', 'components/chat-dock/script-tag-chat-dock-styles.ts'],
    ['components/chat-dock/chat-panels.tsx', 'components/chat-dock/script-tag-chat-panels.tsx'],
    ['components/notification-bell/notification-bell-styles.ts', 'components/notification-bell/script-tag-notification-bell-styles.ts'],
    ['components/notification-bell/notification-list.tsx', 'components/notification-bell/script-tag-notification-list.tsx'],
  ].map(([module, standIn]): [string, string] => [resolve(widgets, 'src', module!), resolve(widgets, 'src', standIn!)]),
]);

function scriptTagStandIns(): Plugin {
  const names = [...SCRIPT_TAG_STAND_INS.keys()].map((file) => basename(file).replace(/\.tsx?$/, ''));
  const standIns = new Set(SCRIPT_TAG_STAND_INS.values());
  return {
    name: 'script-tag-stand-ins',
    async resolveId(source, importer, options) {
      if (!importer || standIns.has(importer) || basename(importer).startsWith('script-tag-') || importer === SDK_INDEX) return null;
      if (!names.some((name) => source.endsWith(`/${name}`))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const standIn = resolved && SCRIPT_TAG_STAND_INS.get(resolved.id);
      return standIn ?? resolved;
    },
  };
}

/** The plugins both builds share: TypeScript and JSX, Preact for React, inlined CSS, minification. */
function sourcePlugins(): Plugin[] {
  return [
    stubReactDomServer(),
    alias({
      entries: [
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        // The design card's Preact layer for the React API of the components.
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^(react|react-dom)$/, replacement: 'preact/compat' },
      ],
    }),
    inlineCss(),
    clientEndpoints(),
    pureInitializers(),
    noNanostoresGlobal(),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __JOBHUB_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    nodeResolve({
      browser: true,
      // `source` first: workspace packages (@jobhub/sdk) are bundled from their TypeScript sources.
      // `browser` picks ofetch's browser build (its Node build imports node:http and node-fetch-native).
      exportConditions: ['source', 'browser', 'module', 'import', 'production', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    }),
    commonjs(),
    esbuild({
      // ES2022 like the SDK's npm build and the site: class fields stay native instead of a
      // `__publicField` helper copied into every module that declares one (~150 B gzip per bundle).
      target: 'es2022',
      jsx: 'automatic',
      tsconfig: resolve(widgets, 'tsconfig.json'),
      minify: false,
    }),
    terser({
      ecma: 2020,
      module: true,
      compress: { passes: 3, pure_getters: true },
      format: { comments: false },
    }),
  ];
}

function onwarn(warning: { code?: string; id?: string; ids?: string[] }, warn: (warning: never) => void): void {
  // zod's own comments and module cycles are known and harmless; report everything else.
  const fromDependency = (warning.id ?? warning.ids?.[0] ?? '').includes('node_modules');
  if (fromDependency && (warning.code === 'INVALID_ANNOTATION' || warning.code === 'CIRCULAR_DEPENDENCY')) return;
  warn(warning as never);
}

/** Entry module → its chunk name. */
const ENTRY_NAMES = new Map<string, string>([
  [resolve(widgets, 'src/entries/runtime.ts'), RUNTIME],
  ...Object.entries(ELEMENTS).map(([tag, entry]): [string, string] => [resolve(widgets, 'src/entries', entry), tag]),
]);

/** The SDK's index: a list of re-exports that every module of the widgets imports from. */
const SDK_INDEX = resolve(root, 'packages/sdk/src/index.ts');

const sdkImports = new Map<string, Set<string>>();

/** The names a module imports from '@jobhub/sdk' (type imports are gone by now). */
function sdkNamesImportedBy(info: ModuleInfo): Set<string> {
  const known = sdkImports.get(info.id);
  if (known) return known;
  const names = new Set<string>();
  sdkImports.set(info.id, names);
  for (const node of (info.ast as unknown as { body: AstNode[] } | null)?.body ?? []) {
    // `import { x } from '@jobhub/sdk'`, and `export { x } from '@jobhub/sdk'` (partner-sign-in.ts).
    if ((node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') || node.source?.value !== '@jobhub/sdk') continue;
    for (const specifier of node.specifiers ?? []) {
      const name = specifier.imported ?? specifier.local;
      names.add(name?.name ?? name?.value ?? '*');
    }
  }
  return names;
}

interface AstNode {
  type: string;
  source?: { value: string };
  specifiers?: { imported?: { name?: string; value?: string }; local?: { name?: string; value?: string } }[];
}

/** The names the SDK's index re-exports from the module `id`. */
function sdkNamesOf(id: string, index: ModuleInfo): string[] {
  const bindings = index.exportedBindings ?? {};
  return Object.entries(bindings)
    .filter(([source]) => [`${resolve(dirname(SDK_INDEX), source)}.ts`, resolve(dirname(SDK_INDEX), source, 'index.ts')].includes(id))
    .flatMap(([, names]) => names);
}

/**
 * The roots that load a module, walking its importers up: the entries (runtime, elements) and the
 * modules something `import()`s (the English dictionary, the partner sign-in, the panels an
 * element loads on first open). Through the SDK's index only for the importers that import one of
 * the names the module provides (otherwise every SDK module would look shared, the chat store
 * included).
 */
function rootsOf(id: string, getModuleInfo: GetModuleInfo, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  memo.set(id, found); // cycles: a module met again adds nothing new
  const info = getModuleInfo(id);
  if (!info) return found;
  if (info.isEntry || info.dynamicImporters.length > 0) found.add(id);
  // Static importers only: what a root import()s stays in its own chunk, loaded when asked for.
  for (const importer of info.importers) {
    if (importer === SDK_INDEX) {
      const index = getModuleInfo(SDK_INDEX)!;
      const names = sdkNamesOf(id, index);
      for (const user of index.importers) {
        const imported = sdkNamesImportedBy(getModuleInfo(user)!);
        if (!names.some((name) => imported.has(name)) && !imported.has('*')) continue;
        for (const root of rootsOf(user, getModuleInfo, memo)) found.add(root);
      }
      continue;
    }
    for (const root of rootsOf(importer, getModuleInfo, memo)) found.add(root);
  }
  return found;
}

/**
 * The entries a root belongs to: an entry itself; for a module loaded with `import()`, the
 * entries of the modules that import it (the bell's panel belongs to the bell).
 */
function ownersOf(root: string, getModuleInfo: GetModuleInfo, roots: Map<string, Set<string>>, seen = new Set<string>()): Set<string> {
  const info = getModuleInfo(root);
  if (!info || info.isEntry) return new Set([root]);
  const owners = new Set<string>();
  if (seen.has(root)) return owners;
  seen.add(root);
  for (const importer of info.dynamicImporters) {
    for (const importerRoot of rootsOf(importer, getModuleInfo, roots)) {
      for (const owner of ownersOf(importerRoot, getModuleInfo, roots, seen)) owners.add(owner);
    }
  }
  return owners;
}

/** The chunk of a root: an entry's name, or the module's file name for what is loaded on demand. */
function chunkNameOf(root: string): string {
  // A stand-in's chunk keeps the name of the module it stands in for (jobhub-chat-panels-*.js), and
  // so does a script-tag wrapper loaded on demand (jobhub-job-search-filters-*.js).
  const module = [...SCRIPT_TAG_STAND_INS].find(([, standIn]) => standIn === root)?.[0] ?? root;
  return ENTRY_NAMES.get(root) ?? basename(module).replace(/^script-tag-/, '').replace(/\.tsx?$|\.js$/, '');
}

/**
 * The chunk of a module, so that a page downloads each module once and nothing it does not show:
 * - needed by one root only: that root's chunk (an element's module, a panel loaded on open…);
 * - shared by the roots of one entry only (an element and its own panel): that entry's chunk;
 * - shared by the two header dropdowns only (bell, chat dock): their chunk, which the employer
 *   console does not load;
 * - shared by the signed-in elements only (bell, chat dock, employer console): the session
 *   chunk, which a page with just the job search never loads;
 * - shared otherwise: the runtime chunk. Every element module then imports the runtime and at
 *   most the session and header dropdowns chunks, and the loader knows them all in advance.
 */
function chunkOf(id: string, getModuleInfo: GetModuleInfo): string | undefined {
  // Never the SDK's index itself: rollup puts a manual chunk's dependencies in it too, which for
  // the index is the whole SDK. It holds no code once its re-exports are resolved.
  if (id === SDK_INDEX) return undefined;
  const memo = new Map<string, Set<string>>();
  const roots = [...rootsOf(id, getModuleInfo, memo)];
  if (roots.length === 0) return undefined;
  if (roots.length === 1) return chunkNameOf(roots[0]!);
  const owners = new Set(roots.flatMap((root) => [...ownersOf(root, getModuleInfo, memo)]));
  if (owners.size === 1) {
    const [owner] = owners;
    // Shared by panels of one element loaded on demand, not by the element itself: with them.
    return roots.includes(owner!) ? chunkNameOf(owner!) : `${chunkNameOf(owner!)}-lazy`;
  }
  const names = [...owners].map((owner) => ENTRY_NAMES.get(owner) ?? '');
  if (names.every((name) => HEADER_DROPDOWNS.includes(name))) return HEADER_DROPDOWNS_CHUNK;
  return names.every((name) => SIGNED_IN.includes(name)) ? SESSION : RUNTIME;
}

/**
 * The chunks loaded on demand (the English dictionary, the partner sign-in, the bell's list, the
 * chat panels) are checked with SRI like the rest: each `import()` of the module build goes through
 * the loader's `JobHub.importChunk(path, imports?)`, which fetches the chunk and the chunks it imports
 * (but the importer and the runtime, there already) with `<link rel="modulepreload" integrity>` first
 * (hashes from the manifest), then imports it.
 * Without the loader (a module used on its own) it is a plain `import()`.
 */
function verifiedDynamicImports(): Plugin {
  return {
    name: 'verified-dynamic-imports',
    renderDynamicImport({ chunk, targetChunk, getTargetChunkImports }) {
      if (!targetChunk) return null;
      // Not the chunks already there: the importing chunk itself, and the runtime, which every module imports.
      const imports = (getTargetChunkImports() ?? [])
        .filter((imported) => imported.type === 'internal' && imported.fileName !== chunk.fileName && imported.chunk.name !== RUNTIME)
        .map((imported) => imported.fileName);
      return {
        // The chunk's path as rollup writes it ('./jobhub-en-….js'): a plain `import()` of it resolves
        // next to the importing module, and the loader finds the file in its directory.
        left: '(globalThis.JobHub?.importChunk ?? ((path) => import(path)))(',
        right: imports.length > 0 ? `, ${JSON.stringify(imports)})` : ')',
      };
    },
  };
}

interface AstSpecifier {
  local: { name: string };
  exported?: { name: string };
  imported?: { name: string };
}
interface AstStatement {
  type: string;
  start: number;
  end: number;
  source?: { value: string } | null;
  specifiers?: AstSpecifier[];
}

/**
 * The runtime's shared bindings exported under their own (minified) names: terser mangles the
 * runtime's top-level names after rollup has named its internal exports, which leaves
 * `export{zo as $,Or as A,…}` (some 80 of them), and the element modules' imports name the
 * exports either way (`import{$ as e,…}`). Exporting each binding as itself (`export{zo,Or,…}`,
 * `import{zo as e,…}`) drops a third of that list: -0.14 KiB gzip off the runtime, a few bytes
 * more per element module. The runtime's API for the loader (`configure`, `setSession`…) keeps
 * its names. Runs once every chunk is final; the source maps (bench/cdn-weight.ts only) are not
 * adjusted, so their first line may be a few columns off in the modules that import the runtime.
 */
function runtimeExportsUnderOwnNames(): Plugin {
  return {
    name: 'runtime-exports-under-own-names',
    generateBundle(_options, bundle) {
      const runtime = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === RUNTIME);
      if (!runtime || runtime.type !== 'chunk') return;
      const api = new Set(this.getModuleInfo(runtime.facadeModuleId!)?.exports ?? []);
      // `export *` would hide the API's names from this list (and rename them): runtime.ts names them.
      if (api.has('*')) this.error(`${RUNTIME}: its entry re-exports with \`export *\`; name the exports instead`);
      const renamed = new Map<string, string>();
      runtime.code = rewriteStatements(this.parse(runtime.code) as unknown as { body: AstStatement[] }, runtime.code, (node) => {
        if (node.type !== 'ExportNamedDeclaration' || node.source) return null;
        const specifiers = node.specifiers!.map(({ local, exported }) => {
          const name = api.has(exported!.name) ? exported!.name : local.name;
          if (name !== exported!.name) renamed.set(exported!.name, name);
          return name === local.name ? name : `${local.name} as ${name}`;
        });
        if (new Set(specifiers.map((specifier) => specifier.split(' as ').pop())).size !== specifiers.length) {
          this.error(`${runtime.fileName}: two of its exports would have the same name`);
        }
        return `export{${specifiers.join(',')}};`;
      });
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk === runtime || !chunk.imports.includes(runtime.fileName)) continue;
        const ast = this.parse(chunk.code) as unknown as { body: AstStatement[] };
        chunk.code = rewriteStatements(ast, chunk.code, (node) => {
          if (node.source?.value !== `./${runtime.fileName}` || !node.specifiers?.length) return null;
          if (node.type !== 'ImportDeclaration') this.error(`${chunk.fileName} re-exports from ${runtime.fileName}: not handled`);
          const specifiers = node.specifiers.map(({ imported, local }) => {
            if (!imported) this.error(`${chunk.fileName} imports ${runtime.fileName} as a namespace or default: not handled`);
            const name = renamed.get(imported.name) ?? imported.name;
            return name === local.name ? name : `${name} as ${local.name}`;
          });
          return `import{${specifiers.join(',')}}from"./${runtime.fileName}";`;
        });
      }
    },
  };
}

/** `code` with the top-level statements that `rewrite` answers for replaced (null: kept). */
function rewriteStatements(ast: { body: AstStatement[] }, code: string, rewrite: (node: AstStatement) => string | null): string {
  let result = code;
  for (const node of [...ast.body].reverse()) {
    const text = rewrite(node);
    if (text !== null) result = result.slice(0, node.start) + text + result.slice(node.end);
  }
  return result;
}

/** Content hashes, sha256 and precompressed copies of the ES module build, into manifest.json. */
function moduleManifest(): Plugin {
  return {
    name: 'cdn-module-manifest',
    writeBundle(_options, bundle: OutputBundle) {
      const files: Record<string, CdnFile> = {};
      const elements: Record<string, CdnElement> = {};
      let runtime = '';
      let session = '';
      let headerDropdowns = '';
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        files[chunk.fileName] = writeCompressed(CDN_DIR, chunk.fileName, Buffer.from(chunk.code));
        if (chunk.name === RUNTIME) {
          runtime = chunk.fileName;
          if (chunk.imports.length > 0) this.error(`${RUNTIME} imports ${chunk.imports.join(', ')}: it must stand alone`);
        }
        if (chunk.name === SESSION) session = chunk.fileName;
        if (chunk.name === HEADER_DROPDOWNS_CHUNK) headerDropdowns = chunk.fileName;
        const tag = Object.entries(ELEMENTS).find(([, entry]) => chunk.facadeModuleId?.endsWith(`/src/entries/${entry}`))?.[0];
        if (tag) elements[tag] = { module: chunk.fileName, imports: chunk.imports };
      }
      if (!runtime) this.error('no runtime chunk');
      for (const [tag, element] of Object.entries(elements)) {
        // What the loader preloads with SRI: the runtime, the session (and header dropdowns) chunk, the element's module.
        const allowed = [runtime, ...(SIGNED_IN.includes(tag) ? [session] : []), ...(HEADER_DROPDOWNS.includes(tag) ? [headerDropdowns] : [])];
        const extra = element.imports.filter((file) => !allowed.includes(file));
        if (extra.length > 0) this.error(`${tag} imports ${extra.join(', ')}: every shared module belongs in ${RUNTIME}, ${SESSION} or ${HEADER_DROPDOWNS_CHUNK}`);
      }
      if (Object.keys(elements).length !== Object.keys(ELEMENTS).length) this.error('an element module is missing from the build');
      const manifest: CdnManifest = { version: pkg.version, runtime, elements, files };
      writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/** What the loader is given of the manifest: where each element's files are, and their hashes. */
interface LoaderFiles {
  runtime: [file: string, integrity: string];
  elements: Record<string, [file: string, integrity: string][]>;
  /** The chunks loaded on demand, by name: their SRI hashes. */
  chunks: Record<string, string>;
}

function loaderFiles(manifest: CdnManifest): LoaderFiles {
  const entry = (file: string): [string, string] => [file, manifest.files[file]!.integrity];
  const elements = Object.fromEntries(
    Object.entries(manifest.elements).map(([tag, element]) => [tag, [...element.imports, element.module].map(entry)]),
  );
  const loadedByElements = new Set([manifest.runtime, ...Object.values(elements).flatMap((files) => files.map(([file]) => file))]);
  const chunks = Object.values(manifest.files).filter((file) => !loadedByElements.has(file.file));
  return {
    runtime: entry(manifest.runtime),
    elements,
    chunks: Object.fromEntries(chunks.map((file) => [file.file, file.integrity])),
  };
}

/** The body of an old script-tag URL: the loader's command queue, then the loader itself. */
function legacyScript(): string {
  return `/* JobHub: this URL now loads jobhub.js (docs/widgets-delivery.md) */
(function(d){var q=window.JobHub=window.JobHub||[];if(!Array.isArray(q))return;
["init","setSession","clearSession","openChat"].forEach(function(m){q[m]=q[m]||function(){q.push([m].concat([].slice.call(arguments)))}});
if(d.querySelector('script[src$="/jobhub.js"]'))return;var s=d.createElement("script");s.async=true;
s.src=new URL("jobhub.js",d.currentScript.src).href;d.head.appendChild(s)})(document);
`;
}

/**
 * Injects the manifest (hashed names and SRI) into the loader, emits the old URLs' scripts, and
 * completes manifest.json with them and prints every file's SRI.
 */
function loaderManifest(): Plugin {
  let manifest: CdnManifest;
  return {
    name: 'cdn-loader-manifest',
    buildStart() {
      manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as CdnManifest;
      for (const file of LEGACY_SCRIPTS) this.emitFile({ type: 'asset', fileName: file, source: legacyScript() });
    },
    transform(code, id) {
      if (!id.endsWith('/src/entries/loader.ts')) return null;
      return { code: code.replace('__JOBHUB_CDN_FILES__', JSON.stringify(loaderFiles(manifest))), map: null };
    },
    writeBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        const bytes = output.type === 'chunk' ? Buffer.from(output.code) : Buffer.from(output.source);
        manifest.files[output.fileName] = writeCompressed(CDN_DIR, output.fileName, bytes);
      }
      writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
      const lines = Object.values(manifest.files).map(
        (file) => `  ${file.file.padEnd(42)} ${(file.gzip / 1024).toFixed(2).padStart(6)} KiB gzip  ${(file.brotli / 1024).toFixed(2).padStart(6)} KiB br  ${file.integrity}`,
      );
      process.stdout.write(`\nJobHub CDN files (${CDN_DIR}):\n${lines.join('\n')}\n\n`);
    },
  };
}

const modules: RollupOptions = {
  input: {
    [RUNTIME]: resolve(widgets, 'src/entries/runtime.ts'),
    ...Object.fromEntries(Object.entries(ELEMENTS).map(([tag, entry]) => [tag, resolve(widgets, 'src/entries', entry)])),
  },
  // Entries keep their exports (`define`, the runtime's API): the loader calls them. The runtime
  // chunk may export more (what the element modules import from it), so it needs no facade.
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: CDN_DIR,
    format: 'es',
    entryFileNames: '[name]-[hash].js',
    // The runtime is named already; chunks loaded on demand (the English dictionary, the partner
    // sign-in) get the prefix too, so every file of the directory is `jobhub-*`.
    chunkFileNames: (chunk) => (chunk.name.startsWith('jobhub-') ? '[name]-[hash].js' : 'jobhub-[name]-[hash].js'),
    // Maps only for bench/cdn-weight.ts, and 'hidden': the served files stay byte for byte the same.
    sourcemap: process.env.JOBHUB_SOURCEMAP ? 'hidden' : false,
    generatedCode: 'es2015',
    manualChunks: (id, { getModuleInfo }) => chunkOf(id, getModuleInfo),
  },
  treeshake: { preset: 'recommended' },
  onwarn,
  plugins: [
    {
      // Hashed names change with every edit: start from an empty directory.
      name: 'clean-cdn-dir',
      buildStart() {
        rmSync(CDN_DIR, { recursive: true, force: true });
        mkdirSync(CDN_DIR, { recursive: true });
      },
    },
    scriptTagStandIns(),
    ...sourcePlugins(),
    verifiedDynamicImports(),
    runtimeExportsUnderOwnNames(),
    moduleManifest(),
  ],
};

const loader: RollupOptions = {
  input: resolve(widgets, 'src/entries/loader.ts'),
  output: { file: join(CDN_DIR, 'jobhub.js'), format: 'iife', sourcemap: false, generatedCode: 'es2015' },
  onwarn,
  plugins: [loaderManifest(), ...sourcePlugins()],
};

// Sequential: the loader build reads the manifest the module build wrote.
const config: RollupOptions[] = [modules, loader];

export default config;
