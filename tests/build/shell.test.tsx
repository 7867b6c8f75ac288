// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { renderShell, SESSION_KEY } from '../../build/shellEntry';
import { markShell, prefixIds, shellLanguageStyle, shellScript } from '../../build/shellPlugin';
import { LANGUAGES, pickLanguage } from '../../src/i18n/language';
import { preloadEntryScreen } from '../../src/app/routes';
import { renderApp } from '../render';
import { serverTextsLoaded } from '../../src/i18n/shownText';

// the app's modules start loading the server-text reader when they are imported: the file ends once it has loaded,
// not while the environment is being torn down (on a busy machine the file's tests finish first)
afterAll(() => serverTextsLoaded);

/** Runs the shell script as the browser would, in a page at `path` with the given stored session. */
function runShellScript(path: string, stored: string | null | 'blocked'): boolean {
  const attrs = new Set<string>();
  const page = {
    location: { pathname: path },
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'blocked') throw new Error('SecurityError');
        return key === SESSION_KEY ? stored : null;
      },
    },
    document: { documentElement: { setAttribute: (name: string) => attrs.add(name) } },
  };
  new Function('location', 'localStorage', 'document', shellScript(['/', '/login'], SESSION_KEY))(page.location, page.localStorage, page.document);
  return !attrs.has('data-no-shell');
}

/** The markup as a browser's DOM has it, comments (React's markers) and the shell's mark left out. */
function dom(html: string): DocumentFragment {
  const t = document.createElement('template');
  t.innerHTML = html;
  const walker = document.createTreeWalker(t.content, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
  t.content.querySelectorAll('[data-shell]').forEach((e) => e.removeAttribute('data-shell'));
  t.content.normalize();
  return t.content;
}

describe('the prerendered app shell', () => {
  it('shows only to a guest on the login paths', () => {
    expect(runShellScript('/', null)).toBe(true);
    expect(runShellScript('/login', null)).toBe(true);
    expect(runShellScript('/login/', '')).toBe(true);
    expect(runShellScript('/login', '   ')).toBe(true); // an empty stored id is no session (spec §4)
    expect(runShellScript('/login', 'blocked')).toBe(true); // no storage: the app treats the visitor as a guest too
    expect(runShellScript('/login', '101')).toBe(false); // a logged-in player goes on to /dashboard: no login flash
    expect(runShellScript('/', '101')).toBe(false);
    expect(runShellScript('/dashboard', null)).toBe(false);
    expect(runShellScript('/register', null)).toBe(false);
  });

  it('marks its first element and moves the hints React hoists in front of it to the head; no script in it', () => {
    expect(markShell('<link rel="preload" as="image" href="/icon.svg"/><div class="app"><p>x</p></div>')).toEqual({
      head: '<link rel="preload" as="image" href="/icon.svg"/>',
      body: '<div data-shell="" class="app"><p>x</p></div>',
    });
    expect(markShell('<!--$--><div>y</div>').body).toBe('<!--$--><div data-shell="">y</div>');
    expect(() => markShell('<div><script>alert(1)</script></div>')).toThrow(/script/);
    expect(() => markShell('just text')).toThrow(/no element/);
  });

  it("is exactly the app's first render of /login, so the client render replaces it with the same screen", async () => {
    const shell = markShell(await renderShell('/login'));
    await preloadEntryScreen('/login');
    const { container } = renderApp({ path: '/login' });
    const [ours, theirs] = [dom(shell.body), dom(container.innerHTML)];
    // the same elements, attributes (in any order) and texts
    expect(ours.isEqualNode(theirs), `${shell.body}\n≠\n${container.innerHTML}`).toBe(true);
    expect(ours.textContent).toContain('Send OTP');
  });
});

/** The language the shell script gives `<html lang>` for a stored choice and a browser language. */
function shellLanguage(stored: string | null | 'blocked', browser: string[]): string {
  const root: { lang?: string; setAttribute: () => void } = { setAttribute: () => undefined };
  const page = {
    location: { pathname: '/login' },
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'blocked') throw new Error('SecurityError');
        return key === 'lang' ? stored : null;
      },
    },
    navigator: { languages: browser, language: browser[0] ?? '' },
    document: { documentElement: root },
  };
  new Function('location', 'localStorage', 'navigator', 'document', shellScript(['/', '/login'], SESSION_KEY, 'lang'))(page.location, page.localStorage, page.navigator, page.document);
  return root.lang ?? '';
}

