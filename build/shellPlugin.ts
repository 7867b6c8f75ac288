/**
 * The app shell in index.html (decision 067): the first screen paints from the HTML, before any script has run.
 *
 * At build time the entry route (/login, also served at /) is rendered by the app's own code (build/shellEntry.tsx
 * through Vite's SSR loader) into `<div id="root">`, its first element marked `data-shell`. index.html also
 * - links every stylesheet the shell's markup needs (the entry screen's too), so the first paint is styled;
 * - loads `assets/shell-[hash].js`, a tiny classic script (no inline script: the CSP allows none) that runs before
 *   the first paint and marks `<html data-no-shell>` on any other path or when a session is stored, so a logged-in
 *   player never sees the login form flash; `html[data-no-shell] [data-shell] { display: none }` (styles.css);
 *   it also sets `<html lang>` to the device's language (the stored choice, else the browser's: src/i18n/language.ts);
 * - holds the shell once per language of src/i18n/language.ts (decisions 087, 114), each marked `data-shell-lang`; a
 *   small stylesheet in the head (shellLanguageStyle) shows the one of `<html lang>`. The ids of every shell but the
 *   default language's carry the language's prefix (`hi-`, `mr-`: one document, no id twice);
 * - lists the entry screen's chunks (the lazy LoginScreen chunk and the chunks it imports beyond the app's start), and
 *   each language's catalogue (marked `data-lang`), as modulepreload links in an inert `<template id="shell-chunks">`: src/app/main.tsx puts them in the head when the
 *   shell has painted, together with importing the start (src/app/boot.tsx), so the screen's code comes in parallel
 *   with the start's rather than after it has run.
 * No script is fetched before the first paint but the shell script: the paint needs none.
 * The first client render takes over the shell's markup (boot.tsx preloads the entry screen first, so no fallback
 * shows in between).
 */
import { createHash } from 'node:crypto';
import { createServer, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { DEFAULT_LANG, LANGUAGE_LIST, LANGUAGES, shellIdPrefix, type Lang } from '../src/i18n/language.js';

export interface ShellOptions {
  /** the route rendered into the shell */
  path: string;
  /** the paths on which the shell shows (the same screen) */
  paths: string[];
  /** the app's start, which main.tsx imports once the shell has painted */
  boot: string;
  /** the entry screen's module: its chunks (beyond the start's) are listed for main.tsx to preload with the start */
  screen: string;
}

const DEFAULTS: ShellOptions = { path: '/login', paths: ['/', '/login'], boot: 'src/app/boot.tsx', screen: 'src/features/auth/LoginScreen.tsx' };

/**
 * What every page starts with — React and its DOM renderer, the router, the store and the API client with the small
 * modules it shares with the screens — in one chunk rather than the many small shared chunks the bundler would cut
 * (each compresses on its own and costs its import/export glue: ~1.5 KB gzip of the initial-JS budget). main.tsx
 * evaluates it in a task of its own, before the app's start (boot).
 */
const START_CHUNKS = [
  // Vite's preload helper, used by the entry and by the dynamic imports of the start's modules (the reply reader,
  // the language catalogues): a chunk of its own, so that the entry never imports the framework chunk statically
  { name: 'preload', test: /vite[\\/]preload-helper|rolldown[\\/]runtime/ },
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|@standard-schema[\\/]utils|cookie)[\\/]|use-sync-external-store[\\/](with-selector|cjs[\\/]use-sync-external-store-with-selector)\.|[\\/](src[\\/]api[\\/](api|args|baseQuery|log|session)|src[\\/]config|src[\\/]i18n[\\/](runtime|language|useT)|domain[\\/](jodiNumbers))\.ts$|node_modules[\\/]@lingui[\\/]core[\\/]/,
  },
];

const ENTRY_CHUNK = /(^|\/)index-[\w-]+\.js$/;
const START_CHUNK = /(^|\/)(index|boot|framework|preload|rolldown-runtime)-[\w-]+\.(js|css)$/;

/** The inert <template> in the head listing the entry screen's chunks as modulepreload links (src/app/main.tsx). */
export const SHELL_CHUNKS_ID = 'shell-chunks';

