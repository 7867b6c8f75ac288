/** Reading a Fetch Request's fields: query string + multipart / urlencoded form-data or a JSON body. */

export type Fields = Record<string, unknown>;

/** How the body arrived: form-data (multipart or urlencoded), JSON, other text, or none. */
export type BodyEncoding = 'form' | 'json' | 'text' | 'none';

export class BadRequest extends Error {}

export async function readFields(request: Request): Promise<{ fields: Fields; encoding: BodyEncoding }> {
  const url = new URL(request.url);
  const fields: Fields = Object.fromEntries(url.searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return { fields, encoding: 'none' };
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
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
