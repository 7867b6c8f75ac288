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
 *     words in Devanagari: के, का, की, को, रु, रू, रुपये, रुपए, रुपया …), and
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

// ───────────────────────── chat export prefixes ─────────────────────────

/**
 * am and pm as phones print them (Unicode CLDR dayPeriods, format and stand-alone, wide, abbreviated and narrow, in
 * the versions Android and iOS have shipped): Hindi, Marathi, Gujarati, Bengali, Tamil, Telugu and Kannada. The Latin
 * forms (am, p.m., p. m., [PM] …) are matched by pattern. A marker no table knows is still skipped when a sender follows.
 */
export const AM_PM_MARKERS: readonly string[] = [
  'पूर्वाह्न', 'अपराह्न', 'पूर्व', 'अपर', 'पू', 'अ', // hi
  'म.पू.', 'म.उ.', 'म.नं.', 'स', 'सं', // mr
  'પૂર્વ મધ્યાહ્ન', 'ઉત્તર મધ્યાહ્ન', // gu
  'পূর্বাহ্ণ', 'অপরাহ্ণ', // bn
  'முற்பகல்', 'பிற்பகல்', 'மு.ப', 'பி.ப', // ta
  'పూర్వాహ్నం', 'అపరాహ్నం', 'ఉ', 'సా', // te
  'ಪೂರ್ವಾಹ್ನ', 'ಅಪರಾಹ್ನ', 'ಪೂ', 'ಅ', // kn
];

const SP = '[ \\u00a0\\u202f\\u2009]';
const escapeMarker = (m: string) => m.replace(/[. ]/g, (c) => (c === '.' ? `\\.${SP}?` : `${SP}+`));
const MARKER = `(?:[aApP]\\.?${SP}?[mM]\\.?|\\[[aApP][mM]\\]|${[...AM_PM_MARKERS]
  .sort((a, b) => b.length - a.length)
  .map(escapeMarker)
  .join('|')})`;
/** day, month and year in any order (the year first, last or in the middle), / . or - between, a dot after */
const DATE = `(\\d{1,4})[/.\\-]${SP}?(\\d{1,4})[/.\\-]${SP}?(\\d{1,4})\\.?`;
/** 24- or 12-hour, seconds or not, colons or dots */
const TIME = `(?:[01]?\\d|2[0-4])[:.][0-5]\\d(?:[:.][0-5]\\d)?`;
/** between date and time: a comma or dot, spaces, maybe a short word ("klo", "um", "को", "रोजी") */
const GAP = `[,.]?${SP}*(?:[\\p{L}\\p{M}]{1,8}\\.?${SP}+)?`;
const LEAD = '^[\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069\\ufeff ]*';
/** in brackets the marker (any, known or not) is what stands before `]`: one quantifier, no backtracking */
const BEFORE_BRACKET = `[^\\]\\n\\d]{0,24}\\]${SP}*`;
/**
 * The headers, each with the date's three numbers as groups 1–3: `[21/11/26, 10:32:05 PM] ` (iOS; any word before
 * `]`), `[10:32 pm, 21/11/2026] ` (copied messages), `21/11/26, 10:32 pm - ` (Android), `13.06.18 21.25.15: `,
 * `13. 6. 2018. 21:25:15 `.
 */
const HEADERS = [
  new RegExp(`${LEAD}\\[${DATE}${GAP}${TIME}${BEFORE_BRACKET}`, 'u'),
  new RegExp(`${LEAD}\\[${TIME}(?:${SP}*\\[[aApP][mM]\\])?[^,\\]\\n\\d]{0,24}(?:,${SP}*)?${DATE}${BEFORE_BRACKET}`, 'u'),
  new RegExp(`${LEAD}${DATE}${GAP}${TIME}(?:${SP}*${MARKER})?(?:${SP}*[-\\u2013\\u2014]${SP}+|:${SP}+|${SP}+)`, 'u'),
];
const SENDER = /^[^:\n]{1,80}:(?:[\s\u00a0\u202f]|$)/;
/** A prefix is never longer than this; regexes only ever see this much of a line. */
const HEAD = 160;

