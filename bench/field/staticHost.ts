/**
 * A static host for a Vite build, as the production host serves it (bench/lighthouse/lighthouse.ts, bench/field/data.ts):
 * gzip, long-lived hashed assets, index.html revalidated, the SPA fallback to index.html. `onSent` hears of every
 * reply's size on the wire (headers and body) and when it was asked for.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

export function serveStatic(dir: string, port: number, onSent?: (sent: { path: string; bytes: number; askedAt: number }) => void): Promise<Server> {
  const root = resolve(dir);
  const gzCache = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    if (onSent) {
      const askedAt = Date.now();
      const before = req.socket.bytesWritten;
      const path = req.url ?? '/';
      res.on('finish', () => onSent({ path, bytes: req.socket.bytesWritten - before, askedAt }));
    }
    const url = new URL(req.url ?? '/', 'http://x');
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(403).end();
      return;
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(url.pathname) && !url.pathname.endsWith('.html')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const ext = extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
    };
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      const key = `${file}@${statSync(file).mtimeMs}`;
      let body = gzCache.get(key);
      if (!body) gzCache.set(key, (body = gzipSync(readFileSync(file), { level: 9 })));
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': String(statSync(file).size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => ok(server));
  });
}