describe('the shell in the device language (decision 087)', () => {
  it('follows a stored choice, else the browser: hi and hi-IN are Hindi, mr and mr-IN Marathi, anything else English', () => {
    expect(shellLanguage(null, ['hi-IN', 'en'])).toBe('hi');
    expect(shellLanguage(null, ['hi'])).toBe('hi');
    expect(shellLanguage(null, ['en-IN', 'hi'])).toBe('en');
    expect(shellLanguage(null, ['mr-IN'])).toBe('mr');
    expect(shellLanguage(null, ['mr'])).toBe('mr');
    expect(shellLanguage(null, ['bn-IN'])).toBe('en');
    expect(shellLanguage('mr', ['hi-IN'])).toBe('mr');
    // the shell's rule is the app's (src/i18n/language.ts): the same answer for every case
    for (const stored of [null, 'en', 'hi', 'mr', 'fr'])
      for (const browser of ['hi-IN', 'mr-IN', 'MR', 'en-GB', 'ta-IN', '']) expect(shellLanguage(stored, [browser]), `${stored} ${browser}`).toBe(pickLanguage(stored, browser));
    expect(shellLanguage('en', ['hi-IN'])).toBe('en');
    expect(shellLanguage('hi', ['en-US'])).toBe('hi');
    expect(shellLanguage('blocked', ['hi-IN'])).toBe('hi');
  });

  it('shows the shell of <html lang> alone, the default one for any other value', () => {
    document.head.innerHTML = `<style>${shellLanguageStyle()}</style>`;
    document.body.innerHTML = LANGUAGES.map((l) => `<div data-shell-lang="${l}">${l}</div>`).join('');
    const shown = (lang: string | null) => {
      if (lang === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.lang = lang;
      return [...document.querySelectorAll('[data-shell-lang]')].filter((e) => getComputedStyle(e).display !== 'none').map((e) => e.textContent);
    };
    for (const l of LANGUAGES) expect(shown(l)).toEqual([l]);
    expect(shown('ta')).toEqual(['en']);
    expect(shown(null)).toEqual(['en']);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
  });

  it('renders /login in Marathi for the Marathi shell', async () => {
    expect(await renderShell('/login', 'mr')).toContain('OTP पाठवा');
  });

  it('renders /login in Hindi for the Hindi shell, and prefixes its ids so both shells fit one page', async () => {
    const html = await renderShell('/login', 'hi');
    expect(html).toContain('OTP भेजें');
    const prefixed = prefixIds(html, 'hi-');
    const ids = [...prefixed.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id!.startsWith('hi-'))).toBe(true);
    expect(prefixed).toMatch(/for="hi-/);
  });
});

describe('a tap on the shell before the app has started (decision 097)', () => {
  it('marks the tapped shell button aria-busy and keeps the form from being sent; buttons outside the shell are left alone', () => {
    document.body.innerHTML =
      '<div id="root"><div data-shell=""><form><input id="login-mobile"><button type="submit">Send OTP</button><button type="button">हिंदी</button></form></div></div>' +
      '<button id="outside" type="button">x</button>';
    new Function(shellScript(['/', '/login'], SESSION_KEY))();
    const [send, lang] = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-shell] button'));
    let submitted = 0;
    document.addEventListener('submit', (e) => {
      if (!e.defaultPrevented) submitted++;
    });
    send!.click();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(lang).not.toHaveAttribute('aria-busy');
    expect(submitted).toBe(0);
    document.getElementById('outside')!.click();
    expect(document.getElementById('outside')).not.toHaveAttribute('aria-busy');
  });
});
