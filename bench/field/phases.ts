/**
 * The phases of `npm run perf:field` (decision 125): what each round does on its screen, each interaction measured in
 * a pair with its floor (bench/field/page.ts), and what each floor is.
 */
import type { Locator, Page } from '@playwright/test';
import { parseChat } from '../../domain/rules';
import { buildChat } from '../chatText';
import { gesture, lookOf, reach, tapAt, until, untilSingleTap, type Sample } from './page';
import type { Samples } from './report';

export const SCENARIO = 'crowded';
export const MARKETS = 20;
const WALLET_LINES = 500;
export const CHAT_GROUP = 'Matka Updates';
export const CHAT_MESSAGES = 200;
/** a room shows the newest 100 messages (the backend's page) */
const CHAT_SHOWN = 100;
const CROSSING_DIGITS = '123456';
const CHAT = buildChat(200, 20261122);
const CHAT_BETS = (() => {
  const r = parseChat(CHAT);
  if (!r.ok) throw new Error(r.error);
  return r.lines.length;
})();

export const I = {
  jodiKey: 'JODI cell keystroke',
  tabs: 'switching bet tabs',
  crossing: 'Crossing Add Bet (6 digits, 36 lines)',
  paste: 'Copy Paste: paste a 200-line chat',
  pasteAdd: `Copy Paste: Add (${CHAT_BETS} bets from the chat)`,
  play: 'PLAY → receipt',
  dashboard: `opening the dashboard (${MARKETS} markets)`,
  history: `opening the wallet history (${WALLET_LINES} lines)`,
  historyNext: 'wallet history: next page',
  chatRoom: `opening a chat room (${CHAT_MESSAGES} messages)`,
} as const;

/**
 * What a tap's floor is: `div` (the default, what judges: an element that takes no focus and has no handler, showing
 * the target's cursor, so that the browser's tap highlight, drawn over an element with a hand cursor, is in both
 * halves of a pair; decision 144) or one of
 * two diagnostics that say how much of an excess is not the app's own work:
 * - FIELD_TAP_FLOOR=button: a bare button outside the app (it takes the focus, has no handler and no form), the
 *   browser's own cost of tapping a control;
 * - FIELD_TAP_FLOOR=react: the inert element inside the app's root, where React's event system dispatches each of
 *   the tap's events (pointer, touch, mouse, focus, click) and finds no handler: React's own cost of a tap.
 */
export const TAP_FLOOR = process.env.FIELD_TAP_FLOOR === 'button' || process.env.FIELD_TAP_FLOOR === 'react' ? process.env.FIELD_TAP_FLOOR : 'div';
const TAP_ON = { div: 'a tap on an inert element with its cursor', button: 'a tap on a bare button', react: "a tap on an inert element in the app's root" }[TAP_FLOOR];
/** what each interaction's floor is (bench/field/page.ts) */
export const FLOOR_OF: Record<string, string> = {
  [I.jodiKey]: 'the same key into a bare input over the cell',
  [I.tabs]: 'a tap showing a static copy of the next screen',
  [I.crossing]: `${TAP_ON} over Add Bet`,
  [I.paste]: "Ctrl+V into a bare text area over the dialog's",
  [I.pasteAdd]: `${TAP_ON} over Add`,
  [I.play]: `${TAP_ON} over PLAY`,
  [I.dashboard]: 'a tap showing a static copy of the dashboard',
  [I.history]: 'a tap showing a static copy of the history',
  [I.historyNext]: `${TAP_ON} over Next`,
  [I.chatRoom]: 'a tap showing a static copy of the room',
};
export const ORDER: string[] = Object.values(I);
export type Mode = 'warm' | 'measure' | 'trace';

export const count = (selector: string, n: number) => `document.querySelectorAll(${JSON.stringify(selector)}).length >= ${n}`;
const BET_ROWS = '.bet-table tbody tr:has(.bet-delete)';
export const MARKET_CARDS = '.market-card:not(.skeleton-card)';
const HISTORY_ROWS = '.history-list > li';
const FIELD_STATIC = `!!document.getElementById('field-static')`;

/** one round of a phase: measures pairs into `samples` (when measuring) or their traces (when tracing) */
export class Round {
  constructor(
    readonly page: Page,
    readonly mode: Mode,
    readonly n: number,
    private readonly samples: Samples,
    /** each screen a `page` floor shows, as HTML of the app's root (taken in the unmeasured round) */
    private readonly screens: Map<string, string>,
    private readonly print?: string,
  ) {}

