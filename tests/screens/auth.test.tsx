// @vitest-environment jsdom
/** Login, Register and Forgot password against the simulator (spec §2, §4, §5, §8). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PLAYER_MOBILES } from '../../fixtures';
import { config } from '../../src/config';
import { renderAt, screenSimulator } from './withLocation';
import { heldClockSync, toast } from './screen-helpers';

const t = screenSimulator();
const [P1] = PLAYER_MOBILES;
const NEW_MOBILE = '9123456789';

async function sendLoginOtp(mobile: string, path = '/login') {
  const user = userEvent.setup({ delay: null });
  const r = renderAt(path);
  await user.type(await screen.findByLabelText('Mobile number'), mobile);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
  return { user, ...r };
}

describe('adults only, before an account exists', () => {
  it.each(['/login', '/register', '/forgot-password'])('%s shows 18+ and a link to the risk disclosure', async (path) => {
    renderAt(path);
    const notice = await screen.findByRole('note', { name: 'Adults only' });
    expect(notice).toHaveTextContent('18+');
    expect(within(notice).getByRole('link', { name: 'Risk disclosure' })).toHaveAttribute('href', '/risk-disclosure');
  });

  it('a visitor opens the risk disclosure; Back leads to /login', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/login');
    await user.click(within(await screen.findByRole('note', { name: 'Adults only' })).getByRole('link', { name: 'Risk disclosure' }));
    await waitFor(() => expect(location()).toBe('/risk-disclosure'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk disclosure' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
  });
});

describe('Login', () => {
  it('sends the OTP, verifies it and lands on /dashboard with the session stored', async () => {
    const { user, store, location } = await sendLoginOtp(P1);
    expect(await toast('OTP send successfully!')).toHaveAttribute('data-kind', 'success');
    // a registered player: no referral field
    expect(screen.queryByLabelText('Referral Code')).not.toBeInTheDocument();
    const code = t.sim.lastOtp(P1);
    expect(code).toMatch(/^\d{6}$/);
    await user.type(screen.getByLabelText('OTP'), code!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Login' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    const id = t.sim.userByMobile(P1)!.id;
    expect(store.getState().session).toEqual({ userId: id, mobile: P1 });
    expect(localStorage.getItem('user_id')).toBe(id);
    expect(localStorage.getItem('mobile')).toBe(P1);
    expect(await toast('Login successfully!')).toHaveAttribute('data-kind', 'success');
  });

  it('also serves / and shows the install button, links to register and forgot password', async () => {
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    const install = screen.getByRole('link', { name: /Install Android Application/ });
    expect(install).toHaveAttribute('href', config.productSite);
    expect(install).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: /Forgot password/ })).toHaveAttribute('href', '/forgot-password');
  });

  it('on iPhone the install button does nothing (disabled, with a hint)', async () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    try {
      renderAt('/login');
      const install = await screen.findByRole('button', { name: /Install Android Application/ });
      expect(install).toBeDisabled();
      expect(screen.queryByRole('link', { name: /Install Android Application/ })).not.toBeInTheDocument();
      expect(screen.getByText(/Add to Home Screen/)).toBeInTheDocument();
    } finally {
      ua.mockRestore();
    }
  });

  it('keeps digits only in the mobile field, at most 10', async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/login');
    const field = await screen.findByLabelText('Mobile number');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, 'ab 98-7654 3210 99');
    expect(field).toHaveValue('9876543210');
  });

  it("shows 'Please enter Mobile Number.' and 'Please enter OTP.'", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Send OTP' }));
    expect(await toast('Please enter Mobile Number.')).toHaveAttribute('data-kind', 'error');
    expect(t.sim.journal).toHaveLength(0);
    await user.type(screen.getByLabelText('Mobile number'), P1);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.click(await screen.findByRole('button', { name: 'Verify OTP & Login' }));
    expect(await toast('Please enter OTP.')).toHaveAttribute('data-kind', 'error');
    expect(t.sim.journal).toHaveLength(1);
  });

  it('a new mobile shows the Referral Code field (purpose 1) and the referral is sent', async () => {
    const { user, location } = await sendLoginOtp(NEW_MOBILE);
    const ref = screen.getByLabelText('Referral Code');
    await user.type(ref, P1);
    await user.type(screen.getByLabelText('OTP'), t.sim.lastOtp(NEW_MOBILE)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Login' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    const made = t.sim.userByMobile(NEW_MOBILE)!;
    expect(made.referrer).toBe(t.sim.userByMobile(P1)!.id);
  });

  it('sends the agent query parameter as agentId', async () => {
    const { user, location } = await sendLoginOtp(NEW_MOBILE, '/login?agent=AG-77');
    await user.type(screen.getByLabelText('OTP'), t.sim.lastOtp(NEW_MOBILE)!);
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Login' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(t.sim.userByMobile(NEW_MOBILE)!.agentId).toBe('AG-77');
    const verify = t.sim.journal.filter((j) => j.path.endsWith('Webservices/login')).at(-1)!;
    expect(verify.fields).toMatchObject({ mobile: NEW_MOBILE, agentId: 'AG-77' });
  });

  it('a wrong OTP shows the server message and stays on the OTP step', async () => {
    const { user, store, location } = await sendLoginOtp(P1);
    const wrong = t.sim.lastOtp(P1) === '000000' ? '111111' : '000000';
    await user.type(screen.getByLabelText('OTP'), wrong);
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Login' }));
    expect(await toast('Invalid OTP')).toHaveAttribute('data-kind', 'error');
    expect(location()).toBe('/login');
    expect(screen.getByLabelText('OTP')).toBeInTheDocument();
    expect(store.getState().session.userId).toBe('');
  });

  it('shows the loading overlay during a call and disables the button', async () => {
    t.sim.addFault({ path: 'Webservices/login', kind: 'latency', latencyMs: 150, times: 1 });
    const user = userEvent.setup({ delay: null });
    renderAt('/login');
    await user.type(await screen.findByLabelText('Mobile number'), P1);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
    await screen.findByLabelText('OTP');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('"Change number" goes back to step 1 with the number kept', async () => {
    const { user } = await sendLoginOtp(P1);
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(await screen.findByLabelText('Mobile number')).toHaveValue(P1);
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});

async function fillRegister(user: ReturnType<typeof userEvent.setup>, f: { name?: string; mobile?: string; password?: string }) {
  if (f.name) await user.type(screen.getByLabelText('Name'), f.name);
  if (f.mobile) await user.type(screen.getByLabelText('Mobile number'), f.mobile);
  if (f.password) await user.type(screen.getByLabelText('Password'), f.password);
}

describe('Register', () => {
  it('locks the recommendation code from the route', async () => {
    renderAt(`/register/${P1}`);
    const ref = await screen.findByLabelText('Recommendation code');
    expect(ref).toHaveValue(P1);
    expect(ref).toHaveAttribute('readonly');
  });

  it('falls back to the configured default recommendation code', async () => {
    renderAt('/register');
    const ref = await screen.findByLabelText('Recommendation code');
    expect(ref).toHaveValue(config.defaultRefcode);
    expect(ref).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: /Login/ })).toHaveAttribute('href', '/login');
  });

  it("shows 'Enter required fields.' when a field is empty", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/register');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await toast('Enter required fields.')).toHaveAttribute('data-kind', 'error');
    await fillRegister(user, { name: 'Asha', mobile: NEW_MOBILE, password: 'pw12345' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // the code is still empty
    await waitFor(() => expect(screen.getAllByText('Enter required fields.')).toHaveLength(2));
    expect(t.sim.journal).toHaveLength(0);
  });

  it("the OTP button needs the mobile: 'Please enter mobile number'", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/register');
    await user.click(await screen.findByRole('button', { name: 'OTP' }));
    expect(await toast('Please enter mobile number')).toHaveAttribute('data-kind', 'error');
    expect(t.sim.journal).toHaveLength(0);
  });

  it("after a send the OTP button shows 'WAIT 60s' and is disabled", async () => {
    const user = userEvent.setup({ delay: null });
    renderAt('/register');
    await fillRegister(user, { mobile: NEW_MOBILE });
    await user.click(await screen.findByRole('button', { name: 'OTP' }));
    expect(await toast('OTP send successfully!')).toHaveAttribute('data-kind', 'success');
    const btn = await screen.findByRole('button', { name: 'WAIT 60s' });
    expect(btn).toBeDisabled();
    expect(t.sim.inbox(NEW_MOBILE)).toHaveLength(1);
  });

  it("the OTP wait is counted on the simulator's clock: frozen it holds, advanced a minute it ends within a second or two", async () => {
    const sync = heldClockSync();
    try {
      await sync.poll();
      const user = userEvent.setup({ delay: null });
      renderAt('/register');
      await screen.findByLabelText('Mobile number');
      await fillRegister(user, { mobile: NEW_MOBILE });
      await user.click(await screen.findByRole('button', { name: 'OTP' }));
      await screen.findByRole('button', { name: 'WAIT 60s' });
      await sync.poll(); // the simulator's clock is frozen: a poll, and a second on the phone, change nothing
      await new Promise((r) => setTimeout(r, 1300)); // (a wait for nothing to happen: a slow machine cannot fail it)
      expect(screen.getByRole('button', { name: 'WAIT 60s' })).toBeDisabled();
      t.sim.setClock({ advanceMs: 60_000 });
      await sync.poll(); // the first poll after the move (SIM_CLOCK_POLL_MS = 1 s) is enough
      expect(await screen.findByRole('button', { name: 'OTP' })).toBeEnabled();
    } finally {
      sync.stop();
    }
  });

  it('registers with the OTP from the inbox, then goes to /login after 1 s', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt(`/register/${P1}`);
    await screen.findByLabelText('Name');
    await fillRegister(user, { name: 'Asha Rao', mobile: NEW_MOBILE, password: 'pw12345' });
    await user.click(screen.getByRole('button', { name: 'OTP' }));
    await screen.findByRole('button', { name: /^WAIT/ });
    await user.type(screen.getByLabelText('Verification code'), t.sim.lastOtp(NEW_MOBILE)!);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await toast('Registration successfully!')).toHaveAttribute('data-kind', 'success');
    expect(location()).toBe(`/register/${P1}`);
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
    await waitFor(() => expect(location()).toBe('/login'));
    const made = t.sim.userByMobile(NEW_MOBILE)!;
    expect(made).toMatchObject({ name: 'Asha Rao', password: 'pw12345', referrer: t.sim.userByMobile(P1)!.id });
  });

  it('shows the server message when registration fails and stays', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/register');
    await screen.findByLabelText('Name');
    await fillRegister(user, { name: 'Asha', mobile: P1, password: 'pw12345' });
    await user.click(screen.getByRole('button', { name: 'OTP' }));
    await screen.findByRole('button', { name: /^WAIT/ });
    await user.type(screen.getByLabelText('Verification code'), t.sim.lastOtp(P1)!);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await toast('Mobile number already registered')).toHaveAttribute('data-kind', 'error');
    expect(location()).toBe('/register');
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});

describe('empty or shapeless replies are failures', () => {
  it.each([
    ['an empty array', []],
    ['an empty object', {}],
    ['an array without a verdict', [{ id: '5' }]],
  ])('registration answered with %s shows a failure and stays', async (_what, reply) => {
    t.server.use(http.post('*/api/auth.php', () => HttpResponse.json(reply)));
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt(`/register/${P1}`);
    await screen.findByLabelText('Name');
    await fillRegister(user, { name: 'Asha Rao', mobile: NEW_MOBILE, password: 'pw12345' });
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const shown = await screen.findByText(/The server sent an empty reply|Unexpected reply from the server/, { selector: '.toast span' });
    expect(shown.closest('.toast')).toHaveAttribute('data-kind', 'error');
    expect(screen.queryByText('Registration successfully!')).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1300));
    expect(location()).toBe(`/register/${P1}`);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});

