// @vitest-environment jsdom
/** Rate list (/ratelist) and Help (/help), spec §2. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../src/config';
import { whatsappSupportUrl } from '../../src/features/info/HelpScreen';
import { renderAt, screenSimulator } from './withLocation';
import { loginPlayer } from './screen-helpers';

const t = screenSimulator();

describe('Rate list', () => {
  it("shows Jodi '100 ke 9800' and Harf '100 ke 980' from game_rule, and the rules", async () => {
    loginPlayer(t);
    renderAt('/ratelist');
    const table = await screen.findByRole('table', { name: 'Rates' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Jodi/ })).toHaveTextContent('100 ke 9800'));
    expect(within(table).getByRole('row', { name: /Harf/ })).toHaveTextContent('100 ke 980');
    expect(screen.getByRole('heading', { name: 'Game rules' })).toBeInTheDocument();
    expect(screen.getByText(/pick a two-digit number/)).toBeInTheDocument();
  });

  it('follows the server rates and sanitizes the rules HTML', async () => {
    loginPlayer(t);
    t.sim.state.settings.jodiRate = 9500;
    t.sim.state.settings.hurfRate = 950;
    t.sim.state.settings.rulesHtml = '<p id="r">Play fair<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script></p><a href="javascript:alert(1)">x</a>';
    const { container } = renderAt('/ratelist');
    expect(await screen.findByText('100 ke 9500')).toBeInTheDocument();
    expect(screen.getByText('100 ke 950')).toBeInTheDocument();
    const rules = await screen.findByText('Play fair');
    expect(rules.closest('.prose')!.innerHTML).not.toMatch(/onerror|script|javascript:/i);
    expect(container.querySelector('script')).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('shows the server message and a retry when the call fails', async () => {
    loginPlayer(t);
    t.sim.addFault({ path: 'Webservices/game_rule', kind: 'error', times: 1 });
    const user = userEvent.setup({ delay: null });
    renderAt('/ratelist');
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('100 ke 9800')).toBeInTheDocument();
  });
});

describe('Help', () => {
  it('logged out: Hindi note, WhatsApp to the configured number, Telegram; no profile call', async () => {
    renderAt('/help');
    expect(await screen.findByText(/स्क्रीनशॉट/)).toBeInTheDocument();
    const wa = screen.getByRole('link', { name: /WhatsApp/ });
    expect(wa).toHaveAttribute('href', `https://wa.me/${config.whatsappNumber}`);
    expect(wa).toHaveAttribute('target', '_blank');
    const tg = screen.getByRole('link', { name: /Telegram/ });
    expect(tg).toHaveAttribute('href', config.telegramUrl);
    expect(tg).toHaveAttribute('target', '_blank');
    expect(t.sim.journal).toHaveLength(0);
  });

  it('logged in: WhatsApp goes to the setting contact_info (a number)', async () => {
    loginPlayer(t);
    t.sim.state.settings.contactInfo = '+91 88888 77777';
    renderAt('/help');
    await waitFor(() => expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/918888877777'));
  });

  it('logged in: WhatsApp goes to the setting contact_info (a URL)', async () => {
    loginPlayer(t);
    t.sim.state.settings.contactInfo = 'https://wa.me/917777766666?text=Hi';
    renderAt('/help');
    await waitFor(() => expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/917777766666?text=Hi'));
  });
});

describe('whatsappSupportUrl', () => {
  it('reads contact_info as a URL or a number, else falls back to the configured number', () => {
    expect(whatsappSupportUrl('8888877777', '919999999999')).toBe('https://wa.me/918888877777');
    expect(whatsappSupportUrl('08888877777', '919999999999')).toBe('https://wa.me/918888877777');
    expect(whatsappSupportUrl('wa.me/918888877777', '919999999999')).toBe('https://wa.me/918888877777');
    expect(whatsappSupportUrl('', '919999999999')).toBe('https://wa.me/919999999999');
    expect(whatsappSupportUrl('12345', '919999999999')).toBe('https://wa.me/919999999999');
    expect(whatsappSupportUrl('javascript:alert(1)', '919999999999')).toBe('https://wa.me/919999999999');
  });
});
