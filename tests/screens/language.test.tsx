// @vitest-environment jsdom
/**
 * The language of the screens (issues 25, 38; decisions 087, 114): the switch, its memory, Hindi and Marathi client
 * texts, server texts as sent.
 */
import { formatRupees } from '../../domain/rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickLanguage, LANG_KEY } from '../../src/i18n/language';
import { shownText } from '../../src/i18n/shownText';
import { t } from '../../src/i18n/runtime';
import { activateLanguage } from '../../src/i18n/i18n';
import { renderAt, screenSimulator } from './withLocation';

screenSimulator();

afterEach(() => localStorage.removeItem(LANG_KEY));

describe('choosing the language', () => {
  it('the first visit follows the browser: hi and hi-IN → Hindi, mr and mr-IN → Marathi, anything else English; a stored choice wins', () => {
    expect(pickLanguage(null, 'hi-IN')).toBe('hi');
    expect(pickLanguage(null, 'hi')).toBe('hi');
    expect(pickLanguage(null, 'mr-IN')).toBe('mr');
    expect(pickLanguage(null, 'MR')).toBe('mr');
    expect(pickLanguage(null, ' mr-in ')).toBe('mr');
    expect(pickLanguage(null, 'mrx')).toBe('en');
    expect(pickLanguage(null, 'en-IN')).toBe('en');
    expect(pickLanguage(null, 'bn-IN')).toBe('en');
    expect(pickLanguage(null, undefined)).toBe('en');
    expect(pickLanguage('en', 'hi-IN')).toBe('en');
    expect(pickLanguage('hi', 'en-US')).toBe('hi');
    expect(pickLanguage('mr', 'hi-IN')).toBe('mr');
    expect(pickLanguage('fr', 'hi-IN')).toBe('hi');
    expect(pickLanguage('fr', 'mr-IN')).toBe('mr');
  });

  it('the switch offers every language in its own script, Marathi among them, and applies it without a reload', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/login');
    const group = await screen.findByRole('group', { name: 'Language' });
    expect(within(group).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('lang')])).toEqual([
      ['हिंदी', 'hi'],
      ['मराठी', 'mr'],
      ['English', 'en'],
    ]);
    await user.click(within(group).getByRole('button', { name: 'मराठी' }));
    expect(await screen.findByRole('button', { name: 'OTP पाठवा' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('mr');
    expect(localStorage.getItem(LANG_KEY)).toBe('mr');
    expect(within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'मराठी' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'OTP पाठवा' }));
    expect(await screen.findByText('मोबाइल नंबर टाका.')).toBeInTheDocument(); // 'Please enter Mobile Number.'
  });

  it('the switch on /login changes every text without a reload, sets <html lang> and remembers the choice', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/login');
    const group = await screen.findByRole('group', { name: 'Language' });
    await user.click(within(group).getByRole('button', { name: 'हिंदी' }));
    expect(await screen.findByRole('button', { name: 'OTP भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'लॉगिन' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANG_KEY)).toBe('hi');
    expect(within(screen.getByRole('group', { name: 'भाषा' })).getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANG_KEY)).toBe('en');
  });

  it('a validation message of the spec shows in Hindi', async () => {
    await activateLanguage('hi');
    const user = userEvent.setup({ delay: null });
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('मोबाइल नंबर डालें।')).toBeInTheDocument(); // 'Please enter Mobile Number.'
  });
});

describe('texts that travel as data', () => {
  it("puts the client's own texts in the player's language, placeholders included", async () => {
    await activateLanguage('hi');
    expect(shownText('Insufficient Wallet balance', t)).toBe('वॉलेट में पर्याप्त बैलेंस नहीं है');
    expect(shownText('Please enter amount greater than 500', t)).toBe('500 से ज़्यादा राशि डालें');
    expect(shownText('Withdrawal time closed. Please try again between 09:00 and 21:00.', t)).toBe('निकासी का समय बंद है। 09:00 से 21:00 के बीच फिर कोशिश करें।');
    expect(shownText('Processing...', t)).toBe('हो रहा है...');
  });

  it("shows a server's message as the server sent it", async () => {
    await activateLanguage('hi');
    expect(shownText('Bet closed for this market', t)).toBe('Bet closed for this market');
    expect(shownText('मार्केट बंद है', t)).toBe('मार्केट बंद है');
  });

  it('says "PLAY is locked" in one sentence that names the button as the screen does, in every language', async () => {
    const locked = () => t('bet.locked', { play: t('bet.playBtn') });
    expect(locked()).toBe('PLAY is locked so this bet cannot be placed twice. See what went through first.');
    await activateLanguage('hi');
    expect(locked()).toBe('यह बेट दो बार न लगे, इसलिए खेलें बंद है। पहले देखें कि क्या लग चुका है।');
    await activateLanguage('mr');
    expect(locked()).toBe('ही बेट दोनदा लागू नये म्हणून खेळा बंद आहे. आधी काय लागले ते पाहा.');
  });

  it('counts with the language’s plural rules', async () => {
    // the amount comes formatted (formatRupees): the Indian grouping in every language
    expect(t('bet.added', { n: 1, total: formatRupees(10) })).toBe('Added 1 bet (₹10).');
    expect(t('bet.added', { n: 3, total: formatRupees(150000) })).toBe('Added 3 bets (₹1,50,000).');
    await activateLanguage('hi');
    expect(t('bet.added', { n: 1, total: formatRupees(10) })).toBe('1 बेट जोड़ी गई (₹10)।');
    expect(t('bet.added', { n: 3, total: formatRupees(150000) })).toBe('3 बेट जोड़ी गईं (₹1,50,000)।');
    await activateLanguage('mr');
    expect(t('bet.added', { n: 1, total: formatRupees(10) })).toBe('1 बेट जोडली (₹10).');
    expect(t('bet.added', { n: 3, total: formatRupees(150000) })).toBe('3 बेट जोडल्या (₹1,50,000).');
  });
});
