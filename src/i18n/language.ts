/**
 * The player's language (issues 25 and 38): chosen on the device. The first visit follows the browser's first
 * language (`hi`, `hi-IN` … → Hindi, `mr`, `mr-IN` … → Marathi, anything else → English); a choice made with the
 * switch is stored under LANG_KEY and kept across logouts (a device setting, not the player's data). The prerendered
 * shell's script (build/shellPlugin.ts) applies the same rule before the first paint.
 *
 * LANGUAGE_LIST is the one list of languages: everything else (the type, the switch, the catalogues loaded, the
 * compiler, the shells prerendered, the shell's rule) is derived from it. A new language is a line here, its
 * catalogue src/i18n/source/<code>.ts (compiled by `npm run i18n`) and its browser-test project (decision 114).
 */
export const LANGUAGE_LIST = [
  // in the switch's order; `browser` is the rule for the browser's first language (the switch names each language:
  // LANGUAGE_NAMES, kept out of the start's script); `dayPeriod`: the clock names the part of the day in the language
  // ('दोपहर 3:05') rather than AM/PM, whose CLDR form is Latin in Hindi and Marathi (decision 119)
  { code: 'hi', browser: /^hi(?:-|$)/i, dayPeriod: true },
  { code: 'mr', browser: /^mr(?:-|$)/i, dayPeriod: true },
  { code: 'en', browser: /^en(?:-|$)/i, dayPeriod: false },
] as const satisfies ReadonlyArray<{ code: string; browser: RegExp; dayPeriod: boolean }>;

export type Lang = (typeof LANGUAGE_LIST)[number]['code'];

export const LANGUAGES: readonly Lang[] = LANGUAGE_LIST.map((l) => l.code);

/** The language of a browser language no entry claims, and of the spec's texts. */
export const DEFAULT_LANG: Lang = 'en';

/** The locale numbers and plurals are formatted in: the language's, with Latin digits (Marathi's own are Devanagari). */
export const formatLocale = (lang: Lang): string => `${lang}-u-nu-latn`;

/** The locale formatClock (domain/time.ts) writes the language's part of the day in; none: the English AM/PM. */
export const clockLocale = (lang: Lang): string | undefined => (LANGUAGE_LIST.find((l) => l.code === lang)?.dayPeriod ? formatLocale(lang) : undefined);

/**
 * The prefix of the ids in a language's prerendered shell (build/shellPlugin.ts): every shell is in one document, an
 * id names one element; the default language's shell keeps the app's ids (src/app/boot.tsx maps them back).
 */
export const shellIdPrefix = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `${lang}-`);

/** localStorage key of the language chosen on this device. */
export const LANG_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language a browser language asks for: the first entry whose rule matches it, else the default. */
export function browserLanguage(browser: string | null | undefined): Lang {
  const tag = (browser ?? '').trim();
  return LANGUAGE_LIST.find((l) => l.browser.test(tag))?.code ?? DEFAULT_LANG;
}

/** The stored choice, else the browser's first language. */
export function pickLanguage(stored: string | null | undefined, browser: string | null | undefined): Lang {
  return isLang(stored) ? stored : browserLanguage(browser);
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