describe('Forgot password', () => {
  it('updates the password, then goes to /login after 1 s', async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/forgot-password');
    await user.type(await screen.findByLabelText('Mobile number'), P1);
    await user.click(screen.getByRole('button', { name: 'OTP' }));
    expect(await toast('OTP send successfully!')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), t.sim.lastOtp(P1)!);
    await user.type(screen.getByLabelText('New password'), 'newpass9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toast('Password successfully updated!')).toHaveAttribute('data-kind', 'success');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(t.sim.userByMobile(P1)!.password).toBe('newpass9');
  });

  it("shows 'Enter required fields.', 'Please enter mobile number' and the server message", async () => {
    const user = userEvent.setup({ delay: null });
    const { location } = renderAt('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await toast('Enter required fields.')).toHaveAttribute('data-kind', 'error');
    await user.click(screen.getByRole('button', { name: 'OTP' }));
    expect(await toast('Please enter mobile number')).toHaveAttribute('data-kind', 'error');
    expect(t.sim.journal).toHaveLength(0);
    // an unregistered mobile: the server refuses
    await user.type(screen.getByLabelText('Mobile number'), NEW_MOBILE);
    await user.click(screen.getByRole('button', { name: 'OTP' }));
    await screen.findByRole('button', { name: /^WAIT/ });
    await user.type(screen.getByLabelText('OTP'), t.sim.lastOtp(NEW_MOBILE)!);
    await user.type(screen.getByLabelText('New password'), 'x1y2z3');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await toast('Mobile number is not registered')).toHaveAttribute('data-kind', 'error');
    expect(location()).toBe('/forgot-password');
  });

  it('links to login and register', async () => {
    renderAt('/forgot-password');
    const nav = await screen.findByRole('navigation', { name: 'Account links' });
    expect(within(nav).getByRole('link', { name: /Login/ })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: /Register/ })).toHaveAttribute('href', '/register');
  });
});

