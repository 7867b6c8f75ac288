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

export async function readFields(request: WireRequest): Promise<{ fields: Fields; encoding: BodyEncoding }> {
  const fields: Fields = Object.fromEntries(request.url.searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return { fields, encoding: 'none' };
  const type = (request.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    new URLSearchParams(await request.text()).forEach((v, k) => {
      fields[k] = v;
    });
    return { fields, encoding: 'form' };
  }
  if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new BadRequest('Malformed form-data body');
    }
    form.forEach((v, k) => {
      fields[k] = typeof v === 'string' ? v : v.name;
    });
    return { fields, encoding: 'form' };
  }
  const text = await request.text();
  if (!text.trim()) return { fields, encoding: 'none' };
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new BadRequest('Malformed JSON body');
    }
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) Object.assign(fields, body);
    else fields.body = body;
    return { fields, encoding: 'json' };
  }
  new URLSearchParams(text).forEach((v, k) => {
    fields[k] = v;
  });
  return { fields, encoding: 'text' };
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
