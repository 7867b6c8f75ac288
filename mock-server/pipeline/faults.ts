/** What an injected fault does to a wire call's response (the fault plan itself lives in the world). */
import type { Fault } from '../core';

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
export const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
export const html = (text: string, status = 200) => new Response(text, { status, headers: HTML_HEADERS });
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export const PHP_ERROR_PAGE =
  '<br />\n<b>Fatal error</b>:  Uncaught mysqli_sql_exception: Too many connections in /var/www/html/Webservices/index.php:12\n' +
  'Stack trace:\n#0 {main}\n  thrown in <b>/var/www/html/Webservices/index.php</b> on line <b>12</b><br />\n';

/**
 * Applies a fault before the call runs: a response that replaces the reply (with the body the journal records),
 * 'network' for a dropped connection, or null to run the call (after any injected latency).
 */
export async function applyFault(fault: Fault | undefined): Promise<{ res: Response; body?: unknown } | 'network' | null> {
  if (!fault) return null;
  switch (fault.kind) {
    case 'network':
      return 'network';
    case 'latency':
      await sleep(fault.latencyMs);
      return null;
    case 'timeout':
      await sleep(fault.latencyMs);
      return { res: html('<html><body><h1>504 Gateway Time-out</h1></body></html>', 504) };
    case 'error': {
      // spec §8: a failed market load shows the reply's `error` text; every injected error carries one
      const body = { status: 0, msg: 'Internal Server Error', error: 'The server could not load this. Please try again.' };
      return { res: json(body, 500), body };
    }
    case 'html':
      return { res: html(PHP_ERROR_PAGE, 200) };
  }
}
