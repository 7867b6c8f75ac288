/**
 * The player's language (issue 25): Hindi or English, chosen on the device. The first visit follows the browser's
 * first language (`hi`, `hi-IN` … → Hindi, anything else → English); a choice made with the switch is stored under
 * LANG_KEY and kept across logouts (a device setting, not the player's data). The prerendered shell's script
 * (build/shellPlugin.ts) applies the same rule before the first paint.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** localStorage key of the language chosen on this device. */
export const LANG_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'hi';
}

/** The stored choice, else the browser's first language: `hi` or `hi-…` → Hindi, anything else → English. */
export function pickLanguage(stored: string | null | undefined, browser: string | null | undefined): Lang {
  if (isLang(stored)) return stored;
  return /^hi(?:-|$)/i.test((browser ?? '').trim()) ? 'hi' : 'en';
}

/** The language of this device now (stored choice or browser language). */
export function deviceLanguage(): Lang {
  let stored: string | null = null;
  try {
    stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANG_KEY);
  } catch {
    stored = null;
  }
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return pickLanguage(stored, nav?.languages?.[0] ?? nav?.language);
}

export function storeLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANG_KEY, lang);
  } catch {
    // private mode without storage: the choice holds for this visit only
  }
}
