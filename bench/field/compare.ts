/**
 * Two full `npm run perf:field` runs of the same build against each other (issue 40's check): they agree when every
 * interaction gets the same calls on the goals and every p75 excess is less than 8 ms apart. The p75s compared are
 * Harrell–Davis estimates from the pairs (decision 143): Event Timing rounds to 8 ms, so two nearest-rank p75s less
 * than 8 ms apart are the same figure, and one sample crossing the rank moves them a whole step. The nearest-rank
 * p75s, which the goals judge, are shown beside them.
 *
 *   npm run perf:field:compare -- A.json B.json     (results files of `perf:field --out`; exit 1 when they disagree)
 */
import { readFileSync } from 'node:fs';
import { GOALS, called, harrellDavis, judge, type Excess, type Goal } from './latency';
import { runAsScript } from './stage';

interface Result {
  build: string;
  rate: number;
  interaction: string;
  excess: Excess;
}

export interface Row {
  interaction: string;
  build: string;
  /** per rate: [rate, run A's p75 excess, run B's] (nearest rank, as the goals judge it) */
  p75: Array<[number, number, number]>;
  /** per rate: [rate, run A's Harrell–Davis p75 excess, run B's] (to 0.1 ms) */
  smooth: Array<[number, number, number]>;
  /** each run's calls on the goals, in the goals' order */
  calls: [string, string];
  callsAgree: boolean;
  /** every Harrell–Davis p75 excess less than 8 ms apart */
  close: boolean;
}

const CLOSE_MS = 8;

const smoothP75 = (e: Excess) => Math.round(harrellDavis(e.values, 0.75) * 10) / 10;

export function compareRuns(a: readonly Result[], b: readonly Result[], goals: readonly Goal[] = GOALS) {
  const key = (r: Result) => `${r.build} ${r.interaction}`;
  const keys = [...new Set([...a, ...b].map(key))];
  const both = keys.filter((k) => a.some((r) => key(r) === k) && b.some((r) => key(r) === k));
  const callsOf = (run: readonly Result[], k: string) =>
    goals
      .flatMap((g) => judge(run.filter((r) => key(r) === k), [g]))
      .map(called)
      .join(', ');
  const rows: Row[] = both.map((k) => {
    const first = a.find((r) => key(r) === k)!;
    const paired = a.filter((r) => key(r) === k).flatMap((r) => b.filter((o) => key(o) === k && o.rate === r.rate).map((o) => [r, o] as const));
    const p75 = paired.map(([r, o]): [number, number, number] => [r.rate, r.excess.p75, o.excess.p75]);
    const smooth = paired.map(([r, o]): [number, number, number] => [r.rate, smoothP75(r.excess), smoothP75(o.excess)]);
    const calls: [string, string] = [callsOf(a, k), callsOf(b, k)];
    return { interaction: first.interaction, build: first.build, p75, smooth, calls, callsAgree: calls[0] === calls[1], close: smooth.every(([, x, y]) => Math.abs(x - y) < CLOSE_MS) };
  });
  const figures = rows.flatMap((r) => r.smooth.map(([rate, x, y]) => ({ where: `${r.interaction} ${rate}×`, x, y })));
  const apart = figures.filter((f) => Math.abs(f.x - f.y) >= CLOSE_MS);
  const missing = keys.filter((k) => !both.includes(k));
  const summary =
    `calls agree on ${rows.filter((r) => r.callsAgree).length} of ${rows.length} interactions; ` +
    `Harrell–Davis p75 excesses less than ${CLOSE_MS} ms apart on ${figures.length - apart.length} of ${figures.length} figures` +
    (apart.length ? ` (${apart.map((f) => `${f.where}: ${f.x} → ${f.y}`).join('; ')})` : '') +
    (missing.length ? `; in one run only: ${missing.join(', ')}` : '');
  return { rows, missing, summary, agree: missing.length === 0 && rows.every((r) => r.callsAgree && r.close) };
}

/** the comparison as the README quotes it */
export function comparisonTable(rows: readonly Row[], rates: readonly number[]): string {
  const head = `| interaction | ${rates.map((r) => `p75 excess at ${r}×, Harrell–Davis: run 1 / run 2 (difference); nearest rank`).join(' | ')} | calls: run 1 / run 2 |`;
  const rule = `|---|${rates.map(() => '---').join('|')}|---|`;
  const lines = rows.map((r) => {
    const cells = rates.map((rate) => {
      const s = r.smooth.find(([x]) => x === rate);
      const p = r.p75.find(([x]) => x === rate);
      return s && p ? `${s[1]} / ${s[2]} (${Math.round(Math.abs(s[1] - s[2]) * 10) / 10}); ${p[1]} / ${p[2]}` : '—';
    });
    return `| ${r.interaction} | ${cells.join(' | ')} | ${r.calls[0]} / ${r.calls[1]} |`;
  });
  return [head, rule, ...lines].join('\n');
}

type RunFile = { interactions?: { commit?: string; measuredAt?: string; results?: Result[] } };

function read(file: string): { results: Result[]; label: string } {
  const run = (JSON.parse(readFileSync(file, 'utf8')) as RunFile).interactions;
  if (!run?.results) throw new Error(`${file} holds no perf:field run (no interactions.results)`);
  return { results: run.results, label: `${file}: commit ${run.commit ?? '?'}, measured ${run.measuredAt ?? '?'}` };
}

runAsScript(import.meta.url, async () => {
  const files = process.argv.slice(2);
  if (files.length !== 2) {
    console.error('usage: npm run perf:field:compare -- A.json B.json');
    process.exit(2);
  }
  const [a, b] = files.map(read) as [ReturnType<typeof read>, ReturnType<typeof read>];
  const c = compareRuns(a.results, b.results);
  const rates = [...new Set(a.results.map((r) => r.rate))].sort((x, y) => x - y);
  console.log(`run 1: ${a.label}\nrun 2: ${b.label}\n\n${comparisonTable(c.rows, rates)}\n\n${c.summary}: ${c.agree ? 'the runs agree' : 'the runs disagree'}`);
  if (!c.agree) process.exitCode = 1;
});
