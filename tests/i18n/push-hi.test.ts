// @vitest-environment jsdom
/** A result notice from the simulated push provider reads in the player's language (issue 38, decision 112). */
import { formatRupees } from '../../domain/rules';
import { PLAYER_MOBILES } from '../../fixtures';
import { setupTestSimulator } from '../../mock-server/transports/node';
import { pollSimPush } from '../../src/app/pwa/push/simPoll';
import { activateLanguage } from '../../src/i18n/i18n';
import { serverTextsLoaded } from '../../src/i18n/shownText';

const t = setupTestSimulator({ now: Date.parse('2026-03-02T03:30:00Z'), frozen: true }); // 09:00 IST: Delhi Bazar (id 2) open
const HOST = 'http://sim.test/';

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

it('a won result and a lost one, in Hindi, the amount grouped; a QA notice nobody knows as sent', async () => {
  await Promise.all([activateLanguage('hi'), serverTextsLoaded]);
  t.sim.state.settings.autoResults = false;
  const [P1, P2] = PLAYER_MOBILES;
  const a = t.sim.userByMobile(P1)!;
  const b = t.sim.userByMobile(P2)!;
  t.sim.setFcmToken(a.id, 'sim-a');
  t.sim.setFcmToken(b.id, 'sim-b');
  t.sim.adjust(a.id, 1000);
  t.sim.adjust(b.id, 1000);
  expect(t.sim.placeBet({ userId: a.id, marketId: '2', lines: [{ bet_numbers: '07', bet_money: 100, type: 1 }] })).toMatchObject({ ok: true });
  expect(t.sim.placeBet({ userId: b.id, marketId: '2', lines: [{ bet_numbers: '12', bet_money: 10, type: 1 }] })).toMatchObject({ ok: true });
  expect(t.sim.declareResult('2', '07')).toMatchObject({ ok: true });
  t.sim.sendPush({ mobile: P1, title: 'Gali opens soon', body: 'Play now' });
  const market = t.sim.market('2')!.name;
  const won = (100 * t.sim.state.settings.jodiRate) / 100;
  const shown = async (token: string) => {
    const registration = { showNotification: vi.fn(async (_title: string, _options?: NotificationOptions) => undefined) };
    await pollSimPush({ token, registration, apiHost: HOST });
    return registration.showNotification.mock.calls.map((c) => [c[0], c[1]?.body]);
  };
  expect(await shown('sim-a')).toEqual([
    [`${market} रिजल्ट: 07`, `आप ${formatRupees(won)} जीते! पैसा आपके वॉलेट में है।`],
    ['Gali opens soon', 'Play now'],
  ]);
  expect(await shown('sim-b')).toEqual([[`${market} रिजल्ट: 07`, 'रिजल्ट 07 आ गया। अपनी बेट ऐप में देखें।']]);
});
