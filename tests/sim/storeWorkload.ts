/**
 * Calls to an HTTP simulator (at `base`, e.g. `http://127.0.0.1:4010` or `…/s/{id}`) that change every part of a
 * world: OTP logins, bets, cancels, transfers, withdrawals and their approval, recharges, chat, a declared result,
 * clock moves, settings and the fault plan. Used by the store tests (a restart must give back the same world).
 */
import { CREDS } from './simCalls';

export async function ws(base: string, name: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) body.append(k, v);
  const res = await fetch(`${base}/Webservices/${name}`, { method: 'POST', body });
  const text = await res.text();
  return { http: res.status, body: (text.startsWith('{') ? JSON.parse(text) : { html: text }) as Record<string, unknown> };
}

export async function control(base: string, method: string, path: string, json?: unknown) {
  const res = await fetch(`${base}/__sim${path}`, {
    method,
    headers: json === undefined ? undefined : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { http: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function api(base: string, path: string, json: unknown) {
  const res = await fetch(`${base}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
  return { http: res.status, body: (await res.json()) as unknown };
}

/** Players of the world as the control API lists them. */
export async function players(base: string): Promise<Array<{ id: string; mobile: string; balance: number }>> {
  return (await control(base, 'GET', '/users')).body;
}

/** One pass over every kind of change; returns how many calls succeeded. */
export async function changeEverything(base: string): Promise<number> {
  let ok = 0;
  const count = (r: { http: number }) => {
    if (r.http < 400) ok++;
    return r;
  };
  const [a, b] = await players(base);
  if (!a || !b) throw new Error('the world needs two players');
  count(await control(base, 'POST', `/users/${a.id}/adjust`, { amount: 5000 }));
  count(await control(base, 'POST', `/users/${b.id}/adjust`, { amount: 3000 }));
  count(await ws(base, 'login', { mobile: a.mobile }));
  const otp = (await control(base, 'GET', `/sms?mobile=${a.mobile}`)).body[0]?.code as string;
  count(await ws(base, 'login', { mobile: a.mobile, otp }));
  const lines = JSON.stringify([{ bet_numbers: '07', bet_money: 10, type: 1 }, { bet_numbers: '3', bet_money: 5, type: 2 }]);
  for (let i = 0; i < 5; i++) count(await ws(base, 'game_bet', { user_id: a.id, game_id: '2', game_type: '1', bet_numbers: lines, grand_total: '15' }));
  count(await api(base, `game.php?action=p2ptransfer&user=${a.id}`, { username: b.mobile, amount: '100' }));
  count(await ws(base, 'withdraw_money', { user_id: b.id, amount: '600', type: 'Bank', number: '', bank_ac_no: '123456789012', ifsc_code: 'SBIN0001234', ac_holder_name: 'Asha Rao', bank_name: 'State Bank of India' }));
  count(await control(base, 'POST', '/faults', { path: 'game_list', kind: 'status', status: 503, times: 1 }));
  count(await ws(base, 'game_list', {}));
  count(await control(base, 'PATCH', '/settings', { jodiRate: 9600 }));
  count(await control(base, 'POST', '/clock', { advanceMs: 60_000 }));
  count(await control(base, 'POST', '/markets/2/result', { number: '07' }));
  return ok;
}
