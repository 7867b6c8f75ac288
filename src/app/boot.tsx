/**
 * The app's start, loaded by main.tsx once the prerendered shell has painted: the store, the entry screen's code,
 * the first render. In simulator mode the calls wait for the simulator; the screen does not.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { holdCallsUntil } from '../api/baseQuery';
import { config } from '../config';
import { activateDeviceLanguage } from '../i18n/i18n';
import { pickLanguage, shellIdPrefix } from '../i18n/language';
import { App } from './App';
import { hasScreen, preloadEntryScreen } from './routes';
import { setupStore } from './store';

/**
 * What the visitor typed into the shell's fields before the app took over (a slow phone: a second or two), where
 * the focus was and the button they tapped; put back into the app's own fields, and the tap made, once its first
 * render has replaced the shell.
 */
function keepShellInput(root: HTMLElement): void {
  // the shell of the page's language (build/shellPlugin.ts: one per language, its ids carry the language's prefix)
  const lang = pickLanguage(document.documentElement.lang, null);
  const shell = root.querySelector<HTMLElement>(`[data-shell][data-shell-lang="${lang}"]`) ?? root.querySelector<HTMLElement>('[data-shell]');
  if (!shell || document.documentElement.hasAttribute('data-no-shell')) return;
  const prefix = shellIdPrefix(lang);
  const appId = (id: string) => (id.startsWith(prefix) ? id.slice(prefix.length) : id);
  /**
   * The app's element standing where `el` stood on the shell (the first render is the shell's markup): the one of
   * the same id, else the one of the same tag and text at the same rank among those.
   */
  const counterpart = (el: Element): HTMLElement | undefined => {
    if (el.id) return document.getElementById(appId(el.id)) ?? undefined;
    const same = (x: Element) => x.tagName === el.tagName && x.textContent === el.textContent;
    const rank = [...shell.querySelectorAll(el.tagName)].filter(same).indexOf(el);
    return [...root.querySelectorAll<HTMLElement>(el.tagName)].filter(same)[rank];
  };
  // the control with the focus (removing an element takes its focus without a focusout to another element)
  let focused = shell.contains(document.activeElement) ? document.activeElement : null;
  shell.addEventListener('focusin', (e) => (focused = e.target as Element));
  shell.addEventListener('focusout', (e) => e.relatedTarget && (focused = null));
  const observer = new MutationObserver(() => {
    if (root.contains(shell)) return;
    observer.disconnect();
    const typed = [...shell.querySelectorAll('input')].filter((i) => i.id && i.value !== i.defaultValue);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const old of typed) {
      const field = document.getElementById(appId(old.id));
      if (!(field instanceof HTMLInputElement) || !setValue) continue;
      setValue.call(field, old.value); // as typing does: React's onChange sees it
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) counterpart(focused)?.focus();
    // a button tapped on the shell (the shell script marked it aria-busy) is tapped again on the app's screen, once
    for (const b of shell.querySelectorAll('button[aria-busy]')) counterpart(b)?.click();
  });
  observer.observe(root, { childList: true, subtree: true });
}

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  keepShellInput(root);
  const app = createRoot(root);
  // The prerendered shell in #root (build/shellPlugin.ts) stays on screen until this render commits in its place.
  // A transition: the first render yields to the browser every few milliseconds instead of one long task.
  startTransition(() =>
    app.render(
      <StrictMode>
        <App store={setupStore()} />
      </StrictMode>,
    ),
  );
}

/** `simulator`: the in-browser simulator starting (simulator mode), null in the production build. */
export async function boot(simulator: Promise<void> | null): Promise<void> {
  // the same build-time gate as main.tsx's: the production build carries none of this (nor simClockSync)
  if (import.meta.env.VITE_API_MODE !== 'http' && simulator) {
    holdCallsUntil(simulator);
    if (config.apiMode === 'sim') {
      // the client clock follows the simulator's clock (frozen, set, advanced) as the simulator announces its moves
      void simulator.then(async () => {
        const { startSimClockSync } = await import('./simClockSync');
        startSimClockSync({ pushed: true });
      }, () => undefined);
    }
    // a path the app has no screen for may be a page of the simulator's own (the payment gateway): it goes first
    if (!hasScreen(location.pathname)) await simulator.catch(() => undefined);
  }
  // the entry screen's code (modulepreloaded by index.html for /login) and the device language's catalogue are in
  // before the first render: no fallback, no text in the wrong language
  await Promise.all([preloadEntryScreen(location.pathname), activateDeviceLanguage()]);
  render();
}
