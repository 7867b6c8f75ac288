/**
 * Digit handling shared by every bet entry. Players type on Hindi and other Indian keyboards, so native
 * digits (Devanagari ०-९, Bengali, Gurmukhi, Gujarati) and full-width digits count as the ASCII digits they show.
 */

/** First code point of each block of ten digits that is read as 0-9. */
const DIGIT_BLOCKS = [0x0966 /* Devanagari */, 0x09e6 /* Bengali */, 0x0a66 /* Gurmukhi */, 0x0ae6 /* Gujarati */, 0xff10 /* full width */];
const NATIVE_DIGITS = /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\uff10-\uff19]/g;

/** Replaces native and full-width digits by ASCII digits; everything else is left as it is. */
export function toAsciiDigits(text: string): string {
  return text.replace(NATIVE_DIGITS, (ch) => {
    const code = ch.charCodeAt(0);
    for (const base of DIGIT_BLOCKS) if (code >= base && code <= base + 9) return String(code - base);
    return ch;
  });
}

/** Digits only: what a digit field keeps when a player types or pastes (spaces and everything else stripped). */
export function cleanDigits(text: string): string {
  return toAsciiDigits(text).replace(/[^0-9]+/g, '');
}
