/** The control API is documented from its one route list: `GET /__sim/` and the README table. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTROL_ROUTES, routeLines } from '../../mock-server/control';
import { withTable } from '../../mock-server/control/readme';

describe('control API docs', () => {
  it('README.md carries the table generated from CONTROL_ROUTES (npx tsx mock-server/control/readme.ts)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toBe(withTable(readme));
  });

  it('lists every route once, each with a doc line', () => {
    const keys = CONTROL_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const r of CONTROL_ROUTES) expect(r.doc.trim()).not.toBe('');
    expect(routeLines()).toHaveLength(CONTROL_ROUTES.length);
  });
});
