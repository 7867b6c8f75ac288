/**
 * npm run scenario:from-recording says what it could not read (issue 42, decision 101): from a recording with
 * replies it cannot use or only half read, the world has the right values — a 12-hour close time as 23:30, the
 * wallet from a number_format amount, results from resultrec as well as game_chart — never ₹0, no results or a
 * wrong close time in place of what it could not read; and each skipped or half-read reply is named in the notes,
 * printed and written beside the world.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRAFFIC_FILE, type RecordedExchange } from '../../domain/bridgeRecording';
import { clock, worldFromRecording, type RecordingNote } from './worldFromBridge';
import { runCli } from '../../tests/bridge/run';

const NOW = Date.UTC(2024, 5, 15, 6, 30); // 12:00 IST
const AT = '2024-06-15T06:00:00.000Z';
const market = (id: string, name: string, start: string, end: string) => ({ game_id: id, match_id: id, game_name: name, result: '', active: 1, start_time: start, end_time: end, sequence: Number(id), datetime: '2024-06-15 09:00:00' });
const ws = (call: string, body: Record<string, unknown>, reply: unknown, status = 200): RecordedExchange => ({ at: AT, call, method: 'POST', path: `/Webservices/${call}`, query: {}, encoding: 'form', body: { user_id: '7', ...body }, status, ms: 40, reply });
const profile = (wallet: unknown) => ({ error: false, message: '', data: [{ wallet, balance: wallet, usercode: '7', mobile: '98******10', name: 'T***', setting: { contact_info: '', withdrawal_amount: '500', startwith: '10:00', endwith: '18:00', isbank: '1', isUpi: '1' }, lastWithdrawal: null }], user_Data: [] });

const RECORDING: RecordedExchange[] = [
  // 1: a market list that came as a PHP error page, 2: one that refused: both skipped
  ws('game_list', {}, '<br /><b>Fatal error</b>: Too many connections', 500),
  ws('game_list', {}, { status: 0, msg: 'Server busy', LastResult: [], running_game: [], upcomming_game: [], banner: [], notice: [] }),
  // 3: the list used: a 12-hour close time (read), a close time that is no time (market left out)
  ws('game_list', {}, { status: 1, msg: '', LastResult: [], running_game: [market('1', 'Delhi Bazar', '09:00 AM', '11:30 PM'), market('2', 'Gali', '10:00:00', '11.30 PM')], upcomming_game: [market('3', 'Desawar', '13:00:00', '17:00:00')], banner: [], notice: [] }),
  // 4: the result time in 12 hours
  ws('game_details', { game_id: '1' }, { status: 1, msg: '', data: [{ game_name: 'Delhi Bazar', end_date: '2024-06-15', end_time: '23:30:00', result_date: '2024-06-15', result_time: '7:00 PM' }] }),
  // 5: a chart with one unreadable row
  ws('game_chart', { game_id: '1' }, { status: 1, msg: '', name: 'Delhi Bazar', chart: [{ date: '13-06-2024', number: '42' }, { date: '14/06/2024', number: '17' }] }),
  // 6: Desawar's results from resultrec only
  { at: AT, call: 'resultRec', method: 'GET', path: '/api/game.php', query: { game: '3', action: 'resultrec', page: '1' }, encoding: 'none', body: null, status: 200, ms: 30, reply: { status: 1, msg: '', data: [{ date: '13-06-2024', number: '05' }, { date: '14-06-2024', number: '88' }] } },
  // 7: the wallet as number_format writes it, 8: a later profile whose wallet cannot be read
  ws('profile', {}, profile('1,250.50')),
  ws('profile', {}, profile('N/A')),
  // 9: a rate that is no number
  ws('game_rule', {}, { status: 1, msg: '', jodirate: 'ninety', hurfrate: '9', data: { description: '' } }),
  // 10: an open bet of an unknown type
  ws('my_bets', {}, { status: 1, msg: '', data: [{ id: '31', game_name: 'Delhi Bazar', type: '7', game_number: '42', money: '10', created_at: '2024-06-15 11:00:00', isResult: '0' }] }),
];

const byId = (w: ReturnType<typeof worldFromRecording>, id: string) => w.state.markets.list.find((m) => m.id === id);

describe('a world from a recording with replies it cannot read', () => {
  const w = worldFromRecording(RECORDING, { name: 'rec', now: NOW });

  it('has the right values: the 12-hour times, the number_format wallet, results from game_chart and resultrec', () => {
    expect(byId(w, '1')).toMatchObject({ open: '09:00', close: '23:30', result: '19:00' });
    expect(byId(w, '1')!.results.map((r) => [r.session, r.number])).toEqual([['2024-06-13', '42']]);
    expect(byId(w, '3')!.results.map((r) => [r.session, r.number])).toEqual([['2024-06-13', '05'], ['2024-06-14', '88']]);
    // a close time it cannot read: the market is left out, never given 11:30
    expect(byId(w, '2')).toBeUndefined();
    expect(w.summary.player.balance).toBe(1250);
    expect(w.summary.settings).toMatchObject({ hurfRate: 9, withdrawStart: '10:00' });
    expect(w.summary.settings).not.toHaveProperty('jodiRate');
    expect(w.summary).toMatchObject({ markets: 2, results: 3, openBetsPlaced: 0, betsNotPlaced: 1 });
  });

  it('names each skipped or half-read reply, and why', () => {
    const said = w.notes.map((n) => [n.call, n.name, n.note]);
    expect(said).toEqual([
      [1, 'game_list', 'skipped: HTTP 500'],
      [2, 'game_list', 'skipped: a failure reply ("Server busy")'],
      [3, 'game_list', 'market 2 (Gali) left out: end_time "11.30 PM" is not a time of day'],
      [5, 'game_chart', 'market 1: 1 of 2 result rows left out (not a DD-MM-YYYY day and a two-digit number), e.g. {"date":"14/06/2024","number":"17"}'],
      [8, 'profile', 'the wallet cannot be read (data[0].wallet "N/A", data[0].balance "N/A"); an earlier reply\'s is used if there is one'],
      [9, 'game_rule', 'jodirate "ninety" cannot be read; the simulator\'s default jodiRate is used'],
      [10, 'my_bets', 'open bet "31" not placed again: type "7" is none of 1 (Jodi), 2 (Ander), 3 (Bahar)'],
    ]);
  });

  it('a wallet no reply shows readably is unknown, not ₹0, and said so', () => {
    const none = worldFromRecording(RECORDING.filter((l) => l.call !== 'profile' || l === RECORDING[7]), { name: 'rec', now: NOW });
    expect(none.summary.player.balance).toBeNull();
    expect(none.notes.find((n) => n.name === 'profile')?.note).toMatch(/^the wallet cannot be read/);
    expect(none.notes.at(-1)).toMatchObject({ call: null, note: "no recorded reply shows the wallet balance readably: it is unknown, and the world's player starts at ₹0" });
  });

  it('a transfer reply carries the wallet too: the latest one wins', () => {
    const p2p: RecordedExchange = { at: AT, call: 'p2pTransfer', method: 'POST', path: '/api/game.php', query: { action: 'p2ptransfer', user: '7' }, encoding: 'json', body: { username: '98******11', amount: '250' }, status: 200, ms: 50, reply: [{ status: 1, wallet: '1000', message: 'Sent' }] };
    expect(worldFromRecording([...RECORDING, p2p], { name: 'rec', now: NOW }).summary.player.balance).toBe(1000);
  });

  it('places each open bet again as the kind its type code names', () => {
    const bet = (id: string, type: string | number, n: string) => ({ id, game_name: 'Delhi Bazar', type, game_number: n, money: '10', created_at: '2024-06-15 11:00:00', isResult: '0' });
    const bets = ws('my_bets', {}, { status: 1, msg: '', data: [bet('41', '1', '7'), bet('42', '2', '4'), bet('43', 3, '9')] });
    const placed = worldFromRecording([...RECORDING.slice(0, -1), bets], { name: 'rec', now: NOW });
    expect(placed.summary).toMatchObject({ openBetsPlaced: 3, betsNotPlaced: 0 });
    expect(placed.state.bets.list.map((b) => [b.kind, b.number])).toEqual([['jodi', '07'], ['ander', '4'], ['bahar', '9']]);
  });

  it.each([
    ['11:30 PM', '23:30'],
    ['12:05 AM', '00:05'],
    ['12:00 PM', '12:00'],
    ['9:15:00 am', '09:15'],
    ['23:30:00', '23:30'],
    ['23:30', '23:30'],
    ['13:00 PM', null],
    ['11.30 PM', null],
    ['24:00:00', null],
    ['', null],
  ])('the time %j reads as %j', (text, hm) => expect(clock(text)).toBe(hm));
});

describe('npm run scenario:from-recording', () => {
  it('prints what it could not read and writes it beside the world (world-notes.json)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'from-rec-'));
    writeFileSync(join(dir, TRAFFIC_FILE), `${RECORDING.map((l) => JSON.stringify(l)).join('\n')}\n{not json\n`);
    const r = await runCli('mock-server/http/scenario-cli.ts', [dir, '--now', '2024-06-15 12:00']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const notes = JSON.parse(readFileSync(join(dir, 'world-notes.json'), 'utf8')) as RecordingNote[];
    expect(notes.map((n) => n.note)).toContain(`line 11 of ${TRAFFIC_FILE} is not JSON; it is skipped`);
    expect(notes.filter((n) => n.call !== null).map((n) => n.call)).toEqual([1, 2, 3, 5, 8, 9, 10]);
    expect(r.stdout).toContain('player 9000000100 with ₹1250');
    expect(r.stdout).toContain('8 things the recording did not give as the contract shows');
    expect(r.stdout).toContain('- call 3 (game_list, 2024-06-15T06:00:00.000Z): market 2 (Gali) left out: end_time "11.30 PM" is not a time of day');
    const world = JSON.parse(readFileSync(join(dir, 'world.json'), 'utf8')) as { markets: { list: Array<{ id: string; close: string }> } };
    expect(world.markets.list.find((m) => m.id === '1')?.close).toBe('23:30');
  });
});
