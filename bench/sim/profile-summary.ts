/**
 * Where a simulator process spent its CPU during one measured call (a V8 .cpuprofile from bench:sim --profile):
 * self time by area (MSW, undici's Request/FormData, the core, the handlers, GC…) and the inclusive time of the
 * simulator's own functions.
 *   npx tsx bench/sim/profile-summary.ts bench/sim/profiles/my_bets.cpuprofile
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** self time per area, ms, largest first */
  areas: Array<{ area: string; ms: number; pct: number }>;
  /** the simulator's own functions (mock-server/, domain/), inclusive ms (time under them on the stack), largest first */
  own: Array<{ fn: string; ms: number; pct: number }>;
  /** any function, self ms, largest first */
  self: Array<{ fn: string; ms: number; pct: number }>;
}

function shortUrl(url: string): string {
  const m = /(mock-server\/.*|domain\/.*|bench\/.*|node_modules\/.*)$/.exec(url);
  return m ? (m[1] as string) : url.replace(/^file:\/\//, '');
}

export function areaOf(f: CallFrame): string {
  const u = f.url;
  if (!u) {
    if (f.functionName === '(garbage collector)') return 'GC';
    if (f.functionName === '(idle)') return 'idle';
    if (f.functionName === '(program)') return 'program (native, unattributed)';
    return 'native/builtins';
  }
  if (u.includes('/node_modules/msw/')) return 'msw';
  if (u.includes('/node_modules/@mswjs/')) return '@mswjs/*';
  if (u.includes('/node_modules/')) return `npm: ${/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u)?.[1] ?? '?'}`;
  if (u.includes('internal/deps/undici')) return 'undici (Request, Headers, FormData, Response)';
  if (u.startsWith('node:internal/http') || u.startsWith('node:_http') || u.startsWith('node:http')) return 'node:http';
  if (u.startsWith('node:internal/url') || u.startsWith('node:url')) return 'node:url (URL)';
  if (u.startsWith('node:')) return `node internals (${u.replace(/^node:(internal\/)?/, '').split('/')[0]})`;
  if (u.includes('/mock-server/core/')) return 'simulator core';
  if (u.includes('/mock-server/handlers/')) return 'simulator handlers';
  if (u.includes('/mock-server/http/')) return 'simulator http transport';
  if (u.includes('/domain/')) return 'domain/';
  return shortUrl(u);
}

// files run through tsx report line 0 for every function: leave the line out there
const keyOf = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}${f.lineNumber > 0 ? `:${f.lineNumber + 1}` : ''}`;

export function summarize(profile: CpuProfile, top = 12): ProfileSummary {
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) {
    byId.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const area = new Map<string, number>();
  const self = new Map<string, number>();
  const own = new Map<string, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    // timeDeltas[i] is the time before sample i; attribute the interval to the sample that follows it
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(profile.samples[i] as number);
    if (!leaf) continue;
    total += dt;
    area.set(areaOf(leaf.callFrame), (area.get(areaOf(leaf.callFrame)) ?? 0) + dt);
    self.set(keyOf(leaf.callFrame), (self.get(keyOf(leaf.callFrame)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const f = (byId.get(id) as ProfileNode).callFrame;
      if (!/\/(mock-server|domain)\//.test(f.url)) continue;
      const k = keyOf(f);
      if (seen.has(k)) continue;
      seen.add(k);
      own.set(k, (own.get(k) ?? 0) + dt);
    }
  }
  const busy = total - (area.get('idle') ?? 0);
  const list = <K extends string>(m: Map<string, number>, name: K, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => ({ [name]: k, ms: Math.round(ms), pct: Math.round((1000 * ms) / (busy || 1)) / 10 }) as { [P in K]: string } & { ms: number; pct: number });
  return { totalMs: Math.round(total), areas: list(area, 'area', 20), own: list(own, 'fn', top), self: list(self, 'fn', top) };
}

/** A few lines of text for one call; percentages are of the busy (non-idle) time. */
export function formatSummary(name: string, s: ProfileSummary): string {
  const idle = s.areas.find((a) => a.area === 'idle')?.ms ?? 0;
  const out = [`── ${name}: ${s.totalMs} ms profiled, ${s.totalMs - idle} ms busy (percentages of busy time)`];
  out.push('  self time by area:');
  for (const a of s.areas.filter((x) => x.area !== 'idle' && x.pct >= 1)) out.push(`    ${a.pct.toFixed(1).padStart(5)}%  ${a.area}`);
  out.push('  simulator functions, inclusive (synchronous part of each call):');
  for (const f of s.own.slice(0, 8)) out.push(`    ${f.pct.toFixed(1).padStart(5)}%  ${f.fn}`);
  out.push('  hottest functions, self:');
  for (const f of s.self.filter((x) => !x.fn.startsWith('(idle)')).slice(0, 8)) out.push(`    ${f.pct.toFixed(1).padStart(5)}%  ${f.fn}`);
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of process.argv.slice(2)) {
    console.log(formatSummary(file, summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile)));
  }
}
