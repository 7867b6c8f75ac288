/**
 * The entry module, deliberately small. index.html already shows the prerendered shell (build/shellPlugin.ts); the
 * app's code is fetched and run once that shell is on screen, so neither a slow network nor a slow phone holds the
 * first paint for the whole script (decision 067). The simulator (simulator mode only: the production
 * build drops it) starts alongside, and only the API calls wait for it (decision 068).
 */
import './styles.css';

/**
 * The entry screen's chunks listed by the shell (build/shellPlugin.ts, SHELL_CHUNKS_ID), fetched with the start, and
 * the catalogue of the page's language (the shell script has set `<html lang>`), not the others.
 */
function preloadShellScreen(): void {
  const chunks = document.getElementById('shell-chunks');
  if (!(chunks instanceof HTMLTemplateElement)) return;
  const links = chunks.content.cloneNode(true) as DocumentFragment;
  const lang = document.documentElement.lang;
  for (const l of Array.from(links.querySelectorAll('[data-lang]'))) if (l.getAttribute('data-lang') !== lang) l.remove();
  document.head.append(links);
}

function start(): void {
  if (shellShown()) preloadShellScreen();
  const simulator =
    import.meta.env.VITE_API_MODE !== 'http'
      ? Promise.all([import('../../mock-server/transports/browser'), import('../config')]).then(([{ startBrowserSimulator }, { config }]) =>
          startBrowserSimulator({ credentials: config.credentials, jodiReading: config.jodiReading }),
        )
      : null;
  // the framework chunk (React's DOM renderer and the libraries: build/shellPlugin.ts), then the app's start: two
  // evaluations in two tasks rather than one long one on a slow phone
  void import('react-dom/client')
    .then(nextTask)
    .then(() => import('./boot'))
    .then(({ boot }) => boot(simulator));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function shellShown(): boolean {
  return document.querySelector('[data-shell]') !== null && !document.documentElement.hasAttribute('data-no-shell');
}

/** Runs `start` once the shell has painted; at once when there is no shell on screen (another path, a session). */
function afterShellPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (!shellShown() || document.visibilityState !== 'visible') return once();
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(once, 1000); // never wait longer than this for a paint that is not reported
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

afterShellPaint(start);
