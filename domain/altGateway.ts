/**
 * The alternate recharge gateway (spec §2, /reset-password): the screen opens in a new tab a gateway page on the
 * API's base URL with the query parameters `user` (the login mobile) and `am` (the amount in rupees). The client
 * builds the address with `altGatewayUrl`; the simulator answers the same path with a simulated gateway page.
 */

/** The gateway page's path under the base URL (no leading slash, like the api/*.php paths). */
export const ALT_GATEWAY_PATH = 'upi/pay.php';

/** `{base}upi/pay.php?user={mobile}&am={amount}`; `base` is the API host ('/' or 'https://host/'). */
export function altGatewayUrl(base: string, mobile: string, amount: number | string): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  return `${root}${ALT_GATEWAY_PATH}?${new URLSearchParams({ user: mobile.trim(), am: String(amount).trim() }).toString()}`;
}
