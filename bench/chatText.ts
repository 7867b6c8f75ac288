/**
 * A realistic, deterministic pasted WhatsApp chat of bets (timestamps, senders, the usual separators, Hindi digits,
 * chatter and media lines): the chat-parser bench and `npm run perf:field` paste it.
 */
import { prng } from '../mock-server/core/rng';

/** `lines` lines of chat; the same seed gives the same text */
export function buildChat(lines: number, seed: number): string {
  const rnd = prng(seed); // seeded: every run builds the same chat
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const jodi = () => String(int(0, 99)).padStart(2, '0');
  const jodis = (n: number, sep: string) => Array.from({ length: n }, jodi).join(sep);
  const amount = () => pick([5, 10, 10, 20, 25, 50, 100, 200, 500]);
  const senders = ['Rahul', 'Sonu Bhai', 'Pappu 🙏', '+91 98765 43210', '+91 91234 56789', 'Vikram Faridabad', 'राजू', 'Admin'];
  const markets = ['Faridabad', 'Gali', 'Disawar', 'Ghaziabad', 'Delhi Bazar', 'Shree Ganesh'];
  const bodies: Array<() => string[]> = [
    () => [`${jodis(int(1, 8), ' ')} x ${amount()}`],
    () => [`${jodis(int(1, 6), '')} into ${amount()}`],
    () => [`${jodis(int(2, 6), ',')}---${amount()}`],
    () => [`${jodis(int(1, 4), '.')} Rs.${amount()}`],
    () => [`${jodi()}+ x ${amount()}`],
    () => [`${pick(markets)} ${jodis(int(1, 5), ' ')} ₹${amount()}`],
    () => [`${jodis(int(1, 3), ' ')}(${amount()}) ${jodis(int(1, 3), ' ')}(${amount()})`],
    () => [`${jodis(int(4, 8), ' ')}`, `${jodis(int(2, 6), ' ')}`, `Int ${amount()}`],
    () => [`${jodi()}-${amount()}`, `${jodi()}-${amount()}`, `${jodi()}-${amount()}`],
    () => [`१२ ३४ ${jodis(2, ' ')} x ${amount()}`],
    () => [pick(['<Media omitted>', 'ok bhai 👍', 'Result kab aayega?', 'पास हो गया 🎉', 'This message was deleted'])],
    () => [`${jodis(int(1, 3), ' ')} ${'+'.repeat(int(1, 2))} k ${amount()} rupees only`],
  ];
  const out: string[] = [];
  let day = 1;
  let minute = 0;
  while (out.length < lines) {
    minute += int(0, 3);
    if (minute >= 24 * 60) {
      minute = 0;
      day++;
    }
    const h24 = Math.floor(minute / 60);
    const mm = String(minute % 60).padStart(2, '0');
    const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
    const ampm = h24 < 12 ? 'am' : 'pm';
    const date = `${String(day % 28 + 1).padStart(2, '0')}/11/2026`;
    const r = rnd();
    if (r < 0.02) {
      out.push(`${date.slice(0, 6)}26, ${h12}:${mm} ${ampm} - ${pick(senders)} joined using this group's invite link`);
      continue;
    }
    const body = pick(bodies)();
    const head = r < 0.6 ? `${date.slice(0, 6)}26, ${h12}:${mm}\u202f${ampm} - ${pick(senders)}: ` : r < 0.85 ? `[${h12}:${mm} ${ampm}, ${date}] ${pick(senders)}: ` : `[${date.slice(0, 6)}26, ${String(h24).padStart(2, '0')}:${mm}:00] ${pick(senders)}: `;
    out.push(head + body[0]!, ...body.slice(1));
  }
  return out.slice(0, lines).join('\n');
}
