/**
 * A wire request as every transport hands it over (an MSW Fetch Request, or a node:http request read straight from
 * its socket), and reading its fields: query string + multipart / urlencoded form-data or a JSON body.
 */

export type Fields = Record<string, unknown>;

export interface WireRequest {
  method: string;
  url: URL;
  header(name: string): string | null;
  /** the page that made the request, when the transport knows it */
  referrer?: string;
  text(): Promise<string>;
  formData(): Promise<FormData>;
}

/** A Fetch Request as a wire request (the MSW transports). */
export function fromFetchRequest(r: Request): WireRequest {
  return { method: r.method, url: new URL(r.url), header: (n) => r.headers.get(n), referrer: r.referrer, text: () => r.text(), formData: () => r.formData() };
}

/** How the body arrived: form-data (multipart or urlencoded), JSON, other text, or none. */
export type BodyEncoding = 'form' | 'json' | 'text' | 'none';

export class BadRequest extends Error {}

/**
 * The request's fields: the body's (form-data or a JSON object) with the query string's over them — a PHP server
 * reads `$_GET['user']` from the query, so a body field can never stand in for it.
 */
export async function readFields(request: WireRequest): Promise<{ fields: Fields; encoding: BodyEncoding }> {
  const query: Fields = Object.fromEntries(request.url.searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return { fields: query, encoding: 'none' };
  const body: Fields = {};
  const type = (request.header('content-type') ?? '').toLowerCase();
  let encoding: BodyEncoding;
  if (type.includes('application/x-www-form-urlencoded')) {
    new URLSearchParams(await request.text()).forEach((v, k) => {
      body[k] = v;
    });
    encoding = 'form';
  } else if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new BadRequest('Malformed form-data body');
    }
    form.forEach((v, k) => {
      body[k] = typeof v === 'string' ? v : v.name;
    });
    encoding = 'form';
  } else {
    const text = await request.text();
    if (!text.trim()) return { fields: query, encoding: 'none' };
    if (type.includes('json') || /^\s*[[{]/.test(text)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new BadRequest('Malformed JSON body');
      }
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) Object.assign(body, parsed);
      else body.body = parsed;
      encoding = 'json';
    } else {
      new URLSearchParams(text).forEach((v, k) => {
        body[k] = v;
      });
      encoding = 'text';
    }
  }
  return { fields: { ...body, ...query }, encoding };
}

/** A field as a trimmed string ('' when missing or not a scalar). */
export function str(f: Fields, key: string): string {
  const v = f[key];
  return typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
}

/** Fields as they go into the request journal (passwords masked). */
export function journalFields(f: Fields): Fields {
  const out: Fields = {};
  for (const [k, v] of Object.entries(f)) out[k] = /password/i.test(k) ? '***' : v;
  return out;
}
