/**
 * npm run scenario:from-recording -- DIR [--name NAME] [--now "YYYY-MM-DD HH:MM"] [--mobile N] [--out FILE]
 * Derives a simulator world from a bridge recording (DIR/traffic.jsonl, `npm run proxy -- --record DIR`) and writes
 * it where `npm run sim -- --state FILE` starts from (default DIR/world.json). The clock is frozen at --now (IST),
 * else at the recording's last call. What it could not read — a line that is not JSON, a reply it skipped, a value
 * left out — is printed and written beside the world (world-notes.json next to it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { TRAFFIC_FILE, type RecordedExchange } from '../../domain/bridgeRecording';
import { parseInstant } from '../core';
import { worldFromRecording, type RecordingNote } from '../recordings/worldFromBridge';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, now: { type: 'string' }, mobile: { type: 'string' }, out: { type: 'string' } } });
const dir = positionals[0];
if (!dir) {
  console.error('Usage: npm run scenario:from-recording -- DIR [--name NAME] [--now "YYYY-MM-DD HH:MM"] [--mobile N] [--out FILE]');
  process.exit(2);
}
const file = join(dir, TRAFFIC_FILE);
const lines: RecordedExchange[] = [];
const unread: RecordingNote[] = [];
for (const [i, text] of readFileSync(file, 'utf8').split('\n').entries()) {
  if (!text.trim()) continue;
  try {
    lines.push(JSON.parse(text) as RecordedExchange);
  } catch {
    unread.push({ call: null, name: '', at: '', note: `line ${i + 1} of ${TRAFFIC_FILE} is not JSON; it is skipped` });
  }
}
const now = values.now ? parseInstant(values.now) : Date.parse(lines.at(-1)?.at ?? '');
if (now === null || !Number.isFinite(now)) {
  console.error(values.now ? `--now: not a time: ${values.now}` : `${file}: no recorded call to take the time from (give --now)`);
  process.exit(2);
}
const name = values.name ?? `recorded-${new Date(now).toISOString().slice(0, 10)}`;
const { state, summary, notes: read } = worldFromRecording(lines, { name, now, mobile: values.mobile });
const notes = [...unread, ...read];
const out = values.out ?? join(dir, 'world.json');
const notesFile = join(dirname(out), 'world-notes.json');
writeFileSync(out, JSON.stringify(state));
writeFileSync(notesFile, `${JSON.stringify(notes, null, 1)}\n`);
const wallet = summary.player.balance === null ? 'an unknown wallet (₹0 in the world: see the notes)' : `₹${summary.player.balance}`;
console.log(`${out}: world '${name}' from ${lines.length} recorded calls — ${summary.markets} markets, ${summary.results} results, player ${summary.player.mobile} with ${wallet}, ${summary.openBetsPlaced} open bets placed again${summary.betsNotPlaced ? ` (${summary.betsNotPlaced} could not be)` : ''}`);
if (notes.length) {
  console.log(`\n${notes.length} thing${notes.length === 1 ? '' : 's'} the recording did not give as the contract shows (also in ${notesFile}):`);
  for (const n of notes) console.log(`- ${n.call === null ? '' : `call ${n.call} (${n.name}, ${n.at}): `}${n.note}`);
  console.log('');
} else console.log(`Every reply used was read in full (${notesFile} is empty).`);
console.log(`Start it with: npm run sim -- --state ${out}`);
