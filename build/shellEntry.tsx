/**
 * Rendered at build time (build/shellPlugin.ts, through Vite's SSR loader): the app as a guest sees it on the entry
 * route, for index.html. The same route table, store and screens the browser renders, so the shell is what the
 * first client render puts in its place.
 */
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { STORAGE_KEYS } from '../src/api/session';
import { AppRoutes } from '../src/app/AppRoutes';
import { preloadEntryScreen } from '../src/app/routes';
import { setupStore } from '../src/app/store';
import { activateLanguage } from '../src/i18n/i18n';
import { LANG_KEY, type Lang } from '../src/i18n/language';

/** The session key whose stored value means "logged in" (spec §4): the shell is for guests only. */
export const SESSION_KEY = STORAGE_KEYS.userId;

/** The key of the language chosen on the device: the shell's script shows the shell of that language. */
export { LANG_KEY };

/** The entry route as a guest sees it, in `lang` (one shell per language: build/shellPlugin.ts). */
export async function renderShell(pathname: string, lang: Lang = 'en'): Promise<string> {
  await Promise.all([preloadEntryScreen(pathname), activateLanguage(lang)]);
  return renderToString(
    <Provider store={setupStore()}>
      <MemoryRouter initialEntries={[pathname]}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
  );
}
