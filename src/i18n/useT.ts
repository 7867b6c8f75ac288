/** The texts of the active language in a component; a language switch re-renders every component that uses it. */
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';
import { subscribeLanguage, type T } from './runtime';
import type { Lang } from './language';

const locale = () => i18n.locale;

export function useLanguage(): Lang {
  return useSyncExternalStore(subscribeLanguage, locale, locale) === 'hi' ? 'hi' : 'en';
}

export function useT(): T {
  const lang = useLanguage();
  // a new function per language, so memoised children that take it re-render too
  return useMemo<T>(() => (lang === 'hi' || lang === 'en' ? (id, values) => i18n._(id, values) : (id) => id), [lang]);
}
