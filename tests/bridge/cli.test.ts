/**
 * Bad usage of the bridge's command-line tools is one sentence and exit 2, never a stack trace (issue 42): run as an
 * operator runs them (tsx, a child process), each waited on to its exit.
 */
import { createServer, type Server } from 'node:http';
import { NO_STACK, runCli } from './run';

const proxy = (args: string[]) => runCli('bridge/cli.ts', args);
const golive = (args: string[]) => runCli('bridge/golive.ts', args);

describe('npm run proxy: bad usage', () => {
  let busy: Server;
  let busyPort: number;
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    busyPort = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => busy.close(resolve)));

  it.each([
    ['a missing --upstream', [], '--upstream is missing: give the URL of the real API, e.g. --upstream https://api.example.com/'],
    ['an --upstream that is not a URL', ['--upstream', 'api.example.com'], '--upstream "api.example.com" is not an http:// or https:// URL'],
    ['an --upstream of another scheme', ['--upstream', 'ftp://api.example.com/'], '--upstream "ftp://api.example.com/" is not an http:// or https:// URL'],
    ['--port abc', ['--upstream', 'http://127.0.0.1:1/', '--port', 'abc'], '--port "abc" is not a whole number from 0 to 65535'],
    ['--timeout-ms 0', ['--upstream', 'http://127.0.0.1:1/', '--timeout-ms', '0'], '--timeout-ms "0" is not a whole number above 0'],
  ])('%s: one sentence, exit 2', async (_what, args, sentence) => {
    const r = await proxy(args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(sentence);
    expect(r.stderr).toMatch(/^Usage: npm run proxy -- --upstream/m);
    expect(r.stderr).not.toMatch(NO_STACK);
  });

  it('a port in use: one sentence, exit 2', async () => {
    const r = await proxy(['--upstream', 'http://127.0.0.1:1/', '--port', String(busyPort)]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(`port ${busyPort} is in use: stop what runs there or pass another --port`);
    expect(r.stderr).not.toMatch(NO_STACK);
  });
});

describe('npm run golive: bad usage', () => {
  it.each([
    ['a missing --upstream', ['--mobile', '9876543210'], '--upstream is missing: give the URL of the real API, e.g. --upstream https://api.example.com/'],
    ['a malformed --upstream', ['--upstream', 'localhost:4010', '--mobile', '9876543210'], '--upstream "localhost:4010" is not an http:// or https:// URL'],
    ['a missing --mobile', ['--upstream', 'http://127.0.0.1:1/'], "--mobile is missing: give the test phone's number, e.g. --mobile 98XXXXXXXX"],
    ['--deadline-ms soon', ['--upstream', 'http://127.0.0.1:1/', '--mobile', '9876543210', '--deadline-ms', 'soon'], '--deadline-ms "soon" is not a whole number above 0'],
  ])('%s: one sentence, exit 2', async (_what, args, sentence) => {
    const r = await golive(args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(sentence);
    expect(r.stderr).not.toMatch(NO_STACK);
  });
});
