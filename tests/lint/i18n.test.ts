/**
 * The message catalogues (decisions 087, 114): every language of src/i18n/language.ts has its catalogue, every key
 * has its text in each, the compiled catalogues are those of the
 * sources, the spec's messages are in English exactly as the spec has them, and the screens of the converted folders
 * show no text that is not in the catalogue (an extraction check over the JSX: text, text-bearing attributes and
 * string literals rendered as children).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MSG } from '../../domain/messages';
import { compiledPath, compiledSource, sourceCatalog, type Catalog } from '../../scripts/i18n';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../src/i18n/language';
import { en } from '../../src/i18n/source/en';

const root = join(__dirname, '../..');

/** Every folder of src/ but the QA panel (src/qa, a tool for the team): each feature folder is found, none forgotten. */
export const CONVERTED = ['src/ui', 'src/i18n', 'src/app', ...readdirSync(join(root, 'src/features')).map((f) => `src/features/${f}`)];

/** Folders inside CONVERTED that are not converted yet, with why. */
const NOT_YET = [
  'src/ui/SimMarker.tsx', // the simulator marker: simulator builds only, a tool for the team like the QA panel
];

/** Attributes whose value a person reads or hears. */
const TEXT_ATTRS = new Set(['aria-label', 'aria-roledescription', 'placeholder', 'title', 'alt', 'label', 'subtitle', 'text', 'cancelLabel', 'confirmLabel']);

/** Texts that are the same in every language: symbols, the brand-neutral badges, the spec's Hindi result word. */
const SAME_IN_EVERY_LANGUAGE = new Set(['₹', '+', '/', '·', '×', '‹', '›', '✓', '18+', 'v', '· v', '₹…', '₹—', '**', '--']);

const HAS_LETTER = /[A-Za-z]|\p{Script=Devanagari}/u;

/** The names of a compiled message's placeholders (plural and select branches included). */
function placeholders(compiled: unknown): string[] {
  if (!Array.isArray(compiled)) return [];
  return compiled.flatMap((token) => {
    if (!Array.isArray(token)) return [];
    const [name, , format] = token as [string, string?, Record<string, unknown>?];
    return [name, ...Object.values(format ?? {}).flatMap(placeholders)];
  });
}

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (NOT_YET.some((n) => rel === n || rel.startsWith(`${n}/`))) continue;
    if (statSync(join(root, rel)).isDirectory()) out.push(...files(rel));
    else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)) out.push(rel);
  }
  return out;
}

function isText(s: string): boolean {
  const t = s.replace(/\s+/g, ' ').trim();
  return t !== '' && HAS_LETTER.test(t) && !SAME_IN_EVERY_LANGUAGE.has(t);
}

/** The player-facing literals of one TSX file: `file:line: text`. */
export function literalTexts(file: string, source = readFileSync(join(root, file), 'utf8')): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  /** string literals an expression renders: 'A', `A ${x}`, c ? 'A' : 'B', a || 'B' */
  const rendered = (e: ts.Expression): ts.Node[] => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e)) return [e];
    if (ts.isConditionalExpression(e)) return [...rendered(e.whenTrue), ...rendered(e.whenFalse)];
    if (ts.isBinaryExpression(e) && (e.operatorToken.kind === ts.SyntaxKind.BarBarToken || e.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken))
      return [...rendered(e.left), ...rendered(e.right)];
    if (ts.isParenthesizedExpression(e)) return rendered(e.expression);
    return [];
  };
  const literalText = (n: ts.Node) => (ts.isTemplateExpression(n) ? n.head.text + n.templateSpans.map((s) => s.literal.text).join(' ') : (n as ts.StringLiteral).text);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRS.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && isText(init.text)) report(node, `${node.name.getText(sf)}="${init.text}"`);
      if (ts.isJsxExpression(init) && init.expression) for (const n of rendered(init.expression)) if (isText(literalText(n))) report(n, literalText(n));
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      for (const n of rendered(node.expression)) if (isText(literalText(n))) report(n, literalText(n));
    // a default text in a component's props: ({ label = 'Mobile number' })
    if (ts.isBindingElement(node) && node.initializer && TEXT_ATTRS.has(node.name.getText(sf)))
      for (const n of rendered(node.initializer)) if (isText(literalText(n))) report(n, literalText(n));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** the languages written in Devanagari (every one but the default) */
const OTHERS = LANGUAGES.filter((l) => l !== DEFAULT_LANG);
const catalogs = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, await sourceCatalog(l)] as const))) as Record<Lang, Catalog>;

