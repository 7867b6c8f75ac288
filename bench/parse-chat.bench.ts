/**
 * Benchmark (not a test): parse a realistic, deterministic 10,000-line pasted WhatsApp chat with the bet engine's
 * chat parser and print the median time. Goal: < 50 ms per parse.
 *   npx tsx bench/parse-chat.bench.ts [runs]
 */
import { buildChat } from './chatText';
import { parseChat } from '../domain/rules';

const LINES = 10_000;
const RUNS = Math.max(1, Number(process.argv[2] ?? 50) || 50);
const WARMUP = 5;

const chat = buildChat(LINES, 20261121);
const first = parseChat(chat);
if (!first.ok) throw new Error(first.error);
const wrong = first.entries.filter((e) => e.total === 'Wrong Input').length;

for (let i = 0; i < WARMUP; i++) parseChat(chat);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  parseChat(chat);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times.length % 2 ? times[(times.length - 1) / 2]! : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
const p90 = times[Math.min(times.length - 1, Math.floor(times.length * 0.9))]!;

console.log(`chat: ${LINES} lines, ${(chat.length / 1024).toFixed(0)} KiB → ${first.entries.length} entries (${wrong} Wrong Input), ${first.lines.length} bet lines, total ₹${first.total}`);
console.log(`parseChat over ${RUNS} runs: median ${median.toFixed(2)} ms, min ${times[0]!.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms (goal < 50 ms)`);
