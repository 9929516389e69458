import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * The compiled server for production (`npm run build`): src/server.ts → dist/server.js, run by
 * plain node (scripts/start.mjs), no TypeScript loader. The API's own code and the workspace
 * contract (`@jobhub/sdk/contract`, from its sources) are bundled; every installed package stays
 * external and loads from node_modules as in development (native and WASM packages included).
 * The lazily loaded seed and demo partner app become chunks beside it.
 *
 * Paths read at run time relative to the module (import.meta.url) keep working because dist/ sits
 * where src/ does: env.ts's REPO_ROOT is three levels up from either, and db/client.ts reads
 * migrations/ next to itself, so the migrations are copied to dist/migrations.
 */
export default defineConfig({
  entry: { server: 'src/server.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  splitting: true,
  skipNodeModulesBundle: true,
  // Keep the sources' `node:` imports as written (tsup strips the prefix by default).
  removeNodeProtocol: false,
  noExternal: [/^@jobhub\/sdk/],
  esbuildOptions(options) {
    // Resolve the workspace contract to its TypeScript sources (the `source` export condition).
    options.conditions = ['source', 'import', 'default'];
  },
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
