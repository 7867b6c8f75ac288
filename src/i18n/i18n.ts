/**
 * Loading a language (decision 087): each catalogue is a chunk of its own (src/i18n/compiled/), fetched only for the
 * language in use; activating it re-renders every component that reads texts (./useT.ts) and sets `<html lang>`.
 */
import { i18n, type Messages } from '@lingui/core';
import { deviceLanguage, formatLocale, storeLanguage, type Lang } from './language';

export * from './runtime';

/** one lazy import per compiled catalogue (src/i18n/compiled/<code>.ts, one per entry of LANGUAGE_LIST) */
const COMPILED = import.meta.glob<{ messages: Messages }>('./compiled/*.ts');
const catalog = (lang: Lang) => COMPILED[`./compiled/${lang}.ts`]!();

let wanted: Lang | null = null;

/** Loads the language's catalogue and makes it the active one; `<html lang>` follows. */
export async function activateLanguage(lang: Lang): Promise<void> {
  wanted = lang;
  const { messages } = await catalog(lang);
  if (wanted !== lang) return; // a later choice won while this catalogue was loading
  i18n.loadAndActivate({ locale: lang, locales: [formatLocale(lang)], messages });
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

/** The switch: stores the choice on the device and applies it without a reload. */
export function chooseLanguage(lang: Lang): Promise<void> {
  storeLanguage(lang);
  return activateLanguage(lang);
}

/** The device's language, activated before the first render (src/app/boot.tsx). */
export function activateDeviceLanguage(): Promise<void> {
  return activateLanguage(deviceLanguage());
}
