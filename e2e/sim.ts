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

/** The newest OTP sent to `mobile`, waiting up to 5 s for it (a Send OTP just tapped may still be on its way). */
export async function latestOtp(page: Page, mobile: string): Promise<string> {
  let inbox: unknown = [];
  for (let waited = 0; waited <= 5000; waited += 100) {
    inbox = await simCall<Array<{ code: string }>>(page, `sms?mobile=${mobile}`);
    const first = Array.isArray(inbox) ? (inbox[0] as { code: string } | undefined) : undefined;
    if (first) return first.code;
    await page.waitForTimeout(100);
  }
  throw new Error(`no OTP sent to ${mobile}: ${JSON.stringify(inbox)}`);
}
