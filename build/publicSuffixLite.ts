/**
 * Stands in for `tldts` in the in-browser simulator's bundle (build/simulatorBundle.ts). MSW keeps the cookies of
 * mocked replies in a tough-cookie jar, which asks tldts for a host's registrable domain; tldts carries the whole
 * Public Suffix List (~300 KB of source) for that. The simulator's cookies are its own, on the page's own host, so
 * the list's default rule is enough: the last label is the public suffix, the registrable domain is the last two
 * labels; an IP address or a single label has none (as tldts answers).
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((l) => l === '')) return null;
  return labels.slice(-2).join('.');
}
