/** Runs one of the bridge's command-line tools as an operator would (tsx, a child process) and waits for its exit. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(script: string, args: string[], env: Record<string, string> = {}): Promise<Ran> {
  return new Promise((resolve) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), [script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** No stack trace: no line of the output looks like a frame ("    at f (file:1:2)"). */
export const NO_STACK = /^\s+at\s.+:\d+:\d+\)?$/m;
