/**
 * The words of a pasted chat that say "the amount follows" (spec §5), and what an ASCII letter is: read by the chat
 * parser's tokens and by the export's notice check (a phone number followed by an amount word is a bet, not a notice).
 */
/** Words read as "the amount follows" (the spec's k, r, x, INTO, INTU, int and what people type around them). */
export const AMOUNT_WORDS = new Set([
  'x', 'k', 'r', 'int', 'into', 'intu',
  'rs', 'rps', 'ru', 'rup', 'rupee', 'rupees', 'rupay', 'rupaye', 'rupya', 'rupiya', 'rupiye', 'inr',
  'ke', 'ka', 'ki', 'ko',
]);
export const LONGEST_AMOUNT_WORD = 7;

/**
 * The amount words as Hindi (issue 25) and Marathi (issue 38) players write them in Devanagari: 'के', 'रु', 'रुपये'
 * and their spellings; Marathi 'ला' ("at"), 'वर' ("on"), 'प्रत्येकी' ("each"), 'रुपयांचे' ("worth rupees").
 */
export const DEVANAGARI_AMOUNT_WORDS = new Set([
  'के', 'का', 'की', 'को',
  'रु', 'रू', 'रुप', 'रुपये', 'रुपए', 'रुपया', 'रुपैया', 'रूपये', 'रूपए', 'रूपया', 'रुपयों', 'रुपियां', 'रुपिया',
  'इनटू', 'इंटू', 'इन्टू', 'इंट',
  'ला', 'वर', 'प्रत्येकी', 'प्रत्येक', 'रुपयांचे', 'रुपयांची', 'रुपयाचे', 'रुपयाची', 'रुपयांना', 'रुपयाला',
]);

export function isAmountWord(word: string): boolean {
  return AMOUNT_WORDS.has(word.toLowerCase()) || DEVANAGARI_AMOUNT_WORDS.has(word);
}

/** An ASCII letter. */
export function isLatinLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}