  private record(key: string, floor: Sample, value: Sample): void {
    if (this.mode === 'warm') return;
    const s = this.samples.get(key) ?? { pairs: [], traced: [] };
    if (this.mode === 'measure') s.pairs.push({ value, floor });
    else if (value.trace && floor.trace) s.traced.push({ value: value.trace, floor: floor.trace });
    this.samples.set(key, s);
  }

  private trace(key: string) {
    return this.mode === 'trace' ? (this.print && key.includes(this.print) ? { print: key } : {}) : undefined;
  }

  /** the focused element, given back its focus after the floor's tap took it */
  private keepFocus = () => this.page.evaluate(`document.activeElement?.setAttribute('data-field-focus', '')`);
  private restoreFocus = () =>
    this.page.evaluate(`(() => { const el = document.querySelector('[data-field-focus]'); el?.removeAttribute('data-field-focus'); el?.focus(); })()`);

  /** a tap and its floor: an inert element over the target, or (`screen`) a tap showing a static copy of that screen */
  async tap(key: string, target: Locator, ready?: string, screen?: string): Promise<void> {
    const box = await reach(target);
    // the floor shows the target's cursor: a hand cursor brings the browser's tap highlight to both or to neither
    const floorBox = { ...box, cursor: await target.evaluate((el) => getComputedStyle(el).cursor) };
    const html = screen ? this.screens.get(screen) : undefined;
    let floor: Sample | undefined;
    if (!screen || html !== undefined) {
      await this.keepFocus();
      await this.page.evaluate(screen ? `__field.staticPage(${JSON.stringify(floorBox)}, ${JSON.stringify(html)})` : `__field.inert(${JSON.stringify(floorBox)}, ${JSON.stringify(TAP_FLOOR)})`);
      const shown = await this.page.evaluate<string>(`getComputedStyle(document.getElementById('field-floor')).cursor`);
      if (shown !== floorBox.cursor) throw new Error(`${key}: the floor shows the cursor '${shown}', its target '${floorBox.cursor}'`);
      await untilSingleTap(this.page);
      floor = await gesture(this.page, tapAt(this.page, box), screen ? FIELD_STATIC : undefined, this.trace(key));
      await this.page.evaluate('__field.clearFloor()');
      await this.restoreFocus();
    } else if (this.mode !== 'warm') throw new Error(`no static copy of ${screen}: the unmeasured round takes it`);
    await untilSingleTap(this.page);
    const value = await gesture(this.page, tapAt(this.page, box), ready, this.trace(key));
    if (screen && html === undefined) this.screens.set(screen, await this.page.evaluate<string>(`document.getElementById('root').innerHTML`));
    if (floor) this.record(key, floor, value);
  }

  /** a key press (or Ctrl+V) into `target` and its floor: the same into a bare input or text area of its size and look */
  async key(key: string, target: Locator, press: string, bare: 'input' | 'textarea', ready?: string, landed?: string): Promise<void> {
    const box = await reach(target);
    await this.page.evaluate(`__field.bare('${bare}', ${JSON.stringify(box)}, ${JSON.stringify(await lookOf(target))})`);
    const floor = await gesture(this.page, () => this.page.keyboard.press(press), undefined, this.trace(key));
    if (landed && !(await this.page.evaluate<boolean>(`(document.getElementById('field-floor')?.value.length ?? 0) ${landed}`))) throw new Error(`${key}: the floor's ${press} did not land`);
    await this.page.evaluate('__field.clearFloor()');
    await target.focus();
    const value = await gesture(this.page, () => this.page.keyboard.press(press), ready, this.trace(key));
    this.record(key, floor, value);
  }
}

export interface Phase {
  name: string;
  /** where it starts, and the screen there ready */
  start: (playPath: string) => string;
  ready: string;
  interactions: string[];
  round: (r: Round, playPath: string) => Promise<void>;
}

const tabLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Bet type' }).getByRole('link', { name, exact: true });
const mainTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });

