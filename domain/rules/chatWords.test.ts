/** Chats in Hindi and Marathi (domain/rules/chatWords.ts): Devanagari digits and the amount words players write. */
import fc from 'fast-check';
import { parseChat } from './index';
import { flat } from './test-helpers';
import { isLatinLetter } from './chatWords';

describe('isLatinLetter', () => {
  it.each([
    ['A', true], ['Z', true], ['a', true], ['z', true], ['m', true],
    ['@', false], ['[', false], ['`', false], ['{', false], ['5', false], ['é', false],
  ])('%j → %s', (ch, expected) => {
    expect(isLatinLetter(ch.charCodeAt(0))).toBe(expected);
  });
});

describe('chat parser: Devanagari digits and Hindi words', () => {
  it('accepts Devanagari digits and words', () => {
    expect(flat('१२ ३४ x १०')).toEqual(['12@10', '34@10']);
    expect(flat('फरीदाबाद १२३४ रुपये 10')).toEqual(['12@10', '34@10']);
  });
  it('reads the amount words Hindi players write in Devanagari as it reads ke, rs and into', () => {
    expect(flat('१२ ३४ के १०')).toEqual(['12@10', '34@10']);
    expect(flat('12 34 56\n78 90\nके 10')).toEqual(flat('12 34 56\n78 90\nke 10'));
    expect(flat('12 34 56\n78 90\nके 10')).toEqual(['12@10', '34@10', '56@10', '78@10', '90@10']);
    expect(flat('गली 1234 रु 20 और 5678 रुपये 30')).toEqual(['12@20', '34@20', '56@30', '78@30']);
    expect(flat('25+52 इंटू 20')).toEqual(flat('25+52 into 20'));
    // a Hindi word that is no amount word is removed like any other word
    expect(flat('दिसावर 1234 x 10')).toEqual(['12@10', '34@10']);
  });
  it.each([
    // amount words: ZWNJ / ZWJ inside a word, a sign that ends it (॰ abbreviation, ₹)
    ['इन्\u200cटू', ['12@10', '34@10', '56@10']],
    ['इन्\u200dटू', ['12@10', '34@10', '56@10']],
    // the longest amount word (9 letters), with a joiner or two inside: the joiners are no letters of it
    ['प्रत्\u200dयेकी', ['12@10', '34@10', '56@10']],
    ['प्रत्\u200cये\u200dकी', ['12@10', '34@10', '56@10']],
    ['रु॰', ['12@10', '34@10', '56@10']],
    ['के₹', ['12@10', '34@10', '56@10']],
    // no amount words: a word is read whole, with every Devanagari letter and sign in it
    ['गली', ['12@34', '56@10']],
    ['\u0900के', ['12@34', '56@10']],
    ['के\u0963', ['12@34', '56@10']],
    ['\u0971के', ['12@34', '56@10']],
    ['के\u097f', ['12@34', '56@10']],
  ])('a Devanagari amount word joins the number lines above, any other word does not: %j', (word, lines) => {
    expect(flat(`12 34\n56 ${word} 10`)).toEqual(lines);
  });
});

describe('chat parser: every amount word', () => {
  // the spec's separators (k, r, x, INTO, INTU, int, any case), the rupee spellings players type, and the
  // Hindi and Marathi words written in Devanagari
  const latin = ['x', 'k', 'K', 'r', 'int', 'into', 'INTO', 'intu', 'INTU', 'rs', 'rps', 'ru', 'rup', 'rupee', 'rupees', 'rupay', 'rupaye', 'rupya', 'rupiya', 'rupiye', 'inr', 'ke', 'ka', 'ki', 'ko'];
  const devanagari = [
    'के', 'का', 'की', 'को',
    'रु', 'रू', 'रुप', 'रुपये', 'रुपए', 'रुपया', 'रुपैया', 'रूपये', 'रूपए', 'रूपया', 'रुपयों', 'रुपियां', 'रुपिया',
    'इनटू', 'इंटू', 'इन्टू', 'इंट',
    'ला', 'वर', 'प्रत्येकी', 'प्रत्येक', 'रुपयांचे', 'रुपयांची', 'रुपयाचे', 'रुपयाची', 'रुपयांना', 'रुपयाला',
  ];
  it.each([...latin, ...devanagari])('%s says the amount follows: the number lines above join its line', (word) => {
    expect(flat(`12 34\n56 ${word} 10`)).toEqual(['12@10', '34@10', '56@10']);
  });
});

