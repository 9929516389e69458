/**
 * Layer order of the SDK (STYLE.md §1): lib <- contract <- rules <- http/realtime <- api <- stores <- index;
 * ui (framework-free DOM helpers such as the chat scroll) stands on lib and rules only.
 */
const layer = (name) => `^packages/sdk/src/${name}/`;
const upward = (from, to) => ({
  name: `sdk-${from}-not-to-${to.join('-')}`,
  severity: 'error',
  comment: `sdk/${from} imports downward only`,
  from: { path: layer(from), pathNot: '\\.test\\.tsx?$' },
  to: { path: `^packages/sdk/src/(${to.join('|')})/` },
});

module.exports = {
  forbidden: [
    upward('lib', ['contract', 'rules', 'http', 'realtime', 'api', 'stores', 'ui']),
    upward('contract', ['lib', 'rules', 'http', 'realtime', 'api', 'stores', 'ui']),
    upward('rules', ['http', 'realtime', 'api', 'stores', 'ui']),
    upward('ui', ['contract', 'http', 'realtime', 'api', 'stores']),
    upward('http', ['realtime', 'api', 'stores']),
    upward('realtime', ['api', 'stores']),
    upward('api', ['realtime', 'stores']),
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } } },
    {
      name: 'no-import-from-tests',
      severity: 'error',
      from: { pathNot: '\\.test\\.tsx?$|/test/' },
      to: { path: '\\.test\\.tsx?$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'default'], extensions: ['.ts', '.tsx', '.js'] },
    exclude: { path: 'node_modules|dist|storybook-static' },
  },
};