/** A 2-digit number that can be a day (a ≤ 31) and its partner one that can be a month, or the other way round. */
function dayAndMonth(a: string, b: string): boolean {
  if (a.length > 2 || b.length > 2) return false;
  const x = Number(a);
  const z = Number(b);
  return x >= 1 && z >= 1 && x <= 31 && z <= 31 && (x <= 12 || z <= 12);
}
const isYear = (y: string) => y.length === 2 || y.length === 4;

/** Three numbers that can be a date: one of them a 2- or 4-digit year (first, middle or last), the others a day and a month. */
function isDate(a: string, b: string, c: string): boolean {
  return (isYear(c) && dayAndMonth(a, b)) || (isYear(a) && dayAndMonth(b, c)) || (isYear(b) && dayAndMonth(a, c));
}

function matchHeader(head: string): RegExpExecArray | null {
  for (const re of HEADERS) {
    const m = re.exec(head);
    if (m && isDate(m[1]!, m[2]!, m[3]!)) return m;
  }
  return null;
}

export type ChatLineKind = 'message' | 'system' | 'continuation';

/**
 * Removes a chat-export prefix. 'message': a new message, body after "Name: "; 'system': a timestamped line
 * without a sender (joined, left, encryption notice …), body ''; 'continuation': no prefix, the line itself.
 */
export function stripChatPrefix(line: string): { kind: ChatLineKind; body: string } {
  const c = line.charCodeAt(0);
  const mayHavePrefix = c === 91 /* [ */ || (c >= 48 && c <= 57) || c === 0x200e || c === 0x200f || c === 0xfeff || c === 32;
  if (!mayHavePrefix) return { kind: 'continuation', body: line };
  const m = matchHeader(line.length > HEAD ? line.slice(0, HEAD) : line);
  if (!m) return { kind: 'continuation', body: line };
  const rest = line.slice(m[0].length);
  const sender = SENDER.exec(rest.length > HEAD ? rest.slice(0, HEAD) : rest);
  if (!sender) return { kind: 'system', body: '' };
  return { kind: 'message', body: rest.slice(sender[0].length) };
}

// ───────────────────────── attachments and notices ─────────────────────────

/** What WhatsApp writes for its own events; a line holding one is no bet (lower case). */
const NOTICE_PHRASES = [
  'end-to-end encrypted', 'joined using this group', 'security code', 'changed their phone number', 'changed to +',
  'changed the group', 'changed this group', 'changed the subject', 'created group', 'created this group',
  ' added +', ' removed +', 'added you', 'removed you', 'this message was deleted', 'you deleted this message',
  'missed voice call', 'missed video call', 'waiting for this message',
];
/** `IMG-…jpg (file attached)`, `name.pdf <attached>`: a file's extension, then its label in brackets */
const FILE_EXT = /\.(?:jpe?g|png|gif|webp|heic|heif|bmp|mp4|3gp|mov|mkv|avi|webm|m4v|opus|ogg|oga|mp3|m4a|aac|amr|wav|pdf|docx?|xlsx?|pptx?|txt|csv|vcf|zip|rar|apk)(?![A-Za-z0-9_])/gi;
const URL = /(?:https?:\/\/|www\.)\S+/gi;
/** `+91 98765 43210 left`: a phone number (10 digits or more) and a word */
const PHONE_LED = /^\+\d[\d \u00a0\-()]{7,}\d[ \u00a0]+([\p{L}\p{M}]+)/u;
const NOTICE_HEAD = 300;
/** Every phrase above, "omitted" and "option:" hold at least this many Latin letters: fewer, and none can be there. */
const FEWEST_NOTICE_LETTERS = 5;

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 0xa0 || c === 0x202f || c === 0x200e || c === 0x200f || c === 0xfeff;
}

/**
 * A line that is an attachment (`<attached: …>`, `… (file attached)`, `<Media omitted>`, `image omitted`), a deleted
 * or edited mark, a poll option or a system notice (joined, left, added, encryption …): never a bet.
 */
