/**
 * npm run proxy -- --upstream https://api.example.com/ [--port 4020] [--record DIR] [--report FILE] [--slow-ms 5000]
 *                  [--timeout-ms 20000]
 *
 * Point the production build (VITE_API_HOST=http://127.0.0.1:4020/) or the demo build in HTTP mode at the bridge;
 * it forwards every call to --upstream unchanged and reports where the traffic differs from docs/openapi.json.
 * The app credential names are read from VITE_APP_CRED1_NAME and VITE_APP_CRED2_NAME (as the build reads them), to
 * read the forms; the values need not be given: whatever a request sends in those fields (or in any field its call
 * does not declare) is masked in everything written, like every value the contract marks secret (decision 104).
 * Ctrl-C prints the drift table and writes the HTML report. A mistake in the command is one sentence and exit 2.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CLIENT_TIMEOUT_MS } from '../domain/reply';
import { positiveInt, startProxy, upstreamUrl, UsageError, type BridgeProxy } from './proxy';

const USAGE = 'npm run proxy -- --upstream https://api.example.com/ [--port 4020] [--record DIR] [--report FILE] [--slow-ms 5000] [--timeout-ms 20000]';

let proxy: BridgeProxy;
let report: string | undefined;
try {
  const { values } = parseArgs({
    options: {
      upstream: { type: 'string' },
      port: { type: 'string', default: '4020' },
      host: { type: 'string', default: '127.0.0.1' },
      record: { type: 'string' },
      report: { type: 'string' },
      'slow-ms': { type: 'string', default: '5000' },
      'timeout-ms': { type: 'string', default: String(CLIENT_TIMEOUT_MS) },
    },
  });
  report = values.report;
  const upstream = upstreamUrl(values.upstream);
  const env = process.env;
  const credentialNames = [env.VITE_APP_CRED1_NAME || 'app_id', env.VITE_APP_CRED2_NAME || 'app_key'];
  proxy = await startProxy({
    upstream: upstream.href,
    port: positiveInt('port', values.port, 65535, 0), // 0: any free port (printed)
    host: values.host,
    slowMs: positiveInt('slow-ms', values['slow-ms']),
    timeoutMs: positiveInt('timeout-ms', values['timeout-ms']),
    credentialNames,
    secrets: [env.VITE_APP_CRED1_VALUE, env.VITE_APP_CRED2_VALUE].filter((v): v is string => !!v),
    recordDir: values.record,
    onDrift: (call, d) => {
      console.log(`drift  ${call}: ${d.side} ${d.kind}${d.at ? ` at ${d.at}` : ''} — ${d.detail} [${d.wireType || 'no wire type'}]`);
      if (report) writeFileSync(report, proxy.report.html());
    },
  });
  console.log(`Bridge on ${proxy.url} → ${upstream.href}`);
  console.log(`Credential fields ${credentialNames.join(' and ')}: whatever they carry is masked in everything written.`);
  console.log(`Build the app with VITE_API_HOST=${proxy.url}; drift so far: ${proxy.url}__bridge/drift${values.record ? `; recording into ${values.record}/traffic.jsonl` : ''}`);
} catch (e) {
  // one sentence, never a stack trace
  const usage = e instanceof UsageError || String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  console.error(usage ? `${(e as Error).message}\nUsage: ${USAGE}` : `The bridge could not start: ${(e as Error).message}`);
  process.exit(usage ? 2 : 1);
}

function finish(): void {
  void proxy.settled().then(async () => {
    console.log(`\n${proxy.report.table()}`);
    if (report) {
      writeFileSync(report, proxy.report.html());
      console.log(`\nHTML report: ${report}`);
    }
    await proxy.close();
    process.exit(proxy.report.summary().drift > 0 ? 1 : 0);
  });
}
process.once('SIGINT', finish);
process.once('SIGTERM', finish);