/**
 * The script that hides the shell where it does not belong; runs before the first paint. A form in the shell is not
 * sent by the browser (a tap before the app has started would reload the page): a tap on a shell button (Enter in a
 * field taps the form's button too) marks it `aria-busy` — it shows that it waits (styles.css) — and the app's start
 * taps the same button of its own first screen once it has taken over, once (src/app/boot.tsx, decision 097).
 */
export function shellScript(paths: string[], sessionKey: string, langKey = 'lang'): string {
  // the rule of src/i18n/language.ts (pickLanguage): the stored choice, else the first language whose rule matches
  const rules = LANGUAGE_LIST.map((l) => [l.code, l.browser.source]);
  return (
    `(function(){var l=null;try{l=localStorage.getItem(${JSON.stringify(langKey)})}catch(e){}` +
    `try{var r=${JSON.stringify(rules)},k=false,i;for(i=0;i<r.length;i++)if(r[i][0]===l)k=true;` +
    `if(!k){var n=(navigator.languages&&navigator.languages[0])||navigator.language||'';n=String(n).replace(/^\\s+|\\s+$/g,'');l=${JSON.stringify(DEFAULT_LANG)};` +
    `for(i=0;i<r.length;i++)if(new RegExp(r[i][1],'i').test(n)){l=r[i][0];break}}` +
    `document.documentElement.lang=l}catch(e){}` +
    `try{document.addEventListener('submit',function(e){var t=e.target;if(t&&t.closest&&t.closest('[data-shell]'))e.preventDefault()},true);` +
    `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b&&b.closest('[data-shell]'))b.setAttribute('aria-busy','true')},true)}catch(e){}` +
    `try{var p=location.pathname.replace(/\\/+$/,'')||'/';` +
    `if(${JSON.stringify(paths)}.indexOf(p)<0||(localStorage.getItem(${JSON.stringify(sessionKey)})||'').trim())` +
    `document.documentElement.setAttribute('data-no-shell','')}catch(e){}})();\n`
  );
}

/**
 * The stylesheet that shows the shell of `<html lang>` alone (set by the shell script before the first paint), the
 * default language's for any other value: one rule per language of LANGUAGE_LIST.
 */
export function shellLanguageStyle(): string {
  const others = LANGUAGES.filter((l) => l !== DEFAULT_LANG);
  const selectors = [
    ...others.map((l) => `html:not([lang='${l}']) [data-shell-lang='${l}']`),
    ...others.map((l) => `html[lang='${l}'] [data-shell-lang='${DEFAULT_LANG}']`),
  ];
  return `${selectors.join(',')}{display:none}`;
}

/**
 * Splits React's rendered markup into the resource hints React hoists in front (`<link rel="preload">` for images;
 * they go in the head) and the shell, whose first element is marked `data-shell`. Refuses a shell with a script.
 */
export function markShell(html: string, lang?: string): { head: string; body: string } {
  if (/<script/i.test(html)) throw new Error('shell: the prerendered markup contains a script');
  const hints = /^(?:\s*<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  const rest = html.slice(hints.length);
  const mark = lang ? ` data-shell="" data-shell-lang="${lang}"` : ' data-shell=""';
  const body = rest.replace(/^(\s*(?:<!--[^]*?-->\s*)*<[a-zA-Z][\w-]*)/, `$1${mark}`);
  if (body === rest) throw new Error('shell: the prerendered markup has no element');
  return { head: hints.trim(), body };
}

/**
 * A shell's ids, the attributes naming them and its test ids get its language's prefix (`hi-`): every shell is in one
 * document (until the app's first render replaces them), and an id or a test id names one element.
 */
export function prefixIds(html: string, prefix: string): string {
  return html.replace(/\s(id|for|aria-controls|aria-labelledby|aria-describedby|data-testid)="([^"]+)"/g, (_, attr: string, ids: string) => ` ${attr}="${ids.split(/\s+/).map((i) => prefix + i).join(' ')}"`);
}

async function renderShell(config: ResolvedConfig, path: string): Promise<{ html: Array<[Lang, string]>; sessionKey: string; langKey: string }> {
  const nodeEnv = process.env.NODE_ENV;
  const react = (await import('@vitejs/plugin-react')).default;
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const entry = (await server.ssrLoadModule('/build/shellEntry.tsx')) as typeof import('./shellEntry');
    // one after the other: each render reads the language then active
    const html: Array<[Lang, string]> = [];
    for (const lang of LANGUAGES) html.push([lang, await entry.renderShell(path, lang)]);
    return { html, sessionKey: entry.SESSION_KEY, langKey: entry.LANG_KEY };
  } finally {
    await server.close();
    process.env.NODE_ENV = nodeEnv;
  }
}

