import type { Page } from '@playwright/test';

/** Calls the simulator's control API from inside the page (the service worker answers it). */
export async function simCall<T = unknown>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(`/__sim/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return res.json();
    },
    { path, body },
  ) as Promise<T>;
}

/** The wallet balance the simulator holds for a player (derived from the ledger). */
export async function simBalance(page: Page, userId: string): Promise<number> {
  return page.evaluate((id) => (window as unknown as { __sim: { balance(id: string): number } }).__sim.balance(id), userId);
}

export async function latestOtp(page: Page, mobile: string): Promise<string> {
  const inbox = await simCall<Array<{ code: string }>>(page, `sms?mobile=${mobile}`);
  const first = Array.isArray(inbox) ? inbox[0] : undefined;
  if (!first) throw new Error(`no OTP sent to ${mobile}: ${JSON.stringify(inbox)}`);
  return first.code;
}
