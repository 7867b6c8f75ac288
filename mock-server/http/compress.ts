/**
 * Reply compression as a production front server does it (nginx's gzip / brotli modules in front of the PHP API):
 * brotli when the request accepts `br`, else gzip when it accepts `gzip`, else the reply as it is; every textual reply
 * says `Vary: Accept-Encoding`. Levels are the usual ones for dynamic content (brotli 5, gzip 6: cheap enough to run on
 * every reply, ~2 ms for 100 KB of JSON). A body that would not get smaller goes out unencoded.
 * Only the HTTP transport compresses: the in-browser transport never leaves the device.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The codings the request accepts with a q-value above 0 (`*` stands for any coding not named). */
function accepted(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    out.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  return out;
}

/** The coding to answer with for an Accept-Encoding header (brotli first, as the front servers prefer it). */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const a = accepted(acceptEncoding);
  const q = (name: string) => a.get(name) ?? a.get('*') ?? 0;
  if (q('br') > 0) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return null;
}

/** Textual replies (JSON, HTML, text, script): the kinds a front server compresses. Images and binaries are not. */
export function compressible(contentType: string | undefined): boolean {
  if (!contentType) return true;
  return /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+json|[\w.+-]+\+xml))/i.test(contentType.trim());
}

export function encode(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}

export interface Compressed {
  body: Buffer;
  /** headers to add: content-encoding when encoded, and vary */
  headers: Record<string, string>;
}

/**
 * A reply body as it goes on the wire for a request's Accept-Encoding: encoded when the request accepts a coding,
 * the reply is textual and encoding makes it smaller. `enabled: false` (`npm run sim -- --no-compress`) sends every
 * body as it is, as a host without a compressing front server would.
 */
export function compressReply(body: string | Buffer, contentType: string | undefined, acceptEncoding: string | null | undefined, enabled = true): Compressed {
  const raw = typeof body === 'string' ? Buffer.from(body) : body;
  if (!enabled || !compressible(contentType)) return { body: raw, headers: {} };
  const vary = { vary: 'Accept-Encoding' };
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding || raw.length === 0) return { body: raw, headers: vary };
  const encoded = encode(raw, encoding);
  if (encoded.length >= raw.length) return { body: raw, headers: vary };
  return { body: encoded, headers: { ...vary, 'content-encoding': encoding } };
}
