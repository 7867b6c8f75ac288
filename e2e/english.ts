/**
 * The no-English check of the language walk (issue 38, e2e/hindi.spec.ts): what a player of Hindi or Marathi sees on
 * the screen — the page's visible text and the aria-labels, titles, placeholders and alt texts of visible elements —
 * holds no English sentence. An English sentence is a run of two or more Latin words on one line; a single Latin word
 * (OTP, UPI, IFSC, P2P, a brand such as WhatsApp or Paytm, the receipt's "rs") and numbers are not one. Names the
 * player or the backend gives (the player's, market and group names, the app's name) are taken out first: they are
 * not the app's words. Anything else found is a text to translate in the catalogues or a string that bypasses them.
 */
import type { Page } from '@playwright/test';

/**
 * What is not the app's words, taken out of the check: the team's tools of the demo build, which stay English and never
 * reach a player of the production build (the simulator marker, the QA panel: decisions 004, 087), and what the
 * operator writes and the app shows as sent, as it shows a chat message (the dashboard's notice, spec §2).
 */
const NOT_THE_APPS = '#sim-marker, [data-testid="sim-marker"], .qa-open, .qa-sheet, [data-testid="notice-body"]';

/** Every text the player can see or hear on the page now, one entry per line or attribute. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate((tools) => {
    const out = document.body.innerText.split('\n');
    for (const other of Array.from(document.body.querySelectorAll<HTMLElement>(tools)))
      for (const line of other.innerText.split('\n')) {
        const at = out.indexOf(line);
        if (at >= 0) out.splice(at, 1);
      }
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder], [alt]'))) {
      // visible: laid out and not hidden (an element of a closed dialog or a hidden shell is neither)
      if (el.closest(tools) || !el.checkVisibility({ visibilityProperty: true })) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    return out.map((t) => t.trim()).filter(Boolean);
  }, NOT_THE_APPS);
}

/** Two or more Latin words in a row, separated by spaces or light punctuation on the same line. */
const ENGLISH_RUN = /[A-Za-z][A-Za-z']*(?:[ \t,.!?'’:;&()-]+[A-Za-z][A-Za-z']*)+/g;

/** The English runs in texts, once each, after the allowed names are taken out (case-insensitive). */
export function englishRuns(texts: readonly string[], allowed: readonly string[]): string[] {
  const names = [...allowed].filter(Boolean).sort((a, b) => b.length - a.length);
  const found = new Set<string>();
  for (const text of texts) {
    let rest = text;
    for (const name of names) rest = rest.split(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')).join(' · ');
    for (const m of rest.matchAll(ENGLISH_RUN)) found.add(m[0].trim());
  }
  return [...found];
}

/** The English runs on the page now. */
export async function englishOnScreen(page: Page, allowed: readonly string[]): Promise<string[]> {
  return englishRuns(await visibleTexts(page), allowed);
}
