/**
 * Spec §8 'Failed calls are logged': every failed call is logged once through src/api/log.ts (path, HTTP status, the
 * reply's text, a recovered PHP notice), and no credential, password or OTP value ever reaches the log.
 */
import { HttpResponse } from 'msw';
import { authApi } from '../../src/api/auth';
import { bettingApi } from '../../src/api/betting';
import { MARKED_NAMES } from '../../domain/sensitive';
import { SECRET_FIELDS } from '../../src/api/callLog';
import { setApiLogSink, type ApiLogEntry } from '../../src/api/log';
import { marketsApi } from '../../src/api/markets';
import { MESSAGES } from '../../src/api/normalize';
import { walletApi } from '../../src/api/wallet';
import { setupStore } from '../../src/app/store';
import { setupRecordingApi } from './helpers';

const CREDS = [
  { name: 'app_id', value: 'cred-one-value' },
  { name: 'app_key', value: 'cred-two-secret' },
];
const { replies } = setupRecordingApi(CREDS);

const PHP_PAGE =
  '<br />\n<b>Fatal error</b>:  Uncaught mysqli_sql_exception: Too many connections in /var/www/html/Webservices/index.php:12\n' +
  'Stack trace:\n#0 {main}\n  thrown in <b>/var/www/html/Webservices/index.php</b> on line <b>12</b><br />\n';

let logged: ApiLogEntry[] = [];
beforeEach(() => {
  logged = [];
  setApiLogSink((e) => logged.push(e));
});
afterEach(() => setApiLogSink(undefined));

const store = () => setupStore({ session: { userId: '101', mobile: '9876543210' } });

describe('failed calls are logged once', () => {
  it('a successful call logs nothing', async () => {
    const s = store();
    const r = await s.dispatch(marketsApi.endpoints.gameList.initiate());
    expect(r.data?.kind).toBe('ok');
    expect(logged).toEqual([]);
  });

  it('an HTML error page: path, status, its text (never shown to the player) and the message the player got', async () => {
    replies['Webservices/game_list'] = () => new HttpResponse(PHP_PAGE, { status: 200 });
    const s = store();
    await s.dispatch(marketsApi.endpoints.gameList.initiate());
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ kind: 'failure', method: 'POST', path: 'Webservices/game_list', status: 200, message: MESSAGES.serverProblem });
    expect(logged[0]?.text).toContain('Fatal error : Uncaught mysqli_sql_exception: Too many connections');
  });

  it('a non-2xx reply and a call with no reply (offline: status 0)', async () => {
    replies['Webservices/game_bet'] = () => new HttpResponse('Bad gateway', { status: 502, statusText: 'Bad Gateway' });
    replies['Webservices/my_bets'] = () => HttpResponse.error();
    const s = store();
    await s.dispatch(bettingApi.endpoints.placeBet.initiate({ gameId: '3', lines: [{ bet_numbers: '07', bet_money: 10, type: 1 }], total: 10 }));
    await s.dispatch(bettingApi.endpoints.myBets.initiate());
    expect(logged).toEqual([
      expect.objectContaining({ kind: 'failure', path: 'Webservices/game_bet', status: 502, text: 'Bad gateway', message: 'Server error (502 Bad Gateway).' }),
      expect.objectContaining({ kind: 'failure', path: 'Webservices/my_bets', status: 0, message: MESSAGES.offline }),
    ]);
  });

  it('a server failure reply and a reply the endpoint finds empty are logged with the reply text', async () => {
    replies['Webservices/game_bet_cancel'] = { status: 0, msg: 'Cancel time is over' };
    replies['api/auth.php?action=addusers'] = [];
    const s = store();
    await s.dispatch(bettingApi.endpoints.cancelBet.initiate({ betId: '9' }));
    await s.dispatch(authApi.endpoints.register.initiate({ name: 'A', otp: '1', username: '9000000009', password: 'x', refcode: '9000000001' }));
    expect(logged).toEqual([
      expect.objectContaining({ path: 'Webservices/game_bet_cancel', status: 200, message: 'Cancel time is over', text: '{"status":0,"msg":"Cancel time is over"}' }),
      expect.objectContaining({ method: 'POST', path: 'api/auth.php?action=addusers', status: 200, message: MESSAGES.empty, text: '[]' }),
    ]);
  });

  it('a PHP notice recovered before a good reply is logged as a notice', async () => {
    replies['Webservices/game_list'] = () =>
      new HttpResponse('<br />\n<b>Notice</b>:  Undefined index: agentId in <b>/var/www/html/x.php</b> on line <b>4</b><br />\n{"status":1,"msg":"ok"}');
    const s = store();
    const r = await s.dispatch(marketsApi.endpoints.gameList.initiate());
    expect(r.data?.kind).toBe('ok');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ kind: 'notice', path: 'Webservices/game_list', status: 200 });
    expect(logged[0]?.notice).toContain('Undefined index: agentId');
  });

  it('query values other than the action (user id, mobile) stay out of the path', async () => {
    replies['api/game.php?action=bankcard'] = () => new HttpResponse('oops', { status: 500 });
    const s = store();
    await s.dispatch(walletApi.endpoints.bankCard.initiate());
    expect(logged[0]?.path).toBe('api/game.php?action=bankcard');
    expect(JSON.stringify(logged)).not.toContain('101');
  });

  it('never logs a credential, password or OTP value, even when the server echoes it', async () => {
    replies['api/auth.php?action=addusers'] = {
      status: 0,
      msg: 'Wrong OTP 654321 for password pw-Secret-9 (cred-two-secret)',
      otp: '654321',
      password: 'pw-Secret-9',
    };
    replies['api/auth.php?action=resetpassword'] = () => new HttpResponse(`<b>Warning</b>: bad login pw-Other-7 / 112233 app cred-one-value`, { status: 200 });
    replies['Webservices/updatefcm'] = { status: 0, msg: 'token push-token-xyz rejected' };
    const s = store();
    await s.dispatch(authApi.endpoints.register.initiate({ name: 'A', otp: '654321', username: '9000000009', password: 'pw-Secret-9', refcode: '9000000001' }));
    await s.dispatch(authApi.endpoints.resetPassword.initiate({ otp: '112233', username: '9000000009', password: 'pw-Other-7' }));
    await s.dispatch(bettingApi.util.resetApiState());
    const { profileApi } = await import('../../src/api/profile');
    await s.dispatch(profileApi.endpoints.updateFcm.initiate({ token: 'push-token-xyz' }));
    expect(logged).toHaveLength(3);
    const text = JSON.stringify(logged);
    for (const secret of ['654321', 'pw-Secret-9', 'cred-two-secret', 'cred-one-value', 'pw-Other-7', '112233', 'push-token-xyz']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it("hides the fields the contract marks secret, no other list: its names are the contract's", () => {
    const contract = [...MARKED_NAMES].filter(([, mark]) => mark === 'secret').map(([name]) => name);
    expect(Object.keys(SECRET_FIELDS).sort()).toEqual(contract.sort());
  });

  it('production can silence the log', async () => {
    setApiLogSink(null);
    replies['Webservices/game_list'] = () => new HttpResponse(PHP_PAGE, { status: 200 });
    const s = store();
    await s.dispatch(marketsApi.endpoints.gameList.initiate());
    expect(logged).toEqual([]);
  });
});
