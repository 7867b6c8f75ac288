/**
 * Pasted chat-text parser (spec §5, "chat import" on the Copy Paste screen).
 *
 * Reading, in one left-to-right pass (linear time, no backtracking regex over the text):
 *  1. Empty or blank text → 'Please Enter Digit'. Native digits (०-९ …) read as 0-9.
 *  2. Each line: a chat-export prefix (`[10:32 pm, 21/11/2026] Name: `, `21/11/26, 10:32 अपराह्न - Name: `,
 *     `13.06.18 21.25.15: Name: `, `[06/2018/13, 21:25:15] Name: ` — Android and iOS, day/month in either order and
 *     the year anywhere, 12- or 24-hour, seconds or not, the am/pm of seven Indian languages, the LRM iOS puts first)
 *     is removed; a line with a timestamp but no sender is a system notice and is skipped. A line that is an
 *     attachment (`<attached: …>`, `… (file attached)`, `<Media omitted>`) or a notice (joined, left, deleted …) is
 *     skipped too, and file names and links inside a message lose their digits (decision 108).
 *  3. The body is read as tokens: NUMBER groups (digits, '+' kept with them), AMOUNT MARKS (the spec's separators
 *     x, k, r, INTO, INTU, int, ₹ — as whole words in any case — plus rs/rupees/ke/ka/ki/ko/inr and ×, and the same
 *     words in Devanagari: के, का, की, को, रु, रू, रुपये, रुपए, रुपया …, and Marathi ला, वर, प्रत्येकी), and
 *     ENTRY ENDS (newline, &, ), }). Letters and everything else are removed.
 *  4. An entry is some number groups followed by an amount: the group after an amount mark ("12 34 x 10"), or,
 *     when no mark is followed by a number, the last group before an entry end ("12,34,56---10", "1234(10)").
 *     Number-only pieces (lines, or parts between & ) }) that are directly followed — within the same message and
 *     without a digitless line between — by a piece with an amount mark join that piece's numbers
 *     ("12 34 56\n78 90\nx 10" is one entry); otherwise each piece is read with its own trailing amount.
 *  5. The number text, one separator and the amount must be more than 3 characters, else the part is ignored.
 *     A zero amount is ignored (only positive or 'Wrong Input' results are kept).
 *  6. The digits of all number groups form one digit string. With no '+': odd length → 'Wrong Input', even →
 *     one jodi per two digits at the amount (half the length × amount). With p plus signs: every pair and its
 *     reverse (palti) at p × amount, i.e. digits × pluses × amount; a double (11) has no separate reverse;
 *     an odd digit string → 'Wrong Input'. An amount over 9 digits → 'Wrong Input'.
 */
import { BET_TYPE, type BetLine } from '../wire';
import { MAX_AMOUNT, MAX_AMOUNT_DIGITS } from './amount';
import { toAsciiDigits } from './digits';
import { MSG } from '../messages';
import { isNotice, stripChatPrefix, withoutNames } from './chatExport';
import { AMOUNT_WORDS, DEVANAGARI_AMOUNT_WORDS, isLatinLetter, LONGEST_AMOUNT_WORD } from './chatWords';

export type WrongInput = typeof MSG.wrongInput;

export interface ChatEntry {
  /** 1-based line of the pasted text where the entry's numbers start */
  line: number;
  /** all digits of the entry's numbers, in order */
  numbers: string;
  /** plus signs counted in the numbers */
  pluses: number;
  /** the amount read, or null when it could not be one */
  amount: number | null;
  total: number | WrongInput;
  lines: BetLine[];
}

export interface ChatParseOk {
  ok: true;
  /** every bet line, in order, to fill the Copy Paste table (type 1, two-digit numbers) */
  lines: BetLine[];
  entries: ChatEntry[];
  /** sum of the entries' totals = sum of the lines */
  total: number;
}

export type ChatParseResult = ChatParseOk | { ok: false; error: typeof MSG.enterDigit };

// ───────────────────────── tokens ─────────────────────────