/** The chunks a chunk imports statically, itself included. */
function staticGraph(bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): Rollup.OutputChunk[] {
  const seen = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const f of chunk.imports) {
      const next = bundle[f];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return [...seen.values()];
}

const cssOf = (chunk: Rollup.OutputChunk): string[] => [...((chunk as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss ?? [])];

export function shellPlugin(options: Partial<ShellOptions> = {}): Plugin {
  const o = { ...DEFAULTS, ...options };
  let config: ResolvedConfig;
  let shell = { head: '', body: '' };
  let scriptFile = '';
  return {
    name: 'matka:app-shell',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    // every browser the app supports knows modulepreload (Chrome 66, Safari 17, Firefox 115); older ones simply
    // fetch the chunks when imported: no polyfill in the entry chunk
    config: () => ({
      build: {
        modulePreload: {
          polyfill: false,
          // a chunk loaded from anywhere but the entry runs after the start: the start's chunks are in already
          resolveDependencies: (_file: string, deps: string[], host: { hostId: string; hostType: 'html' | 'js' }) =>
            host.hostType === 'js' && !ENTRY_CHUNK.test(host.hostId) ? deps.filter((d) => !START_CHUNK.test(d)) : deps,
        },
        rolldownOptions: { output: { codeSplitting: { groups: START_CHUNKS } } },
      },
    }),
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const rendered = await renderShell(config, o.path);
      const shells = rendered.html.map(([lang, html]) => markShell(prefixIds(html, shellIdPrefix(lang)), lang));
      // React's hoisted hints are the same in every language: the default's go in the head
      shell = { head: shells[LANGUAGES.indexOf(DEFAULT_LANG)]!.head, body: shells.map((x) => x.body).join('') };
      const source = shellScript(o.paths, rendered.sessionKey, rendered.langKey);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      scriptFile = `${config.build.assetsDir}/shell-${hash}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        const dynamicEntry = (module: string) => {
          const chunk = Object.values(bundle).find(
            (c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isDynamicEntry && (c.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(`/${module}`),
          );
          if (!chunk) throw new Error(`shell: no chunk for ${module}`);
          return chunk;
        };
        const before = [...staticGraph(bundle, entry), ...staticGraph(bundle, dynamicEntry(o.boot))];
        const beforeFiles = new Set(before.map((c) => c.fileName));
        const screenChunks = staticGraph(bundle, dynamicEntry(o.screen)).filter((c) => !beforeFiles.has(c.fileName));
        // every stylesheet the shell's markup needs is in before the first paint
        const entryCss = new Set(staticGraph(bundle, entry).flatMap(cssOf));
        const css = [...new Set([...before, ...screenChunks].flatMap(cssOf))].filter((f) => !entryCss.has(f));
        const base = config.base;
        const tags: HtmlTagDescriptor[] = css.map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: base + f }, injectTo: 'head' }));
        // the language catalogues (decision 087): each listed with its language; main.tsx preloads the page's one
        const catalogs = LANGUAGES.map((lang) => ({ lang, chunk: dynamicEntry(`src/i18n/compiled/${lang}.ts`) }));
        const preloads =
          screenChunks.map((c) => `<link rel="modulepreload" crossorigin href="${base + c.fileName}">`).join('') +
          catalogs.map(({ lang, chunk }) => `<link rel="modulepreload" crossorigin href="${base + chunk.fileName}" data-lang="${lang}">`).join('');
        if (!html.includes('<div id="root"></div>')) throw new Error('shell: index.html has no empty <div id="root"></div>');
        if (!html.includes('</title>')) throw new Error('shell: index.html has no <title>');
        // the shell script first in line (it holds the first paint), then React's hoisted hints, then the rest
        const head = [`<script src="${base + scriptFile}"></script>`, `<style>${shellLanguageStyle()}</style>`, shell.head, `<template id="${SHELL_CHUNKS_ID}">${preloads}</template>`]
          .filter(Boolean)
          .join('\n    ');
        return { html: html.replace('</title>', `</title>\n    ${head}`).replace('<div id="root"></div>', `<div id="root">${shell.body}</div>`), tags };
      },
    },
  };
}
