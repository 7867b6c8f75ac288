/**
 * What a chat export puts around a message (decision 108): the prefix an Android or iOS export writes before each
 * line (date, time, sender), and the lines and names that are no bets (attachments, WhatsApp's notices, file names
 * and links). The pasted-chat parser (chatParser.ts) reads each line's body through these.
 */
import { isAmountWord, isLatinLetter } from './chatWords';

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
  // a quick first look: a header starts with a digit or '[', after LEAD's marks and spaces
  const c = line.charCodeAt(0);
  const mayHavePrefix = c === 91 /* [ */ || (c >= 48 && c <= 57) || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c === 0xfeff || c === 32;
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
export function isNotice(text: string): boolean {
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
export function withoutNames(body: string): string {
  // every file name has a '.', every link a '.' or a ':' (http://localhost:8080)
  if (body.indexOf('.') === -1 && body.indexOf(':') === -1) return body;
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
