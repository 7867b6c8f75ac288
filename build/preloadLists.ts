/**
 * The preload lists of lazy routes (decision 070 addendum). Vite writes, into the chunk that imports a lazy screen,
 * the list of the screen's own chunks to fetch alongside it (`__vite__mapDeps`), and the app's start (src/app/boot.tsx)
 * imports every screen: 28 lists, 1.2 KB gzip of the initial JS. The two screens the app opens on (/login and
 * /dashboard, the installed app's start_url) keep theirs, less what the start has loaded already; any other screen
 * fetches its shared chunks once its own chunk runs (one round trip more on a first visit, none once the service
 * worker has precached the build). CSS is always kept (Vite loads a lazy chunk's CSS through the same list), and
 * index.html's preloads are left as they are. Initial JS: 115.6 → 114.9 KB gzip.
 */
import type { Plugin } from 'vite';

const CORE_LOOP = /(^|\/)(Login|Dashboard)Screen-[^/]+\.js$/;

/** The build's output as read here: each chunk's static imports. */
type Bundle = Record<string, { type: string; imports?: readonly string[] }>;

/** A chunk and everything it imports statically: loaded before it runs. */
function closure(bundle: Bundle, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const name = queue.pop()!;
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') continue;
    seen.add(name);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

export function preloadListsPlugin(): Plugin {
  let bundle: Bundle = {};
  const loaded = new Map<string, Set<string>>();
  /** what the importing chunk has loaded already */
  const loadedBy = (host: string) => {
    let set = loaded.get(host);
    if (!set) loaded.set(host, (set = closure(bundle, host)));
    return set;
  };
  return {
    name: 'matka:preload-lists',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (filename, deps, { hostId, hostType }) =>
            hostType === 'html' ? deps : CORE_LOOP.test(filename) ? deps.filter((d) => !loadedBy(hostId).has(d)) : [],
        },
      },
    }),
    generateBundle: {
      order: 'pre',
      handler(_, output) {
        bundle = output;
        loaded.clear();
      },
    },
  };
}
