/**
 * npm run sim:replay -- FILE
 * Replays a session file exported with GET /__sim/session and reports the first reply that differs (exit 1).
 */
import { readFileSync } from 'node:fs';
import { credentialsFromEnv } from '../config';
import { replaySession } from '../replay';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run sim:replay -- FILE (a session exported with GET /__sim/session)');
  process.exit(2);
}
const report = await replaySession(JSON.parse(readFileSync(file, 'utf8')), credentialsFromEnv(process.env));
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