function isNotice(text: string): boolean {
  let from = 0;
  let to = Math.min(text.length, NOTICE_HEAD);
  while (from < to && isBlank(text.charCodeAt(from))) from++;
  while (to > from && isBlank(text.charCodeAt(to - 1))) to--;
  if (from === to) return false;
  const t = text.slice(from, to);
  const first = t.charCodeAt(0);
  if (first === 60 /* < */ && t.charCodeAt(t.length - 1) === 62 /* > */) {
    const colon = t.indexOf(':');
    if (!/\d/.test(t.slice(1, colon === -1 ? -1 : colon))) return true; // <Media omitted>, <attached: file>
  }
  let letters = 0;
  for (let i = 0; i < t.length && letters < FEWEST_NOTICE_LETTERS; i++) if (isLatinLetter(t.charCodeAt(i))) letters++;
  if (letters >= FEWEST_NOTICE_LETTERS) {
    const lower = t.toLowerCase();
    const end = lower.endsWith('.') ? lower.slice(0, -1) : lower;
    if (end.endsWith('omitted') || end.endsWith('weggelassen')) return true;
    if (lower.startsWith('option:') && (lower.endsWith('vote)') || lower.endsWith('votes)'))) return true;
    for (const p of NOTICE_PHRASES) if (lower.includes(p)) return true;
  }
  if (first === 43 /* + */) {
    const phone = PHONE_LED.exec(t);
    if (phone && phone[0].replace(/\D/g, '').length >= 10 && !isAmountWord(phone[1]!)) return true;
  }
  if (t.indexOf('.') === -1) return false;
  FILE_EXT.lastIndex = 0;
  for (let m = FILE_EXT.exec(t); m; m = FILE_EXT.exec(t)) {
    if (/^[ \u00a0\u200e]*[(<]/.test(t.slice(FILE_EXT.lastIndex, FILE_EXT.lastIndex + 8))) return true;
  }
  return false;
}

/** Links and file names lose their digits: each becomes a space. */
function withoutNames(body: string): string {
  if (body.indexOf('.') === -1) return body;
  let out = body.replace(URL, ' ');
  FILE_EXT.lastIndex = 0;
  let kept = '';
  let from = 0;
  for (let m = FILE_EXT.exec(out); m; m = FILE_EXT.exec(out)) {
    let start = m.index;
    while (start > from && /[\w\-~]/.test(out[start - 1]!)) start--; // back to the start of the name
    kept += `${out.slice(from, start)} `;
    from = FILE_EXT.lastIndex;
  }
  if (from > 0) out = kept + out.slice(from);
  return out;
}

// ───────────────────────── tokens ─────────────────────────

/** Words read as "the amount follows" (the spec's k, r, x, INTO, INTU, int and what people type around them). */
const AMOUNT_WORDS = new Set([
  'x', 'k', 'r', 'int', 'into', 'intu',
  'rs', 'rps', 'ru', 'rup', 'rupee', 'rupees', 'rupay', 'rupaye', 'rupya', 'rupiya', 'rupiye', 'inr',
  'ke', 'ka', 'ki', 'ko',
]);
const LONGEST_AMOUNT_WORD = 7;

/** The amount words as Hindi players write them in Devanagari (issue 25): 'के', 'रु', 'रुपये' and their spellings. */
const HINDI_AMOUNT_WORDS = new Set([
  'के', 'का', 'की', 'को',
  'रु', 'रू', 'रुप', 'रुपये', 'रुपए', 'रुपया', 'रुपैया', 'रूपये', 'रूपए', 'रूपया', 'रुपयों', 'रुपियां', 'रुपिया',
  'इनटू', 'इंटू', 'इन्टू', 'इंट',
]);
const LONGEST_HINDI_WORD = 7;

function isAmountWord(word: string): boolean {
  return AMOUNT_WORDS.has(word.toLowerCase()) || HINDI_AMOUNT_WORDS.has(word);
}

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
function isLatinLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
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
      if (j - i <= LONGEST_HINDI_WORD && HINDI_AMOUNT_WORDS.has(body.slice(i, j).replace(/[\u200c\u200d]/g, ''))) {
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
