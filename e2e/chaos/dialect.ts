/**
 * The chaos player on a PHP dialect (`npm run chaos -- --dialect php`, or habit names of domain/phpHabits.ts): every
 * wire call is still checked against the contract by the bridge's validator, and the deviations the dialect's habits
 * explain are expected, not drift. The bridge names a habit in a deviation's detail (bridge/contract.ts `habitNote`);
 * the others are what they are by nature and carry no name there: extra columns (an unknown field of a reply), a
 * field spelled the other way (FIELD_SPELLINGS: the contract's spelling is then missing), and a list with no rows
 * answered as an object with a message, or as HTTP 404 with one.
 */
import { habitNote, type Deviation } from '../../bridge/contract';
import { recoverJsonTail } from '../../domain/jsonTail';
import { FIELD_SPELLINGS, type PhpHabit } from '../../domain/phpHabits';

/** The reply's JSON as the client reads it: behind a byte-order mark or a PHP warning too; undefined if none. */
function replyJson(text: string): unknown {
  const t = text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(t);
  } catch {
    return recoverJsonTail(t)?.value;
  }
}

/** A reply that says "no rows" the PHP way: `{ status: 0, msg: '…' }` and nothing else. */
function noRows(text: string): boolean {
  const body = replyJson(text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { status, msg, ...rest } = body as Record<string, unknown>;
  return Number(status) === 0 && typeof msg === 'string' && Object.keys(rest).length === 0;
}

/** The deviations of one exchange that the habits switched on do not explain (under `[]`, the plain contract: all). */
export function driftOf(habits: readonly PhpHabit[], deviations: Deviation[], reply: { status: number; text: string }): Deviation[] {
  if (habits.length === 0) return deviations;
  const on = (h: PhpHabit) => habits.includes(h);
  const emptyList = noRows(reply.text) && ((reply.status === 200 && on('empty-list-object')) || (reply.status === 404 && on('empty-list-404')));
  return deviations.filter((d) => {
    if (habits.some((h) => d.detail.includes(habitNote(h)))) return false;
    if (d.side === 'reply' && emptyList) return false;
    if (d.side === 'reply' && d.kind === 'missing field' && on('other-spellings') && FIELD_SPELLINGS.some((f) => d.at.endsWith(`/${f.field}`))) return false;
    return !(d.side === 'reply' && d.kind === 'unknown field' && on('extra-columns') && !d.detail.includes('PHP habit'));
  });
}
