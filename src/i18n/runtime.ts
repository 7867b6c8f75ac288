/**
 * The language runtime (decision 087): Lingui's core (@lingui/core) with catalogues compiled ahead of time
 * (src/i18n/compiled/, `npm run i18n`). Texts are looked up by id (`t('login.sendOtp')`); the ids are the keys of the
 * English catalogue (src/i18n/source/en.ts), so an unknown id is a compile error. Numbers and plurals go through the
 * catalogue's ICU messages; rupees keep domain/rules/rupees.ts (Indian grouping, Latin digits, no Intl on the start
 * path). Loading a language is ./i18n.ts (the catalogues are chunks of their own, one per language).
 */
import { i18n } from '@lingui/core';
import type { MessageId } from './source/en';
import type { Lang } from './language';

export type { MessageId };
export type MessageValues = Record<string, string | number>;
export type T = (id: MessageId, values?: MessageValues) => string;

export function currentLanguage(): Lang {
  return i18n.locale === 'hi' ? 'hi' : 'en';
}

/** A text of the active language, outside React (a toast's label, a document title). */
export const t: T = (id, values) => i18n._(id, values);

export const subscribeLanguage = (onChange: () => void) => i18n.on('change', onChange);
