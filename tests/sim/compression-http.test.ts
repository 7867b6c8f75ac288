/**
 * The HTTP simulator compresses its replies as a production front server would (issue 26 §4, decision 095): brotli
 * when the request accepts br, gzip when it accepts only gzip, nothing without Accept-Encoding (or with every coding
 * refused), always `Vary: Accept-Encoding`; the decoded body is the same JSON. `compress: false` sends bodies as they
 * are. Raw node:http requests, so the bytes on the wire are what is measured (fetch would decode them).
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressReply } from '../../mock-server/http/compress';
import { decodedText } from '../../bridge/proxy';
import { PLAYER_MOBILES } from '../../fixtures';
import { CREDS, setupHttpSimulator } from './httpSimulator';

const h = setupHttpSimulator({});
const plain = setupHttpSimulator({ compress: false });

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** POST Webservices/{call} as multipart form-data, with the given Accept-Encoding (none when undefined). */
async function raw(base: string, call: string, fields: Record<string, string>, acceptEncoding?: string): Promise<Raw> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...CREDS, ...fields })) form.append(k, v);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(`${base}/Webservices/${call}`);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': String(body.length),
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The market list: a reply large enough to compress (several KB of JSON). */
const marketList = (base: string, ae?: string) => raw(base, 'game_list', {}, ae);

describe('reply compression (HTTP simulator)', () => {
  it('answers brotli when the request accepts br, and the body decodes to the same JSON', async () => {
    const none = await marketList(h.s.url);
    const br = await marketList(h.s.url, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(none.body.toString('utf8')));
    expect(br.body.length).toBeLessThan(none.body.length / 3);
  });

  it('answers gzip when the request accepts gzip and not br', async () => {
    const none = await marketList(h.s.url);
    const gz = await marketList(h.s.url, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(JSON.parse(none.body.toString('utf8')));
    expect(gz.body.length).toBeLessThan(none.body.length / 3);
    const refusedBr = await marketList(h.s.url, 'br;q=0, gzip;q=0.8');
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
  });

  it('sends the body as it is without Accept-Encoding, or when every coding is refused', async () => {
    const none = await marketList(h.s.url);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(none.body.toString('utf8'))).toMatchObject({ status: 1 });
    const identity = await marketList(h.s.url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const refused = await marketList(h.s.url, '*;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(none.body)).toBe(true);
  });

  it('a login step compresses too, and a compressed reply is still the same call (one OTP sent)', async () => {
    const mobile = PLAYER_MOBILES[0];
    const r = await raw(h.s.url, 'login', { mobile }, 'br');
    const text = r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body).toString('utf8') : r.body.toString('utf8');
    expect(JSON.parse(text)).toEqual({ status: 1, msg: 'OTP send successfully!', purpose: 0 });
  });

  it('compress: false (npm run sim -- --no-compress) answers every body as it is', async () => {
    const br = await marketList(plain.s.url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(br.body.toString('utf8'))).toMatchObject({ status: 1 });
  });

  it('the bridge reads a compressed reply as its text', () => {
    const text = JSON.stringify({ status: 1, msg: 'ok', data: Array.from({ length: 50 }, (_, i) => ({ i })) });
    for (const ae of ['br', 'gzip']) {
      const c = compressReply(text, 'application/json', ae);
      expect(c.headers['content-encoding']).toBe(ae);
      expect(decodedText(c.body, ae)).toBe(text);
    }
    expect(decodedText(Buffer.from(text), undefined)).toBe(text);
  });
});

describe('chooseEncoding and compressReply', () => {
  it('prefers br, then gzip, honours q=0 and *', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('GZIP;Q=0.5')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0')).toBeNull();
    expect(chooseEncoding('deflate, identity')).toBeNull();
  });

  it('leaves images and bodies that would grow as they are', () => {
    expect(compressReply('x', 'application/json', 'br')).toEqual({ body: Buffer.from('x'), headers: { vary: 'Accept-Encoding' } });
    expect(compressReply('x'.repeat(1000), 'image/png', 'br').headers).toEqual({});
    expect(compressReply('x'.repeat(1000), 'text/html; charset=utf-8', 'gzip').headers['content-encoding']).toBe('gzip');
  });
});
