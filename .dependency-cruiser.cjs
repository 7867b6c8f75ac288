/* global module */
/**
 * The import graph, type imports included (README "Layers", decision 082). `npm run lint` runs it:
 *   depcruise --config .dependency-cruiser.cjs src domain machines mock-server fixtures bridge tests scripts bench build e2e
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circle anywhere, not even one made of type-only imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-loads-the-simulator-once',
      severity: 'error',
      comment:
        'src/ imports neither mock-server/ nor fixtures/; the one exception is the dynamic import of the in-browser ' +
        'simulator in src/app/main.tsx, which the production build drops.',
      from: { path: '^src/' },
      to: {
        path: '^(mock-server|fixtures)/',
        pathNot: '^mock-server/transports/browser\\.ts$',
      },
    },
    {
      name: 'simulator-entry-is-dynamic-and-from-main',
      severity: 'error',
      comment: 'Only src/app/main.tsx loads mock-server/transports/browser.ts, and only with a dynamic import.',
      from: { path: '^src/', pathNot: '^src/app/main\\.tsx$' },
      to: { path: '^mock-server/transports/browser\\.ts$' },
    },
    {
      name: 'simulator-entry-not-static',
      severity: 'error',
      comment: 'A static import would put the simulator into the production bundle.',
      from: { path: '^src/app/main\\.tsx$' },
      to: { path: '^mock-server/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'lower-layers-do-not-import-the-client',
      severity: 'error',
      comment: 'domain/, machines/, mock-server/ and fixtures/ sit below the client: none of them imports src/.',
      from: { path: '^(domain|machines|mock-server|fixtures)/' },
      to: { path: '^src/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-demo|dist-e2e)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