/** Latin digits → Devanagari (०–९); everything else as it is. */
const devanagariDigits = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
/** The English amount words → their Devanagari spellings (as whole words). */
const HINDI_WORD: Record<string, string> = { ke: 'के', ka: 'का', ki: 'की', ko: 'को', rs: 'रु', rupees: 'रुपये', into: 'इंटू' };
const hindiWords = (s: string) => s.replace(/\b(ke|ka|ki|ko|rs|rupees|into)\b/g, (w) => HINDI_WORD[w]!);

/** Chat-like text: numbers, pluses, separators, amount words (English) and line ends. */
const chatText = fc
  .array(
    fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 8 }),
      fc.constantFrom(' ', ' ', '+', '++', ' x ', ' ke ', ' ka ', ' ki ', ' ko ', ' rs ', ' rupees ', ' into ', '₹', '-', '=', '&', ')', '\n', ', ', ' Gali ', ' गली '),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('chat parser: Hindi text', () => {
  it('a text and its Devanagari-digit twin parse to the same bets', () => {
    fc.assert(
      fc.property(chatText, (text) => {
        expect(parseChat(devanagariDigits(text))).toEqual(parseChat(text));
      }),
      { numRuns: 400 },
    );
  });
  it('a text with Hindi amount words and Devanagari digits parses as its English, Latin-digit twin', () => {
    fc.assert(
      fc.property(chatText, (text) => {
        expect(parseChat(devanagariDigits(hindiWords(text)))).toEqual(parseChat(text));
      }),
      { numRuns: 400 },
    );
  });
});

/** The English amount words → the words Marathi players write for them (ला "at", वर "on", प्रत्येकी "each", रु.). */
const MARATHI_WORD: Record<string, string> = { ke: 'ला', ka: 'वर', ki: 'प्रत्येकी', ko: 'रुपयांचे', rs: 'रु.', rupees: 'रुपये', into: 'इंटू' };
const marathiWords = (s: string) => s.replace(/\b(ke|ka|ki|ko|rs|rupees|into)\b/g, (w) => MARATHI_WORD[w]!);

describe('chat parser: Marathi text', () => {
  it('reads the amount words Marathi players write: ला, वर, प्रत्येकी, रु., रुपये', () => {
    expect(flat('१२ ३४ ला १०')).toEqual(['12@10', '34@10']);
    expect(flat('12 34 वर 20')).toEqual(['12@20', '34@20']);
    expect(flat('12 34 56 प्रत्येकी 10 रु.')).toEqual(['12@10', '34@10', '56@10']);
    expect(flat('कल्याण १२३४ रु. ५०')).toEqual(['12@50', '34@50']);
    expect(flat('12 34 56\n78 90\nला 10')).toEqual(flat('12 34 56\n78 90\nke 10'));
    expect(flat('२५+५२ ला २०')).toEqual(flat('25+52 into 20'));
    expect(flat('12 34 ला 10 रुपयांचे')).toEqual(['12@10', '34@10']);
    // a Marathi word that is no amount word (मला "to me", मुंबई) is removed like any other word
    expect(flat('मला मुंबई 1234 x 10')).toEqual(['12@10', '34@10']);
  });
  it('a WhatsApp line from a phone set to Marathi gives its bets in Marathi words too', () => {
    expect(flat('21/11/26, 10:32 म.उ. - Rahul: १२ ३४ ला १०')).toEqual(['12@10', '34@10']);
  });
  it('a text with Marathi amount words and Devanagari digits parses as its English, Latin-digit twin', () => {
    fc.assert(
      fc.property(chatText, (text) => {
        expect(parseChat(devanagariDigits(marathiWords(text)))).toEqual(parseChat(text));
      }),
      { numRuns: 400 },
    );
  });
});
