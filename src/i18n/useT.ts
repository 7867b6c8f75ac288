/** The texts of the active language in a component; a language switch re-renders every component that uses it. */
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from '@lingui/core';
import { currentLanguage, subscribeLanguage, type T } from './runtime';
import { clockLocale, type Lang } from './language';

export function useLanguage(): Lang {
  return useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
}

export function useT(): T {
  const lang = useLanguage();
  // a new function per language, so memoised children that take it re-render too
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the language is what makes it new
  return useMemo<T>(() => (id, values) => i18n._(id, values), [lang]);
}

/** The locale of the clock in the active language, for formatClock / clockText / dateTimeText (domain/time.ts). */
export function useClockLocale(): string | undefined {
  return clockLocale(useLanguage());
}
