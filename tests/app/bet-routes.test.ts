/**
 * The bet screens' routes come from their one declaration (domain/rules/betTabs.ts): a bet screen declared there is
 * routed at `/{route}/:id`, behind the login, without the tab bar — the route table writes no bet path of its own.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../domain/rules/betTabs', async (importActual) => {
  const actual = await importActual<typeof import('../../domain/rules/betTabs')>();
  // a bet screen the route table has never heard of, with the route of the Jodi screen's code
  return { ...actual, BET_TABS: [...actual.BET_TABS, { ...actual.BET_TABS[0], route: 'newkind' }] };
});

const { routes } = await import('../../src/app/routes');
const { BET_TABS } = await import('../../domain/rules/betTabs');

describe('the bet routes', () => {
  it('are the declared bet screens, each protected and without the tab bar', () => {
    expect(BET_TABS.map((t) => t.route)).toContain('newkind');
    for (const t of BET_TABS) {
      expect(routes.find((r) => r.path === `/${t.route}/:id`)).toMatchObject({ access: 'protected', bare: true });
    }
  });
});
