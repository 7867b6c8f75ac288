/**
 * The drift report: per call, how many requests and how many matched the contract, and each kind of deviation (kind,
 * side, place, wire type) once, with how often it was seen and one redacted example. Printed as a terminal table and
 * written as a self-contained HTML page; `summary()` is what GET /__bridge/drift answers (the QA panel reads it).
 */
import type { Deviation, DeviationKind } from './contract';

/** The kinds that mean the player got no complete reply: the backend refused, reset, cut or never answered. */
export const NO_REPLY_KINDS: readonly DeviationKind[] = ['no connection', 'reset before reply', 'cut mid-body', 'no reply in time'];

/** Shown when every request of a run answered HTTP 404. */
export const WRONG_PREFIX_HINT = 'every call answered 404: wrong path prefix? the upstream URL should end where Webservices/ and api/ begin';

export interface DeviationEntry extends Deviation {
  count: number;
  /** one redacted example of the traffic that showed it */
  example: string;
}

export interface CallEntry {
  call: string;
  requests: number;
  matched: number;
  /** requests that got no complete reply (refused, reset, cut, no reply in time) */
  noReply: number;
  deviations: DeviationEntry[];
}

export interface DriftSummary {
  upstream: string;
  since: string;
  requests: number;
  matched: number;
  /** distinct deviations (kind × side × place × wire type) */
  drift: number;
  /** requests that got no complete reply */
  noReply: number;
  /** what the traffic suggests is wrong with the set-up, when it does (every call answered 404) */
  hint?: string;
  calls: CallEntry[];
}

const key = (d: Deviation) => `${d.kind}|${d.side}|${d.at}|${d.wireType}`;

export class DriftReport {
  private readonly calls = new Map<string, CallEntry>();
  private readonly since = new Date().toISOString();
  private notFound = 0;
  constructor(private readonly upstream: string) {}

  /** Adds one exchange (`status`: its HTTP status, 0 without a reply); returns the deviations seen here for the first time. */
  add(call: string, deviations: Deviation[], example: () => string, status: number): Deviation[] {
    let entry = this.calls.get(call);
    if (!entry) this.calls.set(call, (entry = { call, requests: 0, matched: 0, noReply: 0, deviations: [] }));
    entry.requests++;
    if (deviations.length === 0) entry.matched++;
    if (deviations.some((d) => NO_REPLY_KINDS.includes(d.kind))) entry.noReply++;
    if (status === 404) this.notFound++;
    const fresh: Deviation[] = [];
    for (const d of deviations) {
      const found = entry.deviations.find((e) => key(e) === key(d));
      if (found) found.count++;
      else {
        entry.deviations.push({ ...d, count: 1, example: example() });
        fresh.push(d);
      }
    }
    return fresh;
  }

  summary(): DriftSummary {
    const calls = [...this.calls.values()].sort((a, b) => a.call.localeCompare(b.call));
    const requests = calls.reduce((s, c) => s + c.requests, 0);
    return {
      upstream: this.upstream,
      since: this.since,
      requests,
      matched: calls.reduce((s, c) => s + c.matched, 0),
      drift: calls.reduce((s, c) => s + c.deviations.length, 0),
      noReply: calls.reduce((s, c) => s + c.noReply, 0),
      ...(requests > 0 && this.notFound === requests ? { hint: WRONG_PREFIX_HINT } : {}),
      calls,
    };
  }

  table(): string {
    const s = this.summary();
    const rows: string[][] = [['call', 'requests', 'matched', 'deviation', 'wire type (domain/wire.ts)', 'seen']];
    for (const c of s.calls) {
      if (c.deviations.length === 0) rows.push([c.call, String(c.requests), String(c.matched), '—', '', '']);
      c.deviations.forEach((d, i) =>
        rows.push([i === 0 ? c.call : '', i === 0 ? String(c.requests) : '', i === 0 ? String(c.matched) : '', `${d.side} ${d.kind}${d.at ? ` at ${d.at}` : ''}`, d.wireType, String(d.count)]),
      );
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
    const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
    return [
      `Drift report — upstream ${s.upstream}, since ${s.since}`,
      `${s.requests} requests, ${s.matched} matched the contract, ${s.drift} distinct deviations, ${s.noReply} without a reply`,
      ...(s.hint ? [`Hint: ${s.hint}`] : []),
      '',
      line(rows[0]!),
      widths.map((w) => '-'.repeat(w)).join('  '),
      ...rows.slice(1).map(line),
    ].join('\n');
  }

  html(): string {
    const s = this.summary();
    const esc = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    const body = s.calls
      .map((c) => {
        const devs = c.deviations
          .map(
            (d) =>
              `<tr><td>${esc(d.side)}</td><td><b>${esc(d.kind)}</b></td><td><code>${esc(d.at || '—')}</code></td><td><code>${esc(d.wireType)}</code></td><td>${d.count}</td><td>${esc(d.detail)}<details><summary>example</summary><pre>${esc(d.example)}</pre></details></td></tr>`,
          )
          .join('');
        const state = c.deviations.length === 0 ? '<span class="ok">matches</span>' : `<span class="bad">${c.deviations.length} deviation${c.deviations.length === 1 ? '' : 's'}</span>`;
        return `<section><h2><code>${esc(c.call)}</code> ${state}</h2><p>${c.requests} requests, ${c.matched} matched${c.noReply ? `, <b class="bad">${c.noReply} without a reply</b>` : ''}</p>${
          devs ? `<table><thead><tr><th>side</th><th>kind</th><th>at</th><th>wire type</th><th>seen</th><th>what the contract says</th></tr></thead><tbody>${devs}</tbody></table>` : ''
        }</section>`;
      })
      .join('\n');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Drift report</title>
<style>body{font:15px/1.45 system-ui,sans-serif;margin:16px;color:#1d1b26}h1{font-size:20px}h2{font-size:16px;margin:18px 0 4px}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}pre{white-space:pre-wrap;word-break:break-all;background:#f5f4fa;padding:6px}.ok{color:#1b7f3b}.bad{color:#b3261e}</style></head>
<body><h1>Drift report</h1><p>Upstream <code>${esc(s.upstream)}</code>, since ${esc(s.since)}: ${s.requests} requests, ${s.matched} matched the contract (docs/openapi.json, generated from domain/wire.ts), <b>${s.drift}</b> distinct deviations, <b>${s.noReply}</b> without a reply.${s.hint ? ` <b class="bad">Hint: ${esc(s.hint)}</b>.` : ''} Player mobiles, names, OTPs, bank fields and credential values are masked.</p>
${body}
</body></html>
`;
  }
}