interface NumTok {
  kind: 'num';
  digits: string;
  plus: number;
  line: number;
}
interface PlusTok {
  kind: 'plus';
  plus: number;
}
interface MarkTok {
  kind: 'mark';
}
type Tok = NumTok | PlusTok | MarkTok;
const MARK: MarkTok = { kind: 'mark' };

interface Piece {
  tokens: Tok[];
  hasNumber: boolean;
  /** an amount mark followed by a number */
  explicit: boolean;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
/** A letter or sign of a Devanagari word (its digits are read as digits before this); ZWJ / ZWNJ inside a word. */
function isDevanagariLetter(c: number): boolean {
  return (c >= 0x0900 && c <= 0x0963) || (c >= 0x0971 && c <= 0x097f) || c === 0x200c || c === 0x200d;
}

/** Splits a message body into pieces at entry ends (&, ), }) and reads each piece's tokens. */
function tokenize(body: string, line: number): Piece[] {
  const pieces: Piece[] = [];
  let piece: Piece = { tokens: [], hasNumber: false, explicit: false };
  let markSeen = false;
  const n = body.length;
  let i = 0;
  while (i < n) {
    const c = body.charCodeAt(i);
    if (isDigit(c) || c === 43 /* + */) {
      let j = i;
      let plus = 0;
      for (; j < n; j++) {
        const d = body.charCodeAt(j);
        if (d === 43) plus++;
        else if (!isDigit(d)) break;
      }
      const raw = body.slice(i, j);
      const digits = plus === 0 ? raw : raw.replace(/\+/g, '');
      if (digits === '') piece.tokens.push({ kind: 'plus', plus });
      else {
        piece.tokens.push({ kind: 'num', digits, plus, line });
        piece.hasNumber = true;
        if (markSeen) piece.explicit = true;
      }
      i = j;
      continue;
    }
    if (isLatinLetter(c)) {
      let j = i + 1;
      while (j < n && isLatinLetter(body.charCodeAt(j))) j++;
      if (j - i <= LONGEST_AMOUNT_WORD && AMOUNT_WORDS.has(body.slice(i, j).toLowerCase())) {
        piece.tokens.push(MARK);
        markSeen = true;
      }
      i = j;
      continue;
    }
    if (isDevanagariLetter(c)) {
      let j = i + 1;
      while (j < n && isDevanagariLetter(body.charCodeAt(j))) j++;
      // the joiners (ZWNJ, ZWJ) inside a word are no letters of it
      if (DEVANAGARI_AMOUNT_WORDS.has(body.slice(i, j).replace(/[\u200c\u200d]/g, ''))) {
        piece.tokens.push(MARK);
        markSeen = true;
      }
      i = j;
      continue;
    }
    if (c === 0x20b9 /* ₹ */ || c === 0xd7 /* × */) {
      piece.tokens.push(MARK);
      markSeen = true;
    } else if (c === 38 /* & */ || c === 41 /* ) */ || c === 125 /* } */) {
      pieces.push(piece);
      piece = { tokens: [], hasNumber: false, explicit: false };
      markSeen = false;
    }
    i++;
  }
  pieces.push(piece);
  return pieces;
}

// ───────────────────────── entries ─────────────────────────

/** '00'…'99', shared so that bet lines do not each allocate their number. */
const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));

interface Pending {
  nums: NumTok[];
  loosePlus: number;
}

class ChatReader {
  readonly entries: ChatEntry[] = [];
  readonly lines: BetLine[] = [];
  total = 0;
  /** number-only pieces waiting for an amount mark in a following piece */
  private run: Piece[] = [];

  piece(p: Piece): void {
    if (!p.hasNumber) return;
    if (!p.explicit) {
      this.run.push(p);
      return;
    }
    const pending: Pending = { nums: [], loosePlus: 0 };
    for (const r of this.run) for (const t of r.tokens) this.add(pending, t);
    this.run = [];
    let expecting = false;
    for (const t of p.tokens) {
      if (t.kind === 'mark') {
        if (pending.nums.length > 0) expecting = true;
      } else if (t.kind === 'num' && expecting) {
        this.emit(pending.nums, pending.loosePlus, t);
        pending.nums = [];
        pending.loosePlus = 0;
        expecting = false;
      } else {
        this.add(pending, t);
      }
    }
    this.trailing(pending);
  }

