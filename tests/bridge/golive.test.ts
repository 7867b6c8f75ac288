/**
 * npm run golive never passes a backend it could not reach (issue 42, decision 100): run as an operator runs it (a
 * child process) against a small PHP-style backend (tests/bridge/badBackend.ts), it exits 0 and says "No drift" only
 * when every call got a reply that matched the contract; a refused port, a call that never answers, a refused OTP,
 * a check that outlives its deadline each end in one sentence naming the cause, exit 1, no stack trace. Small
 * deadlines (--timeout-ms, --deadline-ms): each test waits on the process's exit.
 */
import { goLive } from '../../bridge/golive';
import { refusedPort, startBadBackend, type BadBackend } from './badBackend';
import { NO_STACK, runCli } from './run';

const MOBILE = '9876543210';
const golive = (args: string[]) => runCli('bridge/golive.ts', ['--mobile', MOBILE, ...args]);

describe('npm run golive', () => {
  let backend: BadBackend;
  beforeEach(async () => {
    backend = await startBadBackend();
  });
  afterEach(() => backend.close());

  it('a backend that answers every call to the contract: "No drift", exit 0', async () => {
    const r = await golive(['--upstream', backend.url, '--otp', '123456']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('No drift: every reply matched the contract.');
    expect(r.stdout).toMatch(/20 requests, 20 matched the contract, 0 distinct deviations, 0 without a reply/);
    expect(r.code).toBe(0);
  });

  it('a port that refuses connections: one sentence before any call, exit 1', async () => {
    const port = await refusedPort();
    const r = await golive(['--upstream', `http://127.0.0.1:${port}/`, '--user-id', '7']);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('No drift');
    expect(r.stderr.trim()).toBe(`The backend cannot be reached: 127.0.0.1:${port} refused the connection: nothing listens there (ECONNREFUSED): no call was made.`);
  });

  it('a host name that does not resolve: one sentence, exit 1', async () => {
    const r = await golive(['--upstream', 'http://no-such-host.invalid/', '--user-id', '7']);
    expect(r.code).toBe(1);
    // ENOTFOUND where a name server answers, EAI_AGAIN where none can be asked
    expect(r.stderr.trim()).toMatch(/^The backend cannot be reached: the host name of no-such-host\.invalid (does not resolve \(ENOTFOUND\)|could not be looked up \(EAI_AGAIN\)): no call was made\.$/);
  });

  it('one call that never answers: reported with its call, exit 1 within the call deadline', async () => {
    backend.plan.game_chart = 'hang';
    const r = await golive(['--upstream', backend.url, '--user-id', '7', '--timeout-ms', '1000']);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('No drift');
    expect(r.stdout).toMatch(/drift {2}game_chart: reply no reply in time — no reply within 1000 ms/);
    expect(r.stdout).toContain('1 of 18 calls got no reply from the backend: game_chart (no reply in time).');
  });

  it('a reset and a cut reply: both named, exit 1', async () => {
    backend.plan.profile = 'reset';
    backend.plan.bankCard = 'cut';
    const r = await golive(['--upstream', backend.url, '--user-id', '7']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('2 of 18 calls got no reply from the backend: bankCard (cut mid-body), profile (reset before reply).');
  });

  it('a backend that stops answering everything: the overall deadline ends the check, exit 1', async () => {
    for (const call of ['game_list', 'game_rule', 'profile', 'game_details'] as const) backend.plan[call] = 'hang';
    const r = await golive(['--upstream', backend.url, '--user-id', '7', '--timeout-ms', '60000', '--deadline-ms', '500']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe('The go-live check did not finish within 500 ms (--deadline-ms): 0 calls answered, game_list was still waiting for the backend.');
    expect(r.stderr).not.toMatch(NO_STACK);
  });

  it('every call without a reply: no call reached the backend, exit 1', async () => {
    for (const call of ['game_list', 'game_rule', 'profile', 'game_details', 'game_chart', 'transaction_history', 'my_bets', 'my_bets_cancel', 'group_list', 'chatlist', 'bankCard', 'bankCardDetail', 'promotion', 'inviteRecord', 'resultRec', 'betRec'] as const) backend.plan[call] = 'reset';
    const r = await golive(['--upstream', backend.url, '--user-id', '7']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('No call reached the backend: none of the 18 calls got a reply.');
  });

  it('an OTP the server refuses: its message, exit 1; a login that never answers: said so', async () => {
    backend.replies.login = (form) => (form.otp ? { status: 0, msg: `Invalid OTP ${form.otp}` } : undefined);
    const refused = await golive(['--upstream', backend.url, '--otp', '654321']);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe('login gave no user id: the server answered "Invalid OTP [secret]" to the OTP; check it, or pass --user-id.');
    expect(refused.stdout + refused.stderr).not.toContain('654321');

    backend.replies.login = () => undefined;
    backend.plan.login = 'reset';
    const lost = await golive(['--upstream', backend.url, '--otp', '654321']);
    expect(lost.code).toBe(1);
    expect(lost.stderr.trim()).toBe(`login (step 1, which sends the OTP) got no reply from the backend: reset before reply: ${backend.url.slice(7, -1)} closed the connection before replying (ECONNRESET).`);
    expect(lost.stderr).not.toMatch(NO_STACK);
  });

  it('every call answering 404: the path-prefix hint, exit 1', async () => {
    const r = await golive(['--upstream', `${backend.url}wrong/`, '--user-id', '7']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('Every call answered 404: wrong path prefix? the upstream URL should end where Webservices/ and api/ begin.');
  });
});

describe('goLive', () => {
  it('builds its forms from the contract: each Webservices call with the fields WS_CALLS declares', async () => {
    const backend = await startBadBackend();
    const forms: Array<[string, string[]]> = [];
    for (const call of ['game_rule', 'game_chart', 'transaction_history'] as const) {
      backend.replies[call] = (form) => {
        forms.push([call, Object.keys(form).sort()]);
        return undefined;
      };
    }
    try {
      const r = await goLive({ upstream: backend.url, mobile: MOBILE, userId: '7', credentials: [{ name: 'app_id', value: 'a1' }, { name: 'app_key', value: 'k1' }] });
      expect(r.failures).toEqual([]);
      expect(forms).toEqual([
        ['game_rule', ['app_id', 'app_key', 'user_id']],
        ['game_chart', ['app_id', 'app_key', 'game_id', 'user_id']],
        ['transaction_history', ['app_id', 'app_key', 'page', 'user_id']],
      ]);
    } finally {
      await backend.close();
    }
  });
});
