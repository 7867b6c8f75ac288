/**
 * npm run proxy -- --upstream https://api.example.com/ [--port 4020] [--record DIR] [--report FILE] [--slow-ms 5000]
 *
 * Point the production build (VITE_API_HOST=http://127.0.0.1:4020/) or the demo build in HTTP mode at the bridge;
 * it forwards every call to --upstream unchanged and reports where the traffic differs from docs/openapi.json.
 * The app credential names are read from VITE_APP_CRED1_NAME and VITE_APP_CRED2_NAME (as the build reads them), to
 * read the forms; the values need not be given: whatever a request sends in those fields (or in any field its call
 * does not declare) is masked in everything written, like every value the contract marks secret (decision 104).
 * Ctrl-C prints the drift table and writes the HTML report.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { startProxy } from './proxy';

const { values } = parseArgs({
  options: {
    upstream: { type: 'string' },
    port: { type: 'string', default: '4020' },
    host: { type: 'string', default: '127.0.0.1' },
    record: { type: 'string' },
    report: { type: 'string' },
    'slow-ms': { type: 'string', default: '5000' },
  },
});

if (!values.upstream || !/^https?:\/\//.test(values.upstream)) {
  console.error('Usage: npm run proxy -- --upstream https://api.example.com/ [--port 4020] [--record DIR] [--report FILE] [--slow-ms 5000]');
  process.exit(2);
}

const env = process.env;
const credentialNames = [env.VITE_APP_CRED1_NAME || 'app_id', env.VITE_APP_CRED2_NAME || 'app_key'];
const secrets = [env.VITE_APP_CRED1_VALUE, env.VITE_APP_CRED2_VALUE].filter((v): v is string => !!v);

const proxy = await startProxy({
  upstream: values.upstream,
  port: Number(values.port),
  host: values.host,
  slowMs: Number(values['slow-ms']),
  credentialNames,
  secrets,
  recordDir: values.record,
  onDrift: (call, d) => {
    console.log(`drift  ${call}: ${d.side} ${d.kind}${d.at ? ` at ${d.at}` : ''} — ${d.detail} [${d.wireType || 'no wire type'}]`);
    if (values.report) writeFileSync(values.report, proxy.report.html());
  },
});

console.log(`Bridge on ${proxy.url} → ${values.upstream}`);
console.log(`Credential fields ${credentialNames.join(' and ')}: whatever they carry is masked in everything written.`);
console.log(`Build the app with VITE_API_HOST=${proxy.url}; drift so far: ${proxy.url}__bridge/drift${values.record ? `; recording into ${values.record}/traffic.jsonl` : ''}`);

function finish(): void {
  void proxy.settled().then(async () => {
    console.log(`\n${proxy.report.table()}`);
    if (values.report) {
      writeFileSync(values.report, proxy.report.html());
      console.log(`\nHTML report: ${values.report}`);
    }
    await proxy.close();
    process.exit(proxy.report.summary().drift > 0 ? 1 : 0);
  });
}
process.once('SIGINT', finish);
process.once('SIGTERM', finish);