  /** Ends a block: each waiting piece is read with its own trailing amount. */
  flush(): void {
    for (const r of this.run) {
      const pending: Pending = { nums: [], loosePlus: 0 };
      for (const t of r.tokens) this.add(pending, t);
      this.trailing(pending);
    }
    this.run = [];
  }

  private add(pending: Pending, t: Tok): void {
    if (t.kind === 'num') pending.nums.push(t);
    else if (t.kind === 'plus') pending.loosePlus += t.plus;
  }

  /** The last number group is the amount; a lone group has none and is dropped. */
  private trailing(pending: Pending): void {
    if (pending.nums.length < 2) return;
    const amount = pending.nums[pending.nums.length - 1]!;
    this.emit(pending.nums.slice(0, -1), pending.loosePlus, amount);
  }

  private emit(nums: NumTok[], loosePlus: number, amountTok: NumTok): void {
    let numbers = nums.length === 1 ? nums[0]!.digits : '';
    let pluses = loosePlus;
    for (const t of nums) {
      if (nums.length > 1) numbers += t.digits;
      pluses += t.plus;
    }
    const amountText = amountTok.digits;
    if (numbers.length + pluses + 1 + amountText.length <= 3) return; // a part needs more than 3 characters
    let z = 0;
    while (z < amountText.length && amountText.charCodeAt(z) === 48) z++;
    if (z === amountText.length) return; // zero: not positive
    const line = nums[0]!.line;
    const amount = amountText.length - z > MAX_AMOUNT_DIGITS ? null : Number(amountText.slice(z));
    const each = amount === null ? 0 : pluses > 0 ? amount * pluses : amount;
    if (amount === null || numbers.length % 2 !== 0 || each > MAX_AMOUNT) {
      this.entries.push({ line, numbers, pluses, amount, total: MSG.wrongInput, lines: [] });
      return;
    }
    const lines: BetLine[] = [];
    for (let i = 0; i < numbers.length; i += 2) {
      const a = numbers.charCodeAt(i) - 48;
      const b = numbers.charCodeAt(i + 1) - 48;
      lines.push({ bet_numbers: TWO_DIGITS[a * 10 + b]!, bet_money: each, type: BET_TYPE.jodi });
      if (pluses > 0 && a !== b) lines.push({ bet_numbers: TWO_DIGITS[b * 10 + a]!, bet_money: each, type: BET_TYPE.jodi });
    }
    const total = each * lines.length;
    this.entries.push({ line, numbers, pluses, amount, total, lines });
    for (const l of lines) this.lines.push(l);
    this.total += total;
  }
}

const LINE_BREAK = /\r\n|[\n\r\u2028\u2029]/;

/** Parses pasted chat text into Copy Paste bet lines; never throws. */
export function parseChat(text: string): ChatParseResult {
  if (text.trim() === '') return { ok: false, error: MSG.enterDigit };
  const reader = new ChatReader();
  const rows = toAsciiDigits(text).split(LINE_BREAK);
  for (let r = 0; r < rows.length; r++) {
    const { kind, body } = stripChatPrefix(rows[r]!);
    if (kind !== 'continuation') reader.flush(); // a new message (or notice) never completes a previous one
    const pieces = kind === 'system' ? [] : tokenize(withoutNames(body), r + 1);
    if (!pieces.some((p) => p.hasNumber) || isNotice(body)) {
      reader.flush(); // a line without digits (market name, blank line) or a notice or attachment ends a block
      continue;
    }
    for (const p of pieces) reader.piece(p);
  }
  reader.flush();
  return { ok: true, lines: reader.lines, entries: reader.entries, total: reader.total };
}
