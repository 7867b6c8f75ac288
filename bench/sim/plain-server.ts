/**
 * The baseline: a plain node:http server in its own process that answers each call with the exact reply (status,
 * headers, body bytes) the simulator gave for it, chosen by the last path segment. It reads each request body to
 * the end first, as the simulator does. Forked by bench/sim/run.ts: it waits for {type: 'replies', replies} over
 * IPC, then sends {type: 'ready', url}; it closes on {type: 'close'} or when the parent goes away.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CapturedReply {
  status: number;
  headers: Array<[string, string]>;
  /** base64 */
  body: string;
}

interface Served {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function serve(replies: Record<string, CapturedReply>): void {
  const table = new Map<string, Served>();
  for (const [name, r] of Object.entries(replies)) {
    const body = Buffer.from(r.body, 'base64');
    table.set(name, { status: r.status, headers: { ...Object.fromEntries(r.headers), 'content-length': String(body.length) }, body });
  }
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const reply = table.get(path.slice(path.lastIndexOf('/') + 1));
    req.on('data', () => {});
    req.on('end', () => {
      if (!reply) res.writeHead(404, { 'content-type': 'text/plain' }).end('not captured');
      else res.writeHead(reply.status, reply.headers).end(reply.body);
    });
  });
  server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
    const { port } = server.address() as AddressInfo;
    process.send?.({ type: 'ready', url: `http://127.0.0.1:${port}` });
  });
  const close = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('message', (m: { type?: string }) => {
    if (m.type === 'close') close();
  });
  process.on('disconnect', close);
  process.on('SIGTERM', close);
}

if (!process.send) {
  console.error('plain-server.ts is forked by bench/sim/run.ts (it needs an IPC channel)');
  process.exit(2);
}
process.once('message', (m: { type?: string; replies?: Record<string, CapturedReply> }) => {
  if (m.type === 'replies' && m.replies) serve(m.replies);
});
