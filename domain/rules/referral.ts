/**
 * The player's own referral link (spec §2 Promotion "own code and link"): the app's register route with the code,
 * `/register/{code}`, on the origin the app is served from (the register screen then locks the code, spec §2).
 */
export function referralLink(origin: string, code: string): string {
  const c = code.trim();
  const base = origin.replace(/\/+$/, '');
  return c === '' ? `${base}/register` : `${base}/register/${encodeURIComponent(c)}`;
}
