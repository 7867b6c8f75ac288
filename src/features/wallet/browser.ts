/** Leaving the app for a payment page: the one place the wallet screens hand the browser a new address. */

/** The browser goes to `url` (the gateway page of a recharge). */
export function goToPage(url: string): void {
  window.location.assign(url);
}

/**
 * `url` in a new tab (the alternate gateway). `noopener` keeps the gateway away from this tab; the Referer is kept, so
 * the gateway can send the player back to this app.
 */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}
