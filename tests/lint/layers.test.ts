// @vitest-environment node
/**
 * The layer rules of eslint.config.js catch a cross-layer import and let a permitted one through.
 * Each case lints a small text as if it were a file at `at` (the file need not exist; what it imports must,
 * because import zones match resolved files).
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

const LAYER_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle', 'no-restricted-imports', 'no-restricted-syntax']);

/** The layer-rule findings for `code` linted as the file `at` (relative to the repository root). */
async function layerFindings(at: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, at) });
  if (!result) throw new Error(`no lint result for ${at}`);
  const fatal = result.messages.filter((m) => m.fatal);
  if (fatal.length) throw new Error(`${at} did not parse: ${fatal.map((m) => m.message).join('; ')}`);
  return result.messages.filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

const importOf = (specifier: string) => `import * as m from '${specifier}';\nexport default m;\n`;

type Case = [at: string, specifier: string, rule: string, message?: RegExp];

const forbidden: Case[] = [
  // src/** imports neither the simulator nor fixtures
  ['src/features/auth/Bad.ts', '../../../mock-server/core', 'import-x/no-restricted-paths', /client does not import the simulator/],
  ['src/api/Bad.ts', '../../mock-server/transports/browser', 'import-x/no-restricted-paths', /client does not import the simulator/],
  ['src/ui/Bad.tsx', '../../fixtures', 'import-x/no-restricted-paths', /Fixtures are simulator data/],
  ['domain/rules/Bad.test.ts', '../../fixtures/scenarios', 'import-x/no-restricted-paths', /shared by client and simulator and depends on neither/],
  // the rules (domain/rules): no API module, React, features or UI, no clock reads, no fetch
  ['domain/rules/Bad.ts', '../../src/api/normalize', 'import-x/no-restricted-paths', /shared by client and simulator and depends on neither/],
  ['domain/rules/Bad.ts', '../../src/features/markets/format', 'import-x/no-restricted-paths', /shared by client and simulator and depends on neither/],
  ['domain/rules/Bad.ts', '../../src/ui/share', 'import-x/no-restricted-paths', /shared by client and simulator and depends on neither/],
  ['domain/rules/Bad.ts', 'react', 'no-restricted-imports', /imports no library/],
  // machines: nothing from src/, no API module
  ['machines/Bad.ts', '../src/api/normalize', 'import-x/no-restricted-paths', /Machines import domain\/ .* only/],
  ['machines/Bad.ts', '../src/ui/share', 'import-x/no-restricted-paths', /Machines import domain\/ .* only/],
  ['machines/Bad.ts', '../src/config', 'import-x/no-restricted-paths', /Machines import domain\/ .* only/],
  ['machines/Bad.ts', '../mock-server/core', 'import-x/no-restricted-paths', /Machines run in the client/],
  ['machines/Bad.ts', '@xstate/react', 'no-restricted-imports'],
  // domain/: nothing from src, machines, mock-server, fixtures; no library
  ['domain/Bad.ts', '../src/config', 'import-x/no-restricted-paths', /shared by client and simulator and depends on neither/],
  ['domain/Bad.ts', '../machines/loginMachine', 'import-x/no-restricted-paths', /shared by client and simulator and depends on neither/],
  ['domain/Bad.ts', '../mock-server/core', 'import-x/no-restricted-paths', /shared by client and simulator and depends on neither/],
  ['domain/Bad.ts', '../fixtures', 'import-x/no-restricted-paths', /shared by client and simulator and depends on neither/],
  ['domain/Bad.ts', 'xstate', 'no-restricted-imports', /imports no library/],
  ['domain/Bad.ts', 'node:fs', 'no-restricted-imports', /imports no library/],
  // src/api: no machines, no features
  ['src/api/Bad.ts', '../../machines/loginMachine', 'import-x/no-restricted-paths', /API layer does not import machines or features/],
  ['src/api/Bad.ts', '../features/markets/format', 'import-x/no-restricted-paths', /API layer does not import machines or features/],
  // the simulator core: no MSW, no fixtures, no client code
  ['mock-server/core/Bad.ts', 'msw', 'no-restricted-imports', /simulator core is plain TypeScript/],
  ['mock-server/core/Bad.ts', 'msw/node', 'no-restricted-imports', /simulator core is plain TypeScript/],
  ['mock-server/core/Bad.ts', '../../fixtures', 'import-x/no-restricted-paths', /simulator core imports domain\/ only/],
  ['mock-server/core/Bad.ts', '../../src/config', 'import-x/no-restricted-paths', /simulator core imports domain\/ only/],
  // the live-backend bridge: neither client nor simulator, and nothing of the product imports it
  ['bridge/Bad.ts', '../src/api/normalize', 'import-x/no-restricted-paths', /bridge checks traffic against the contract/],
  ['bridge/Bad.ts', '../mock-server/core', 'import-x/no-restricted-paths', /bridge checks traffic against the contract/],
  ['mock-server/Bad.ts', '../bridge/redact', 'import-x/no-restricted-paths', /Nothing of the product imports the bridge/],
  ['src/qa/Bad.ts', '../../bridge/drift', 'import-x/no-restricted-paths', /Nothing of the product imports the bridge/],
  // fixtures: no MSW, nothing of the simulator but its core
  ['fixtures/Bad.ts', 'msw', 'no-restricted-imports', /Fixtures are plain data/],
  ['fixtures/Bad.ts', '../mock-server/handlers', 'import-x/no-restricted-paths', /Fixtures are plain data over the simulator core/],
  ['fixtures/Bad.ts', '../mock-server/transports/node', 'import-x/no-restricted-paths', /Fixtures are plain data over the simulator core/],
  // features do not import each other
  ['src/features/auth/Bad.ts', '../markets/format', 'import-x/no-restricted-paths', /Features do not import each other/],
  ['src/features/wallet/Bad.tsx', '../../features/betting/tabs', 'import-x/no-restricted-paths', /Features do not import each other/],
  // the QA panel: no features; nothing but the app shell imports it; no simulator code
  ['src/qa/Bad.tsx', '../features/markets/format', 'import-x/no-restricted-paths', /QA panel .* imports no feature/],
  ['src/features/markets/Bad.tsx', '../../qa/simApi', 'import-x/no-restricted-paths', /Only src\/app\/App.tsx mounts the QA panel/],
  ['src/ui/Bad.tsx', '../qa/QaLauncher', 'import-x/no-restricted-paths', /Only src\/app\/App.tsx mounts the QA panel/],
  ['src/qa/Bad.ts', '../../mock-server/control', 'import-x/no-restricted-paths', /client does not import the simulator/],
];

