/** Helpers for the chat parser's tests: a parse that must succeed, and its lines as "number@amount". */
import { parseChat, type ChatParseOk, type ChatParseResult } from './chatParser';

export function ok(r: ChatParseResult): ChatParseOk {
  if (!r.ok) throw new Error(`expected ok, got ${r.error}`);
  return r;
}

/** "number@amount" for every line of `text`, in order. */
export function flat(text: string): string[] {
  return ok(parseChat(text)).lines.map((l) => `${l.bet_numbers}@${l.bet_money}`);
}

/**
 * How many times a large test input repeats its piece: as written, or a tenth of that under a mutation run, where
 * every mutant of the parser runs the test, instrumented, under Vitest's 5 s guard (vitest.config.ts).
 */
export function reps(n: number): number {
  return process.env.MUTATION_RUN ? Math.ceil(n / 10) : n;
}

/** A property's number of runs: as written, or a quarter under a mutation run (as `reps`). */
export function runs(n: number): number {
  return process.env.MUTATION_RUN ? Math.ceil(n / 4) : n;
}
