/** The simulated payment gateway page (GET /__sim/gateway/:id): Approve / Fail, then back to the app. */
import type { Sim } from '../core';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An onclick body; inline handlers work both when served and when injected by the browser transport. */
function action(paymentId: string, verb: 'approve' | 'fail', returnUrl: string): string {
  const url = JSON.stringify(`/__sim/payments/${encodeURIComponent(paymentId)}/${verb}`);
  return esc(
    `this.disabled=true;fetch(${url},{method:'POST'}).then(function(r){return r.json()}).then(function(b){` +
      `document.getElementById('msg').textContent=b.ok?${JSON.stringify(verb === 'approve' ? 'Payment successful' : 'Payment failed')}:b.error;` +
      `setTimeout(function(){location.href=${JSON.stringify(returnUrl)}},600)})`,
  );
}

export function gatewayPage(sim: Sim, id: string): { status: number; html: string } {
  const p = sim.payment(id);
  const body = !p
    ? `<h1>Payment not found</h1><p>No payment ${esc(id)}.</p><a href="/dashboard">Back to app</a>`
    : `<h1>Simulated UPI gateway</h1>
<p class="amt">₹${p.amount}</p>
<p>Payment <b>${esc(p.id)}</b> for ${esc(sim.user(p.userId)?.mobile ?? p.userId)} · <span id="status">${p.status}</span></p>
${
  p.status === 'pending'
    ? `<button id="approve" onclick="${action(p.id, 'approve', p.returnUrl)}">Approve</button>
<button id="fail" class="fail" onclick="${action(p.id, 'fail', p.returnUrl)}">Fail</button>`
    : ''
}
<p id="msg" role="status"></p>
<p><a href="${esc(p.returnUrl)}">Back to app</a></p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Simulated payment gateway</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f4f8;color:#222}main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 8px #0002}
h1{font-size:20px}.amt{font-size:36px;font-weight:700;margin:8px 0}button{font-size:18px;padding:12px 20px;margin:8px 8px 0 0;border:0;border-radius:8px;background:#2e7d32;color:#fff}button.fail{background:#c62828}</style>
</head><body><main data-sim-gateway="${esc(id)}">${body}</main></body></html>`;
  return { status: p ? 200 : 404, html };
}
