/**
 * A bet whose reply is lost, as a player meets it (decision 083): it is reported placed only on evidence that cannot
 * belong to another bet — an identical bet placed a moment earlier is never taken for it — and a PLAY that never left
 * the phone, or one the bid history later shows was not placed, leaves the screen usable.
 */
import type { Page } from '@playwright/test';
import { MSG } from '../domain/messages';
import { collectErrors, expect, openMarket, PLAYER, test } from './helpers-transport';

interface Tab {
  name: string;
  path: string;
  enter(page: Page): Promise<void>;
}

const TABS: Tab[] = [
  {
    name: 'JODI',
    path: 'play',
    async enter(page) {
      await page.getByLabel('Jodi 37').fill('10');
    },
  },
  {
    name: 'CROSSING',
    path: 'crossing',
    async enter(page) {
      await page.getByLabel('Digit').fill('37');
      await page.getByLabel('Amount').fill('5');
      await page.getByRole('button', { name: 'Add Bet' }).click();
    },
  },
  {
    name: 'COPY PASTE',
    path: 'copypaste',
    async enter(page) {
      await page.getByLabel('Digit').fill('37');
      await page.getByLabel('Amount').fill('10');
      await page.getByRole('button', { name: 'Add Bet' }).click();
    },
  },
];

/** Every text the player is shown: browser alerts (JODI failures) and toasts. */
function watchTexts(page: Page) {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return async () => [...alerts, ...(await page.locator('.toast span').allInnerTexts())].map((t) => t.trim());
}

const playButton = (page: Page) => page.getByRole('button', { name: /^(PLAY|Processing\.\.\.)$/ });

test.describe('a bet whose reply is lost', () => {
  for (const tab of TABS) {
    test(`${tab.name}: the same bet again, its reply lost before the server ran it — 'not placed', never the first bet's receipt`, async ({ page, sim }) => {
      const errors = collectErrors(page);
      await sim.start();
      await sim.storeLogin();
      const market = await openMarket(sim);
      const shown = watchTexts(page);
      // the first bet goes through: its receipt
      await page.goto(`/${tab.path}/${market}`);
      await tab.enter(page);
      await page.getByRole('button', { name: 'PLAY', exact: true }).click();
      await expect(page).toHaveURL(/\/receipt$/);
      const afterFirst = await sim.balance(PLAYER.id);
      // the identical bet, whose reply is an error page written before the call ran
      await page.goto(`/${tab.path}/${market}`);
      await tab.enter(page);
      await sim.call('faults', { faults: [{ path: 'game_bet', kind: 'malformed', body: 'html', times: 1 }] }, 'PUT');
      await page.getByRole('button', { name: 'PLAY', exact: true }).click();
      await expect.poll(shown, { timeout: 15_000 }).toContain(MSG.betNotPlaced);
      expect(await shown()).not.toContain(MSG.betPlaced);
      await expect(playButton(page)).toHaveText('PLAY');
      await expect(playButton(page)).toBeEnabled();
      expect(page.url()).not.toMatch(/\/receipt$/);
      expect(await sim.balance(PLAYER.id)).toBe(afterFirst);
      // and it goes through once played again
      if (tab.name !== 'JODI') await tab.enter(page);
      else await expect(page.getByLabel('Jodi 37')).toHaveValue('10');
      await page.getByRole('button', { name: 'PLAY', exact: true }).click();
      await expect(page).toHaveURL(/\/receipt$/);
      expect(await sim.balance(PLAYER.id)).toBeLessThan(afterFirst);
      expect(errors).toEqual([]);
    });
  }

  test('CROSSING offline at PLAY: never sent, said so, and PLAY works at once — back online the bet goes through', async ({ page, sim }) => {
    const errors = collectErrors(page);
    await sim.start();
    await sim.storeLogin();
    const market = await openMarket(sim);
    const start = await sim.balance(PLAYER.id);
    const shown = watchTexts(page);
    await page.goto(`/crossing/${market}`);
    await TABS[1]!.enter(page);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'PLAY', exact: true }).click();
    await expect.poll(shown, { timeout: 10_000 }).toContain(MSG.betNotSent);
    await expect(playButton(page)).toHaveText('PLAY');
    await expect(playButton(page)).toBeEnabled();
    expect(await sim.balance(PLAYER.id)).toBe(start);
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'PLAY', exact: true }).click();
    await expect(page).toHaveURL(/\/receipt$/);
    expect(await sim.balance(PLAYER.id)).toBe(start - 20);
    expect(errors).toEqual([]);
  });

  test('COPY PASTE whose history cannot be read either: locked with the way to Bid History — unlocked as soon as the connection is back', async ({ page, sim }) => {
    const errors = collectErrors(page);
    await sim.start();
    await sim.storeLogin();
    const market = await openMarket(sim);
    const start = await sim.balance(PLAYER.id);
    const shown = watchTexts(page);
    await page.goto(`/copypaste/${market}`);
    await TABS[2]!.enter(page);
    // the connection drops on every call (the phone still believes it is online)
    await sim.call('faults', { faults: [{ path: '*', kind: 'network' }] }, 'PUT');
    await page.getByRole('button', { name: 'PLAY', exact: true }).click();
    await expect.poll(shown, { timeout: 15_000 }).toContain(MSG.betUnconfirmed);
    await expect(playButton(page)).toHaveText('Processing...');
    await expect(page.getByRole('link', { name: 'Check Bid History' })).toBeVisible();
    // the connection comes back: the phone goes offline and online again, and the history answers at once
    await sim.call('faults', undefined, 'DELETE');
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(playButton(page)).toHaveText('PLAY', { timeout: 5000 });
    await expect(playButton(page)).toBeEnabled();
    expect(await shown()).toContain(MSG.betNotPlaced);
    expect(await sim.balance(PLAYER.id)).toBe(start);
    expect(errors).toEqual([]);
  });
});
