/** Test helpers for the API tests: an msw server on a fake host that records every request. */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { configureBaseQuery, resetBaseQueryConfig } from '../../src/api/baseQuery';

export const HOST = 'http://api.test/';

export interface Captured {
  method: string;
  path: string;
  query: Record<string, string>;
  queryOrder: string[];
  contentType: string;
  /** form fields (multipart or urlencoded), in order */
  form: Array<[string, string]> | null;
  /** parsed JSON body */
  json: unknown;
}

export type Reply = JsonBodyType | ((c: Captured) => JsonBodyType | Response | Promise<Response>);

/** Replies by key: 'Webservices/profile' or 'api/game.php?action=bankcard'. Default reply: { status: 1, msg: 'ok' }. */
export function recordingServer(replies: Record<string, Reply> = {}) {
  const captured: Captured[] = [];
  const handle = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const contentType = request.headers.get('content-type') ?? '';
    let form: Captured['form'] = null;
    let json: unknown = undefined;
    if (request.method === 'POST') {
      if (contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')) {
        const fd = await request.formData();
        form = [...fd.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '[file]']);
      } else {
        const text = await request.text();
        json = text ? (JSON.parse(text) as unknown) : undefined;
      }
    }
    const c: Captured = {
      method: request.method,
      path: url.pathname.replace(/^\//, ''),
      query: Object.fromEntries(url.searchParams),
      queryOrder: [...url.searchParams.keys()],
      contentType,
      form,
      json,
    };
    captured.push(c);
    const action = url.searchParams.get('action');
    const key = action ? `${c.path}?action=${action}` : c.path;
    const reply = replies[key] ?? { status: 1, msg: 'ok' };
    if (typeof reply === 'function') {
      const r = await reply(c);
      return r instanceof Response ? r : HttpResponse.json(r);
    }
    return HttpResponse.json(reply);
  };
  const server = setupServer(http.all(`${HOST}*`, handle));
  return { server, captured };
}

export function formOf(c: Captured | undefined): Record<string, string> {
  return Object.fromEntries(c?.form ?? []);
}

/**
 * A recording server with the app's base query pointed at it for the whole file: replies set by a test are
 * cleared after it, with the captured requests.
 */
export function setupRecordingApi(credentials: Array<{ name: string; value: string }>) {
  const replies: Record<string, Reply> = {};
  const { server, captured } = recordingServer(replies);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    configureBaseQuery({ apiHost: HOST, credentials });
  });
  afterEach(() => {
    captured.length = 0;
    for (const k of Object.keys(replies)) delete replies[k];
  });
  afterAll(() => {
    server.close();
    resetBaseQueryConfig();
  });
  return { server, captured, replies };
}
