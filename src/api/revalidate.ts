/**
 * Conditional polls (issue 26 §4, decision 096). A query whose reply came with an `ETag` the host lets the page read
 * (the simulator's polled reads: mock-server/http/revalidate.ts) is asked next time with `If-None-Match`; a
 * `304 Not Modified` means the reply is the one read before, and that reading — the same object — is the answer: no
 * body on the wire, no parse, no re-render. A host that sends no ETag never sees the header (and its CORS never has
 * to allow it). Loaded with normalize.ts, on the first call, not with the app's start.
 */
/** what the reply reader made of a reply (normalize.ts `Normalized`; not imported: normalize.ts re-exports this module) */
interface Reading {
  kind: string;
}

interface Known {
  tag: string;
  reading: Reading;
}

/** per call (URL, player and fields): the validator of its last reply and what was read from it */
const KNOWN = new Map<string, Known>();
const KNOWN_MAX = 32;
/**
 * Conditional calls that failed on the network. A host whose CORS does not allow If-None-Match fails every one of
 * them; after a few the page asks unconditionally, as without ETags.
 */
let failures = 0;
const MAX_FAILURES = 3;

/** The key of a query (null: not a query, never conditional). */
export function revalidationKey(type: string, url: string, userId: string, what: unknown): string | null {
  return type === 'query' ? `${url}\n${userId}\n${JSON.stringify(what)}` : null;
}

/**
 * The request's init with If-None-Match when the call's last reply had an ETag. A POST goes in cache mode
 * 'force-cache': in the default mode the header makes the request 'no-store' (Fetch, HTTP-network-or-cache fetch), and
 * Chromium then skips its CORS preflight cache as well, so every poll paid a preflight. A POST's reply is never taken
 * from the HTTP cache whatever the mode; a GET keeps the default.
 */
export function conditionalInit(key: string | null, init: RequestInit): RequestInit {
  const known = key === null || failures >= MAX_FAILURES ? undefined : KNOWN.get(key);
  if (!known) return init;
  const headers = new Headers(init.headers);
  headers.set('If-None-Match', known.tag);
  return { ...init, headers, ...(init.method === 'POST' ? { cache: 'force-cache' as const } : {}) };
}

/** The earlier reading when the host says the reply has not changed (304); null otherwise. */
export function unchangedReading<R extends Reading>(key: string | null, res: Response): R | null {
  return res.status === 304 && key !== null ? ((KNOWN.get(key)?.reading as R | undefined) ?? null) : null;
}

/** Remembers a successful reply's ETag and reading for the next call; returns the reading. */
export function keepReading<R extends Reading>(key: string | null, res: Response, reading: R): R {
  if (key === null) return reading;
  const tag = res.headers?.get('etag');
  KNOWN.delete(key);
  if (tag && res.status >= 200 && res.status < 300 && reading.kind !== 'failure') {
    KNOWN.set(key, { tag, reading });
    if (KNOWN.size > KNOWN_MAX) KNOWN.delete(KNOWN.keys().next().value as string);
  }
  return reading;
}

/** A call failed on the network: if it was conditional, it counts against the host's If-None-Match. */
export function conditionalFailed(init: RequestInit): void {
  if (new Headers(init.headers).has('If-None-Match')) failures++;
}

/** Tests: forget every validator. */
export function resetRevalidation(): void {
  KNOWN.clear();
  failures = 0;
}
