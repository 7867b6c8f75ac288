import type { Lang } from './language';

/** Each language's name in its own script, as the switch shows it (a language of LANGUAGE_LIST without one is a compile error). */
export const LANGUAGE_NAMES = { hi: 'हिंदी', mr: 'मराठी', en: 'English' } as const satisfies Record<Lang, string>;