describe('message catalogues', () => {
  it('has a catalogue and a compiled one for each language of the list, and no other', () => {
    const sources = readdirSync(join(root, 'src/i18n/source')).map((f) => f.replace(/\.ts$/, ''));
    const compiled = readdirSync(join(root, 'src/i18n/compiled')).map((f) => f.replace(/\.ts$/, ''));
    expect(sources.sort()).toEqual([...LANGUAGES].sort());
    expect(compiled.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(OTHERS)('%s: a text for every key, in Devanagari, and no key the English catalogue lacks', (lang) => {
    const enKeys = Object.keys(en).sort();
    const catalog: Record<string, string> = catalogs[lang];
    expect(Object.keys(catalog).sort()).toEqual(enKeys);
    expect(enKeys.filter((k) => !catalog[k]?.trim())).toEqual([]);
    // a text is written in Devanagari (a few are the same words in every language: OTP, IFSC)
    expect(enKeys.filter((k) => !/\p{Script=Devanagari}/u.test(catalog[k]!) && !['ui.otp', 'wallet.ifscShort'].includes(k))).toEqual([]);
  });

  it('has the spec messages (§5, §8) in English exactly, and the same placeholders in every language', () => {
    for (const [k, v] of Object.entries(MSG)) expect(en[`msg.${k}` as keyof typeof en]).toBe(v);
    expect(en['msg.amountGreaterThan']).toBe('Please enter amount greater than {min}');
    expect(en['msg.withdrawalClosed']).toBe('Withdrawal time closed. Please try again between {start} and {end}.');
    const names = (msg: string) => [...new Set(placeholders(compileMessage(msg)))].sort();
    for (const lang of OTHERS) for (const k of Object.keys(en) as Array<keyof typeof en>) expect(names(catalogs[lang][k]), `${lang} ${k}`).toEqual(names(en[k]));
  });

  it('keeps one word per thing, as the glossary at the top of each catalogue has it', () => {
    // one word per thing (decision 115): the word the players use, never its formal or calqued twin
    const banned: Partial<Record<Lang, RegExp>> = {
      hi: /बाज़ार|बिड|रद्द|भुगतान|हरफ़|(?<![\p{L}\p{M}])खाने|वॉटर| H$|\d+s\b|\{n\}s/u,
      mr: /बाजार|बिड|रद्द|भरणा|हरफ|वॉटर| H$|\d+s\b|\{n\}s/u,
    };
    for (const lang of OTHERS) {
      expect(readFileSync(join(root, `src/i18n/source/${lang}.ts`), 'utf8').slice(0, 2000), lang).toContain('Glossary:');
      const wrong = Object.entries(catalogs[lang]).filter(([, text]) => banned[lang]?.test(text));
      expect(wrong, lang).toEqual([]);
    }
  });

  it('is compiled: src/i18n/compiled/ is what `npm run i18n` writes', () => {
    for (const lang of LANGUAGES) expect(readFileSync(compiledPath(lang), 'utf8'), `run npm run i18n`).toBe(compiledSource(lang, catalogs[lang]));
  });
});

describe('texts that travel as data', () => {
  it("every text the client itself puts in a toast or alert has its Hindi form (src/i18n/shownText.ts)", async () => {
    const { MESSAGES } = await import('../../src/api/normalize');
    const { SESSION_ENDED } = await import('../../src/api/profile');
    const { ALERTS_TEXT } = await import('../../src/app/pwa/push/alerts');
    const { AMOUNT_HINT, AMOUNT_TOO_LONG_HINT } = await import('../../domain/rules/amount');
    const { sentOrNot } = await import('../../domain/messages');
    const { shownText, serverTextsLoaded } = await import('../../src/i18n/shownText');
    const { activateLanguage, t } = await import('../../src/i18n/i18n');
    // the backend texts' chunk, which shownText starts loading as it loads: the test ends after it, not during it
    await serverTextsLoaded;
    await activateLanguage('hi');
    const texts = [
      ...Object.values(MSG),
      ...Object.values(MESSAGES),
      SESSION_ENDED,
      ...Object.values(ALERTS_TEXT),
      AMOUNT_HINT,
      AMOUNT_TOO_LONG_HINT,
      ...Object.values(sentOrNot('withdrawal request')),
      ...Object.values(sentOrNot('transfer')),
      'Please enter amount greater than 100',
      'Withdrawal time closed. Please try again between 09:00 and 21:00.',
      'Server error (500 Internal Server Error).',
      'The request was cancelled.',
      'The reply could not be read.',
    ];
    const untranslated = texts.filter((x) => !/\p{Script=Devanagari}/u.test(shownText(x, t)));
    expect(untranslated).toEqual([]);
  });
});

describe('extraction check: no player-facing literal outside the catalogue', () => {
  it('finds the literals it is meant to find', () => {
    const sample = `export function A({ label = 'Mobile number' }) { const x = 1; return <p aria-label="Menu" title={x ? 'Yes' : '₹'}>Hello {'there'} <b>₹</b>{t('ok')}</p>; }`;
    expect(literalTexts('sample.tsx', sample).map((l) => l.replace(/^sample\.tsx:\d+: /, ''))).toEqual(['Mobile number', 'aria-label="Menu"', 'Yes', 'Hello', 'there']);
  });

  it.each(CONVERTED)('%s shows every text through the catalogue', (dir) => {
    expect(files(dir).flatMap((f) => literalTexts(f))).toEqual([]);
  });

  it('leaves the QA panel alone (a tool for the team, in English)', () => {
    expect(CONVERTED.some((d) => d.startsWith('src/qa'))).toBe(false);
    expect(relative(root, join(root, 'src/qa'))).toBe('src/qa');
  });
});
