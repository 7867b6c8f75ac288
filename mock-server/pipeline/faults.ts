/** What an injected fault does to a wire call's response (the fault plan itself lives in the world). */
import { UTF8_BOM, type Fault } from '../core';

/**
 * A reply as every transport writes it; 'network' drops the connection. `bom`: the bytes start with a UTF-8
 * byte-order mark before `body` (kept out of the text: core/journal.ts, UTF8_BOM).
 */
export type WireReply = { status: number; headers: Record<string, string>; body: string; bom?: true } | 'network';

/** A reply's whole text, its byte-order mark included. */
export const wireText = (r: { body: string; bom?: true }): string => (r.bom ? UTF8_BOM + r.body : r.body);

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
export const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

export const json = (body: unknown, status = 200): WireReply => ({ status, headers: JSON_HEADERS, body: JSON.stringify(body) });
export const html = (text: string, status = 200): WireReply => ({ status, headers: HTML_HEADERS, body: text });
const text = (body: string, headers: Record<string, string>, status = 200): WireReply => ({ status, headers, body });
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const PHP_ERROR_PAGE =
  '<br />\n<b>Fatal error</b>:  Uncaught mysqli_sql_exception: Too many connections in /var/www/html/Webservices/index.php:12\n' +
  'Stack trace:\n#0 {main}\n  thrown in <b>/var/www/html/Webservices/index.php</b> on line <b>12</b><br />\n';

export const PHP_NOTICE = '<br />\n<b>Notice</b>:  Undefined index: device_id in <b>/var/www/html/Webservices/index.php</b> on line <b>27</b><br />\n';

/** A front server's error page for an HTTP status, as nginx writes it. */
export function statusPage(status: number): string {
  const title = `${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 408: 'Request Timeout', 413: 'Request Entity Too Large',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Temporarily Unavailable', 504: 'Gateway Time-out',
};

/** A hang still ends some day (as a dropped connection), so a forgotten fault cannot hold a process forever. */
export const HANG_MS = 10 * 60_000;

export const hang = () => sleep(HANG_MS);

export type FaultOutcome =
  /** answer this instead of running the call (`body`: what the journal records) */
  | { res: WireReply; body?: unknown }
  /** run the call, then break its body — or ('hang') never answer at all */
  | { wrap: (reply: unknown) => WireReply | 'hang' }
  | 'network'
  /** run the call normally (after any delay) */
  | null;

/**
 * Applies a fault before the call runs. `failure(message)` is the call's own failure reply (business faults);
 * `delays` false skips injected waiting (a replay).
 */
export async function applyFault(fault: Fault | undefined, failure: (message: string) => unknown, delays = true): Promise<FaultOutcome> {
  if (!fault) return null;
  if (delays && fault.latencyMs > 0) await sleep(fault.latencyMs);
  switch (fault.kind) {
    case 'latency':
      return null;
    case 'network':
      return 'network';
    case 'hang':
      // the server does the work; its reply never arrives (the client's timeout must act, the outcome is unknown)
      return { wrap: () => 'hang' };
    case 'timeout':
      return { res: html(statusPage(504), 504) };
    case 'status':
      return { res: html(statusPage(fault.status ?? 500), fault.status ?? 500) };
    case 'error': {
      // spec §8: a failed market load shows the reply's `error` text; every injected error carries one
      const body = { status: 0, msg: 'Internal Server Error', error: 'The server could not load this. Please try again.' };
      return { res: json(body, 500), body };
    }
    case 'business': {
      const body = failure(fault.message ?? 'Request failed');
      return { res: json(body), body };
    }
    case 'html':
      return { res: html(PHP_ERROR_PAGE) };
    case 'malformed':
      switch (fault.body ?? 'html') {
        case 'html':
          return { res: html(PHP_ERROR_PAGE) };
        case 'empty':
          return { res: text('', JSON_HEADERS) };
        case 'notice':
          return { wrap: (reply) => text(PHP_NOTICE + JSON.stringify(reply), HTML_HEADERS) };
        case 'truncated':
          return {
            wrap: (reply) => {
              const whole = JSON.stringify(reply);
              return text(whole.slice(0, Math.max(1, Math.floor(whole.length / 2))), JSON_HEADERS);
            },
          };
      }
  }
}
