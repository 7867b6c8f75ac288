/**
 * A small PHP-style backend for the bridge's tests (not the simulator): a plain node:http server that answers the
 * go-live check's calls with contract-shaped JSON, and can be told, call by call, to misbehave the way a real
 * backend's transport does: reset the connection before replying, cut the reply mid-body or never answer. Its API
 * sits at its root: any other path (an upstream URL with a wrong path prefix) answers a 404 page. Calls are named as
 * the contract names them (domain/wire.ts).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { jsonCallOf, type JsonCallName, type JsonRes, type WebserviceName, type WsRes } from '../../domain/wire';

export type Behaviour = 'answer' | 'reset' | 'cut' | 'hang';
export type CallName = WebserviceName | JsonCallName;

const market = { game_id: '1', match_id: '11', game_name: 'Delhi Bazar', result: '', active: 1, start_time: '09:00:00', end_time: '15:00:00', sequence: 1, datetime: '2024-06-15 09:00:00' };
const setting = { contact_info: '', withdrawal_amount: 500, startwith: '10:00', endwith: '18:00', isbank: 1, isUpi: 1 };
const profile = { wallet: 1250, balance: 1250, usercode: '7', mobile: '9876543210', name: 'Test Player', setting, lastWithdrawal: null };
const bank = { name: 'Test Player', bankname: 'SBI', account: '1111111111', ifsc: 'Not Addeed', upi: '', mobile: '9876543210', city: '', state: '' };

/** One reply per call, typed by the contract: a renamed or retyped field here is a compile error. */
export const REPLIES: { [N in WebserviceName]?: WsRes<N> } & { [N in JsonCallName]?: JsonRes<N> } = {
  login: { status: 1, msg: 'OTP verified', id: '7' },
  game_list: { status: 1, msg: '', LastResult: [], running_game: [market], upcomming_game: [], banner: [], notice: [] },
  game_rule: { status: 1, msg: '', jodirate: 95, hurfrate: 9, data: { description: 'Rules' } },
  profile: { error: false, message: '', data: [profile], user_Data: [] },
  game_details: { status: 1, msg: '', data: [{ game_name: 'Delhi Bazar', end_date: '2024-06-15', end_time: '15:00:00', result_date: '2024-06-15', result_time: '16:00:00' }] },
  game_chart: { status: 1, msg: '', chart: [{ date: '14-06-2024', number: '42' }], name: 'Delhi Bazar' },
  transaction_history: { status: 1, msg: '', data: [] },
  my_bets: { status: 1, msg: '', data: [] },
  my_bets_cancel: { status: 1, msg: '', data: [] },
  group_list: { status: 1, msg: '', data: [] },
  chatlist: { status: 1, msg: '', data: [] },
  bankCard: [bank],
  bankCardDetail: [bank],
  promotion: { error: false, message: '', data: [{ level1: 0, level2: 0, level3: 0, people: 0, con: 0, bonus: 0, usercode: '7' }] },
  inviteRecord: [],
  resultRec: { status: 1, msg: '', data: [{ date: '14-06-2024', number: '42' }] },
  betRec: { status: 1, msg: '', data: [] },
};

/** The contract's name of a request: `/Webservices/x` → x, `/api/file.php?action=a` → the JSON call. */
export function callOf(method: string, url: URL): CallName | undefined {
  const ws = /^\/Webservices\/([a-z_]+)$/.exec(url.pathname);
  if (ws) return ws[1] as WebserviceName;
  const file = /^\/api\/([a-z]+\.php)$/.exec(url.pathname);
  return file ? jsonCallOf(method, file[1]!, url.searchParams.get('action') ?? '') : undefined;
}

export interface BadBackend {
  url: string;
  /** what each call does (default: answer); change it between requests */
  plan: Partial<Record<CallName, Behaviour>>;
  /** a reply in place of the contract's for a call, from the request's form fields (e.g. the login's refusal of an OTP) */
  replies: Partial<Record<CallName, (form: Record<string, string>) => unknown>>;
  /** calls received, in order */
  received: CallName[];
  /** resolves when the next request of `call` to hang arrives */
  hangStarted(call: CallName): Promise<void>;
  /** resolves when the connection of the next request of `call` to hang is closed by the other side */
  hangClosed(call: CallName): Promise<void>;
  close(): Promise<void>;
}

export async function startBadBackend(): Promise<BadBackend> {
  const waiters = { started: new Map<CallName, Array<() => void>>(), closed: new Map<CallName, Array<() => void>>() };
  const wake = (which: keyof typeof waiters, call: CallName) => {
    for (const w of waiters[which].get(call)?.splice(0) ?? []) w();
  };
  const waitFor = (which: keyof typeof waiters, call: CallName) =>
    new Promise<void>((resolve) => {
      const list = waiters[which].get(call) ?? [];
      list.push(resolve);
      waiters[which].set(call, list);
    });
  const plan: BadBackend['plan'] = {};
  const replies: BadBackend['replies'] = {};
  const received: CallName[] = [];
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const form: Record<string, string> = {};
    if (/multipart|urlencoded/.test(req.headers['content-type'] ?? '')) {
      const read = await new Response(new Uint8Array(Buffer.concat(chunks)), { headers: { 'content-type': req.headers['content-type']! } }).formData();
      read.forEach((v, k) => (form[k] = String(v)));
    }
    const url = new URL(req.url ?? '/', 'http://backend.local');
    const call = callOf(req.method ?? 'GET', url);
    if (!call) {
      // the base URL (the bridge's first look) is a plain page; any other path is not found
      if (url.pathname === '/') res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>API</body></html>');
      else res.writeHead(404, { 'content-type': 'text/html' }).end('<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>');
      return;
    }
    received.push(call);
    const text = JSON.stringify(replies[call]?.(form) ?? REPLIES[call]);
    switch (plan[call] ?? 'answer') {
      case 'answer':
        res.writeHead(200, { 'content-type': 'application/json' }).end(text);
        return;
      case 'reset':
        req.socket.resetAndDestroy();
        return;
      case 'cut':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
        res.write(text.slice(0, Math.floor(text.length / 2)), () => req.socket.destroy());
        return;
      case 'hang':
        req.socket.once('close', () => wake('closed', call));
        wake('started', call);
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    plan,
    replies,
    received,
    hangStarted: (call) => waitFor('started', call),
    hangClosed: (call) => waitFor('closed', call),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on this machine where nothing listens (bound, then released). */
export async function refusedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as { port: number };
  await new Promise((resolve) => s.close(resolve));
  return port;
}