export const PHASES: Phase[] = [
  {
    name: 'bet screen',
    start: (playPath) => playPath,
    ready: `!!document.querySelector('.jodi-input')`,
    interactions: [I.jodiKey, I.tabs, I.crossing, I.paste, I.pasteAdd],
    async round(r) {
      const { page } = r;
      for (const [k, key] of ['5', '0'].entries()) {
        await r.key(I.jodiKey, page.getByLabel(`Jodi ${String((r.n * 13 + k * 41) % 100).padStart(2, '0')}`, { exact: true }), key, 'input');
      }
      await r.tap(I.tabs, tabLink(page, 'CROSSING'), `location.pathname.startsWith('/crossing/') && !!document.querySelector('.bet-digits')`, 'crossing');
      await page.getByLabel('Digit', { exact: true }).fill(CROSSING_DIGITS);
      await page.getByLabel('Amount', { exact: true }).fill('10');
      const rows = await page.locator(BET_ROWS).count();
      await r.tap(I.crossing, page.getByRole('button', { name: 'Add Bet' }), count(BET_ROWS, rows + CROSSING_DIGITS.length ** 2));
      await r.tap(I.tabs, tabLink(page, 'COPY PASTE'), `location.pathname.startsWith('/copypaste/') && !!document.querySelector('.chat-import-btn')`, 'copypaste');
      await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(CHAT)})`);
      await page.getByRole('button', { name: 'Paste chat text' }).tap();
      const text = page.locator('dialog[open] textarea');
      await text.waitFor();
      await r.key(I.paste, text, 'ControlOrMeta+V', 'textarea', `(document.querySelector('dialog[open] textarea')?.value.length ?? 0) >= ${CHAT.length}`, `>= ${CHAT.length}`);
      const pasted = await page.locator(BET_ROWS).count();
      const add = page.locator('dialog[open]').getByRole('button', { name: 'Add', exact: true });
      await r.tap(I.pasteAdd, add, `${count(BET_ROWS, pasted + CHAT_BETS)} && !document.querySelector('dialog[open]')`);
      await r.tap(I.tabs, tabLink(page, 'JODI'), `location.pathname.startsWith('/play/') && !!document.querySelector('.jodi-input')`, 'jodi');
    },
  },
  {
    name: 'PLAY',
    start: (playPath) => playPath,
    ready: `!!document.querySelector('.jodi-input')`,
    interactions: [I.play],
    async round(r, playPath) {
      const { page } = r;
      await page.getByLabel(`Jodi ${String((r.n * 7 + 3) % 100).padStart(2, '0')}`, { exact: true }).fill('10');
      await r.tap(I.play, page.getByRole('button', { name: 'PLAY', exact: true }), `!!document.querySelector('[data-testid=receipt]')`);
      await page.locator('.receipt-actions').getByRole('link', { name: 'Home', exact: true }).tap();
      await page.locator(`a[href="${playPath}"]`).first().tap();
      await page.locator('.jodi-input').first().waitFor();
    },
  },
  {
    name: 'wallet',
    start: () => '/history/all',
    ready: count(HISTORY_ROWS, 10),
    interactions: [I.dashboard, I.history, I.historyNext],
    async round(r) {
      const { page } = r;
      await r.tap(I.dashboard, mainTab(page, 'Home'), `location.pathname === '/dashboard' && ${count(MARKET_CARDS, MARKETS)}`, 'dashboard');
      await r.tap(I.history, mainTab(page, 'History'), `location.pathname === '/history/all' && ${count(HISTORY_ROWS, 10)}`, 'history');
      await until(page, `document.querySelector('.history-pager button:last-of-type')?.disabled === false`);
      await r.tap(I.historyNext, page.getByRole('button', { name: /^Next/ }), `/2/.test(document.querySelector('.history-pager-page')?.textContent ?? '') && ${count(HISTORY_ROWS, 10)}`);
    },
  },
  {
    name: 'chat',
    start: () => '/chat',
    ready: `!!document.querySelector('.chat-row')`,
    interactions: [I.chatRoom],
    async round(r) {
      const { page } = r;
      const room = page.locator('.chat-row', { hasText: CHAT_GROUP });
      await r.tap(I.chatRoom, room, `location.pathname.startsWith('/chat/') && ${count('.chat-bubble-row', CHAT_SHOWN)}`, 'chat-room');
      await page.locator('.chat-room-header a.header-btn').tap();
      await room.waitFor();
    },
  },
];