const permitted: [at: string, specifier: string][] = [
  ['src/features/auth/Good.ts', '../../ui/share'],
  ['src/features/auth/Good.ts', '../../api/normalize'],
  ['src/features/auth/Good.ts', '../../../domain/rules'],
  ['src/features/auth/Good.ts', './parts'],
  ['domain/rules/Good.ts', '../wire'],
  ['machines/Good.ts', '../domain/rules'],
  ['mock-server/core/Good.ts', '../../domain/rules'],
  ['machines/Good.ts', '../domain/time'],
  ['machines/Good.ts', 'xstate'],
  ['domain/Good.ts', './time'],
  ['src/api/Good.ts', '../../domain/wire'],
  ['mock-server/core/Good.ts', '../../domain/time'],
  ['fixtures/Good.ts', '../mock-server/core'],
  ['mock-server/Good.ts', '../fixtures'],
  ['tests/Good.ts', '../mock-server/core'],
  ['src/app/Good.tsx', '../qa/QaLauncher'],
  ['src/qa/Good.ts', '../ui/SimMarker'],
  ['src/qa/Good.ts', '../api/api'],
  ['src/qa/Good.ts', '../app/simClockSync'],
];

describe('layer rules', () => {
  it.each(forbidden)('%s may not import %s (%s)', async (at, specifier, rule, message) => {
    const findings = await layerFindings(at, importOf(specifier));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain(`${rule}: `);
    if (message) expect(findings[0]).toMatch(message);
  });

  it.each(permitted)('%s may import %s', async (at, specifier) => {
    expect(await layerFindings(at, importOf(specifier))).toEqual([]);
  });

  describe('the simulator entry in src/app/main.tsx', () => {
    const boot = (specifier: string) => `export async function boot() {\n  await import('${specifier}');\n}\n`;

    it('may load the browser transport with a dynamic import', async () => {
      expect(await layerFindings('src/app/main.tsx', boot('../../mock-server/transports/browser'))).toEqual([]);
    });

    it('may not import it statically (the production build would carry the simulator)', async () => {
      const findings = await layerFindings('src/app/main.tsx', importOf('../../mock-server/transports/browser'));
      expect(findings).toEqual([expect.stringMatching(/^no-restricted-syntax: Load the simulator with `await import/)]);
    });

    it('may not load any other simulator module', async () => {
      const findings = await layerFindings('src/app/main.tsx', boot('../../mock-server/core'));
      expect(findings).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*client does not import the simulator/)]);
    });

    it('is the only client file that may load it', async () => {
      const findings = await layerFindings('src/app/App.tsx', boot('../../mock-server/transports/browser'));
      expect(findings).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*client does not import the simulator/)]);
    });
  });

  it('domain/ reads no clock: time is an argument', async () => {
    const findings = await layerFindings('domain/rules/Bad.ts', 'export const now = () => Date.now();\n');
    expect(findings).toEqual([expect.stringMatching(/^no-restricted-syntax: domain\/ takes time as an argument/)]);
  });

  it('reports an import cycle', async () => {
    // domain/withdrawalWindow.ts imports ./time; a time.ts that imported withdrawalWindow would close the loop.
    const findings = await layerFindings('domain/time.ts', `import { isWithdrawalOpen } from './withdrawalWindow';\nexport const f = isWithdrawalOpen;\n`);
    expect(findings).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });
});
