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
