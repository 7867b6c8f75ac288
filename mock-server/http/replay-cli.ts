/**
 * npm run sim:replay -- FILE
 * - a session file exported with GET /__sim/session: replayed call by call; the first reply that differs is reported;
 * - a bridge recording (DIR or DIR/traffic.jsonl, `npm run proxy -- --record DIR`; `--now "YYYY-MM-DD HH:MM"` sets
 *   the first call's time): replayed against a world derived from it; every reply whose kind or shape differs from
 *   the recorded one is reported (mock-server/recordings/replayBridge.ts).
 * Exit 1 on a difference.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TRAFFIC_FILE, type RecordedExchange } from '../../domain/bridgeRecording';
import { credentialsFromEnv } from '../config';
import { parseInstant } from '../core';
import { replaySession } from '../recordings/replaySession';
import { replayRecording } from '../recordings/replayBridge';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { now: { type: 'string' } } });
const arg = positionals[0];
if (!arg) {
  console.error('Usage: npm run sim:replay -- FILE (a session from GET /__sim/session, or a bridge recording DIR / DIR/traffic.jsonl [--now "YYYY-MM-DD HH:MM"])');
  process.exit(2);
}
const file = statSync(arg).isDirectory() ? join(arg, TRAFFIC_FILE) : arg;
const credentials = credentialsFromEnv(process.env);

if (file.endsWith('.jsonl')) {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as RecordedExchange);
  const now = values.now ? parseInstant(values.now) : undefined;
  if (now === null) {
    console.error(`--now: not a time: ${values.now}`);
    process.exit(2);
  }
  const r = await replayRecording(lines, credentials, { now });
  if (r.differences.length === 0) {
    console.log(`${file}: ${r.calls} recorded calls replayed, every reply of the same kind and shape`);
  } else {
    console.error(`${file}: ${r.differences.length} of ${r.calls} calls answered differently`);
    for (const d of r.differences) console.error(`  call ${d.index + 1} ${d.call}: recorded ${JSON.stringify(d.recorded)}, replayed ${JSON.stringify(d.replayed)}`);
    process.exit(1);
  }
} else {
  const report = await replaySession(JSON.parse(readFileSync(file, 'utf8')), credentials);
  if (report.ok) {
    console.log(`${file}: ${report.calls} calls replayed, every reply the same`);
  } else if ('error' in report) {
    console.error(`${file}: ${report.error}`);
    process.exit(1);
  } else {
    console.error(`${file}: call ${report.index + 1} (${report.call.method} ${report.call.path} at ${new Date(report.call.at).toISOString()}) answered differently`);
    console.error(`  recorded: ${JSON.stringify(report.expected)}`);
    console.error(`  replayed: ${JSON.stringify(report.actual)}`);
    process.exit(1);
  }
}
