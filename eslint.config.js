import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

// Layers: README.md "Layers" and docs/decisions/045-layer-rules-in-eslint.md.
// Zones are paths from the repository root; a zone forbids `target` files to import anything under `from`
// (minus `except`, relative to `from`). Zones match resolved files, so `../../x` and `../x` are the same import.
const root = import.meta.dirname;
const features = readdirSync(join(root, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SIMULATOR_ENTRY = './transports/browser.ts'; // relative to mock-server/, loaded by src/app/main.tsx only

/** @param {{ simulatorEntry?: boolean }} [options] simulatorEntry: the zones as they apply to src/app/main.tsx */
function layerZones({ simulatorEntry = false } = {}) {
  return [
    {
      target: 'src',
      from: 'mock-server',
      except: simulatorEntry ? [SIMULATOR_ENTRY] : [],
      message:
        'The client does not import the simulator; only src/app/main.tsx loads mock-server/transports/browser, with a dynamic import the production build drops.',
    },
    { target: 'src', from: 'fixtures', message: 'Fixtures are simulator data; the client does not import them.' },
    {
      target: 'bridge',
      from: ['src', 'machines', 'mock-server', 'fixtures'],
      message: 'The live-backend bridge checks traffic against the contract (docs/openapi.json, domain/): it is neither the client nor the simulator.',
    },
    {
      target: ['src', 'machines', 'mock-server', 'domain', 'fixtures'],
      from: 'bridge',
      message: 'Nothing of the product imports the bridge: it is an operator tool in front of the real API.',
    },
    {
      target: 'machines',
      from: 'src',
      message: 'Machines import domain/ (wire types, the rules in domain/rules) only; network actors come in through .provide().',
    },
    { target: 'machines', from: ['mock-server', 'fixtures'], message: 'Machines run in the client: no simulator, no fixtures.' },
    {
      target: 'domain',
      from: ['src', 'machines', 'mock-server', 'fixtures'],
      message: 'domain/ is shared by client and simulator and depends on neither.',
    },
    {
      target: 'src/api',
      from: ['machines', 'src/features'],
      message: 'The API layer does not import machines or features; screens hand API calls to machines with .provide().',
    },
    {
      target: 'mock-server/core',
      from: ['src', 'fixtures'],
      message: 'The simulator core imports domain/ only from outside mock-server (no client code, no fixtures).',
    },
    {
      target: 'fixtures',
      from: 'mock-server',
      except: ['./core'],
      message: 'Fixtures are plain data over the simulator core (mock-server/core), not its handlers or transports.',
    },
    {
      target: 'src/qa',
      from: 'src/features',
      message: 'The QA panel drives the simulator through its control API and the shared layers; it imports no feature.',
    },
    {
      target: ['src/features', 'src/ui', 'src/api'],
      from: 'src/qa',
      message: 'Only src/app/App.tsx mounts the QA panel (lazily, in simulator mode): no screen or shared layer imports it.',
    },
    ...features.map((feature) => ({
      target: `src/features/${feature}`,
      from: 'src/features',
      except: [`./${feature}`],
      message: 'Features do not import each other: shared pieces live in src/ui, src/api or domain/rules.',
    })),
  ];
}

const noMsw = (message) => ({
  patterns: [{ group: ['msw', 'msw/*', '@mswjs/*'], message }],
});

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-e2e', 'dist-field', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'e2e/screenshots', 'chaos-results', 'chaos-*/', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import zones and cycles, for the whole repository.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // the Node resolver of eslint-plugin-import-x 4.6 (later versions need a native resolver whose platform
      // packages this project's registry does not serve, which breaks `npm ci`)
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'] } },
      // Files that no-cycle reads to follow imports (the default is JavaScript only), and their parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones() }],
      // Only the repository's own modules are followed (libraries cannot import back into it).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The one permitted import of simulator code from the client: the browser transport, loaded dynamically.
    files: ['src/app/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones({ simulatorEntry: true }) }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/mock-server/], ExportNamedDeclaration[source.value=/mock-server/], ExportAllDeclaration[source.value=/mock-server/]',
          message: "Load the simulator with `await import('../../mock-server/transports/browser')` so the production build drops it.",
        },
      ],
    },
  },
  // Library restrictions. ESLint keeps only the last options given for a rule, so these file sets do not overlap.
  {
    // Machines stay free of React and fetch.
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', '@xstate/react', 'react-*'] }],
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest'],
    },
  },
  {
    // domain/ (wire types and the pure rules in domain/rules) is plain TypeScript: relative imports within domain/
    // only (the zones above keep them inside), no fetch, no clock reads (time is an argument).
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.{1,2}/)', message: 'domain/ is shared by client and simulator and imports no library.' }] },
      ],
      'no-restricted-globals': ['error', 'fetch', 'XMLHttpRequest'],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'domain/ takes time as an argument.' }],
    },
  },
  {
    files: ['mock-server/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noMsw('The simulator core is plain TypeScript; MSW lives in mock-server/handlers and transports.')] },
  },
  {
    files: ['fixtures/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', noMsw('Fixtures are plain data: no MSW.')] },
  },
);
