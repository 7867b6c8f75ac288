/**
 * The simulated payment gateway pages.
 *  - GET /__sim/gateway/:id — the page `add_money_gateway` sends the browser to: Approve / Fail a pending payment.
 *  - GET {base}/upi/pay.php?user={mobile}&am={amount} — the alternate gateway the alternate recharge screen opens in
 *    a new tab (spec §2; path in domain/altGateway.ts). Approve / Fail post to the same path, which creates the
 *    payment and settles it at once through the payments domain (createPayment, then approvePayment or failPayment):
 *    loading the page creates nothing, so a reload or an abandoned tab leaves no pending payment behind.
 *    The page checks the user (login mobile, or id) and that `am` is a whole number of rupees; the recharge limits
 *    are the payments domain's, reported on the click as the gateway would.
 */
import { ALT_GATEWAY_PATH } from '../../domain/altGateway';
import { fail, wholeRupees, type Payment, type Result, type Sim, type User } from '../core';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A gateway page (served, or fetched and shown by the browser transport): GET /__sim/gateway/:id or the alternate path. */
export function isGatewayPage(pathname: string): boolean {
  return pathname.startsWith('/__sim/gateway/') || pathname.endsWith(`/${ALT_GATEWAY_PATH}`);
}

/**
 * The click: a POST, then the outcome in #msg and back to the app (on a refusal too when `backAnyway`).
 * An onclick body: inline handlers work both when served and when injected by the browser transport.
 */
function onClick(url: string, body: object | null, verb: 'approve' | 'fail', returnUrl: string, backAnyway = false): string {
  const init = body ? `{method:'POST',headers:{'content-type':'application/json'},body:${JSON.stringify(JSON.stringify(body))}}` : `{method:'POST'}`;
  return esc(
    `this.disabled=true;fetch(${JSON.stringify(url)},${init}).then(function(r){return r.json()}).then(function(b){` +
      `document.getElementById('msg').textContent=b.ok?${JSON.stringify(verb === 'approve' ? 'Payment successful' : 'Payment failed')}:b.error;` +
      `${backAnyway ? '' : 'if(b.ok)'}setTimeout(function(){location.href=${JSON.stringify(returnUrl)}},600)})`,
  );
}

function shell(dataAttr: string, id: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Simulated payment gateway</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f4f8;color:#222}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
h1{font-size:20px}.amt{font-size:36px;font-weight:700;margin:8px 0}button{font-size:18px;padding:12px 20px;margin:8px 8px 0 0;border:0;border-radius:8px;background:#2e7d32;color:#fff}button.fail{background:#c62828}</style>
</head><body><main ${dataAttr}="${esc(id)}">${body}</main></body></html>`;
}

export function gatewayPage(sim: Sim, id: string): { status: number; html: string } {
  const p = sim.payment(id);
  const action = (verb: 'approve' | 'fail') => onClick(`/__sim/payments/${encodeURIComponent(id)}/${verb}`, null, verb, p?.returnUrl ?? '/dashboard', true);
  const body = !p
    ? `<h1>Payment not found</h1><p>No payment ${esc(id)}.</p><a href="/dashboard">Back to app</a>`
    : `<h1>Simulated UPI gateway</h1>
<p class="amt">₹${p.amount}</p>
<p>Payment <b>${esc(p.id)}</b> for ${esc(sim.user(p.userId)?.mobile ?? p.userId)} · <span id="status">${p.status}</span></p>
${
  p.status === 'pending'
    ? `<button id="approve" onclick="${action('approve')}">Approve</button>
<button id="fail" class="fail" onclick="${action('fail')}">Fail</button>`
    : ''
}
<p id="msg" role="status"></p>
<p><a href="${esc(p.returnUrl)}">Back to app</a></p>`;
  return { status: p ? 200 : 404, html: shell('data-sim-gateway', id, body) };
}

/** The alternate gateway's query: who pays (login mobile, or id) and how much. */
export interface AltGatewayQuery {
  user: string;
  am: string;
}

function checkAlt(sim: Sim, q: AltGatewayQuery): Result<{ user: User; amount: number }> {
  const user = q.user ? sim.userByCode(q.user) : undefined;
  if (!user) return fail('User not found');
  const amount = wholeRupees(q.am);
  if (amount === null) return fail('Please enter a valid amount');
  return { ok: true, user, amount };
}

/**
 * The alternate gateway page for `?user=&am=`. `postUrl`: the path the buttons post to (the page's own);
 * `returnUrl`: where the player goes after paying.
 */
export function altGatewayPage(sim: Sim, q: AltGatewayQuery, postUrl: string, returnUrl: string): { status: number; html: string } {
  const c = checkAlt(sim, q);
  const back = `<p><a href="${esc(returnUrl)}">Back to app</a></p>`;
  if (!c.ok) {
    const body = `<h1>Payment cannot start</h1><p id="msg" role="status">${esc(c.error)}</p>${back}`;
    return { status: c.error === 'User not found' ? 404 : 400, html: shell('data-sim-alt-gateway', '', body) };
  }
  const payload = (outcome: 'approve' | 'fail') => ({ user: c.user.mobile, am: String(c.amount), outcome, returnUrl });
  const body = `<h1>Simulated UPI gateway (alternate)</h1>
<p class="amt">₹${c.amount}</p>
<p>Recharge for ${esc(c.user.mobile)}</p>
<button id="approve" onclick="${onClick(postUrl, payload('approve'), 'approve', returnUrl)}">Approve</button>
<button id="fail" class="fail" onclick="${onClick(postUrl, payload('fail'), 'fail', returnUrl)}">Fail</button>
<p id="msg" role="status"></p>
${back}`;
  return { status: 200, html: shell('data-sim-alt-gateway', c.user.mobile, body) };
}

/** The alternate gateway's Approve / Fail: creates the payment and settles it in one step (all or nothing). */
export function settleAltGateway(sim: Sim, q: AltGatewayQuery & { outcome: string; returnUrl?: string }): Result<{ payment: Payment; credited: boolean }> {
  if (q.outcome !== 'approve' && q.outcome !== 'fail') return fail("outcome must be 'approve' or 'fail'");
  const c = checkAlt(sim, q);
  if (!c.ok) return c;
  const back = q.returnUrl && /^(\/(?!\/)|https?:\/\/)/.test(q.returnUrl) ? q.returnUrl : '/dashboard';
  const made = sim.createPayment(c.user.id, c.amount, back);
  if (!made.ok) return made;
  if (q.outcome === 'fail') {
    const failed = sim.failPayment(made.payment.id);
    return failed.ok ? { ok: true, payment: failed.payment, credited: false } : failed;
  }
  return sim.approvePayment(made.payment.id);
}
