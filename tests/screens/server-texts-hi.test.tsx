// @vitest-environment jsdom
/**
 * The backend's texts on the screens of a Hindi player (issue 38 point 1, decision 112): a PLAY refused for the
 * balance, a cancel's refund and the wallet history read in Hindi, their amounts kept and written the Indian way.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYER_MOBILES, RULES_HTML } from '../../fixtures';
import { RULES_HTML as KNOWN_RULES } from '../../domain/serverTexts';
import { activateLanguage } from '../../src/i18n/i18n';
import { serverTextsLoaded } from '../../src/i18n/shownText';
import { clearUnrecognised, unrecognisedTexts } from '../../src/i18n/unrecognised';
import { fixturePlayer } from '../simulator';
import { loggedInState, renderApp } from '../render';
import { betSimulator, GAME_ID, GAME_NAME, mockAlert, playerOf, renderBet } from './betting-helpers';

/** 2026-01-10 14:55 IST: Shree Ganesh (id 3) is open for betting, so a bet on it can be cancelled. */
const t = betSimulator();

beforeEach(async () => {
  await Promise.all([activateLanguage('hi'), serverTextsLoaded]);
  clearUnrecognised();
});
afterEach(() => activateLanguage('en'));

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('server texts in Hindi', () => {
  it('a JODI PLAY refused for the balance alerts the Hindi text, not the English the simulator sends', async () => {
    const alert = mockAlert();
    const u = playerOf(t.sim);
    const before = t.sim.balance(u.id);
    const user = userEvent.setup();
    renderBet(t.sim, `/play/${GAME_ID}`);
    await screen.findByRole('heading', { level: 1, name: GAME_NAME });
    await user.type(screen.getByLabelText(/^\S+ 11$/), String(before + 1));
    await user.click(screen.getByRole('button', { name: 'खेलें' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('वॉलेट में पर्याप्त बैलेंस नहीं है'));
    expect(t.sim.balance(u.id)).toBe(before);
    expect(unrecognisedTexts()).toEqual([]);
  });

  it('a cancel shows the Hindi refund text with its amount, and the wallet history reads in Hindi with the amounts', async () => {
    const user = userEvent.setup();
    const me = fixturePlayer(t.sim, PLAYER_MOBILES[0]);
    t.sim.adjust(me.id, 2000);
    const placed = t.sim.placeBet({ userId: me.id, marketId: GAME_ID, lines: [{ bet_numbers: '45', bet_money: 1500, type: 1 }] });
    if (!placed.ok) throw new Error(placed.error);
    const view = renderApp({ path: '/history/market', preloadedState: loggedInState(me.id, me.mobile) });
    await screen.findByRole('list');
    await user.click(screen.getByRole('button', { name: `${GAME_NAME} पर जोड़ी 45 की बेट कैंसल करें` }));
    await user.click(within(screen.getByRole('dialog', { name: 'बेट कैंसल करें' })).getByRole('button', { name: 'हाँ, कैंसल करें' }));
    expect(await screen.findByText('बेट कैंसल हो गई। ₹1,500 वॉलेट में वापस आ गए (कबाड़ कैंसल)')).toBeInTheDocument();
    view.unmount();

    renderApp({ path: '/history/all', preloadedState: loggedInState(me.id, me.mobile) });
    await screen.findByRole('list');
    const texts = rows().map((r) => r.querySelector('.history-row-desc')?.textContent ?? '');
    // the newest first: the refund, then the bet
    expect(texts[0]).toBe(`कबाड़ कैंसल — ${GAME_NAME} जोड़ी 45 की बेट का पैसा वापस`);
    expect(texts[1]).toBe(`${GAME_NAME} पर बेट (1 नंबर)`);
    expect(rows()[0]).toHaveTextContent('+₹1,500');
    // every line of the fixture player's history is one the app recognises: none is left in English
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) expect(text).toMatch(/[\u0900-\u097F]/);
    expect(unrecognisedTexts()).toEqual([]);
  });
});

describe('the rules on the Rate List in Hindi', () => {
  const open = () => {
    const me = fixturePlayer(t.sim, PLAYER_MOBILES[0]);
    return renderApp({ path: '/ratelist', preloadedState: loggedInState(me.id, me.mobile) });
  };

  it("the default world's rules (the known English text) read in Hindi", async () => {
    expect(t.sim.state.settings.rulesHtml).toBe(RULES_HTML);
    open();
    expect(await screen.findByRole('heading', { name: 'गेम के नियम', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('अंदर: रिजल्ट का पहला अंक चुनें; 100 के 980।')).toBeInTheDocument();
    expect(screen.queryByText(/pick a two-digit number/)).not.toBeInTheDocument();
  });

  it("the simulator's short default too, in any spacing; any other rules text is shown as sent", async () => {
    t.sim.state.settings.rulesHtml = `  ${KNOWN_RULES.short.replace('. ', '.  ')}\n`;
    const view = open();
    expect(await screen.findByText('जोड़ी पर 100 के 9800 मिलते हैं। अंदर और बाहर पर 100 के 980।')).toBeInTheDocument();
    view.unmount();
    t.sim.state.settings.rulesHtml = '<p>Jodi pays 9000 for 100 from Monday.</p>';
    open();
    expect(await screen.findByText('Jodi pays 9000 for 100 from Monday.')).toBeInTheDocument();
  });
});
