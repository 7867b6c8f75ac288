/**
 * A reply that changed the world means its change is stored (decision 128). First seen on control calls (chaos seed
 * 1601309542, demo build, path 18:9): QA moved the clock to 21:30 and the page went straight to /withdrawal; the
 * reloaded page read the world saved before the move and showed the form instead of the closed message. Then on a
 * recharge (chaos seed 991376359, path 40: the gateway page, a new document, said the payment it had just created did
 * not exist). The dispatcher waits for the transport's `stored()` before it answers any call that changed the world
 * (in the browser, one small write to the store's log); a call that changed nothing does not wait.
 */
import { describe, expect, it } from 'vitest';
import { PLAYER_MOBILES } from '../../fixtures';
import { createDispatcher } from '../../mock-server/handlers/dispatch';
import { fromFetchRequest } from '../../mock-server/pipeline/request';
import { createSimulator } from '../../mock-server/simulator';

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((r) => (open = r));
  return { promise, open };
}

/** The transport's `stored()`, held shut by the test; `asked` resolves when the dispatcher first asks for it. */
function heldStore() {
  const save = gate();
  const first = gate();
  let count = 0;
  const stored = () => {
    count++;
    first.open();
    return save.promise;
  };
  return { stored, save, asked: first.promise, count: () => count };
}

const post = (path: string, body: unknown) =>
  fromFetchRequest(new Request(`http://sim.test${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

describe('control calls answer once their change is stored', () => {
  it('a clock move waits for the store; its reply comes after the save', async () => {
    const sim = createSimulator();
    const store = heldStore();
    const { save } = store;
    const dispatch = createDispatcher(sim, { credentials: [], stored: store.stored });
    let answered = false;
    const reply = dispatch(post('/__sim/clock', { now: '2026-11-22 21:30', frozen: true })).then((r) => ((answered = true), r));
    await store.asked;
    expect(store.count()).toBe(1);
    expect(answered).toBe(false);
    save.open();
    const r = await reply;
    expect(answered).toBe(true);
    expect(r === 'network' ? 0 : r.status).toBe(200);
  });

  it("a recharge's gateway call waits for the store: the gateway page it sends the browser to reads the payment from there", async () => {
    const sim = createSimulator();
    const store = heldStore();
    const { save } = store;
    const dispatch = createDispatcher(sim, { credentials: [], stored: store.stored });
    const form = new FormData();
    form.set('user_id', sim.userByMobile(PLAYER_MOBILES[0]!)!.id);
    form.set('amount', '500');
    let answered = false;
    const reply = dispatch(fromFetchRequest(new Request('http://sim.test/Webservices/add_money_gateway', { method: 'POST', body: form }))).then((r) => ((answered = true), r));
    await store.asked;
    expect(store.count()).toBe(1);
    expect(answered).toBe(false);
    save.open();
    const r = await reply;
    expect(r === 'network' ? '' : r.body).toContain('/__sim/gateway/PAY');
  });

  it("a player's bet waits for the store too", async () => {
    const sim = createSimulator({ scenario: 'manual-results', now: Date.parse('2026-11-22T06:30:00Z'), frozen: true });
    const store = heldStore();
    const dispatch = createDispatcher(sim, { credentials: [], stored: store.stored });
    const userId = sim.userByMobile(PLAYER_MOBILES[0]!)!.id;
    const market = sim.markets().find((m) => m.phase === 'open');
    expect(market, 'an open market').toBeTruthy();
    const form = new FormData();
    const fields = { user_id: userId, game_id: market!.def.id, game_type: '1', bet_numbers: JSON.stringify([{ bet_numbers: '7', bet_money: 10, type: 1 }]), grand_total: '10' };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    let answered = false;
    const reply = dispatch(fromFetchRequest(new Request('http://sim.test/Webservices/game_bet', { method: 'POST', body: form }))).then((r) => ((answered = true), r));
    await store.asked;
    expect(answered).toBe(false);
    store.save.open();
    const r = await reply;
    expect(r === 'network' ? '' : JSON.parse(r.body).status).toBe(1);
  });

  it('a control call that changes nothing, and a player call that changes nothing, do not wait', async () => {
    const sim = createSimulator();
    let asked = 0;
    const never = new Promise<void>(() => {});
    const dispatch = createDispatcher(sim, { credentials: [], stored: () => (asked++, never) });
    const read = await dispatch(fromFetchRequest(new Request('http://sim.test/__sim/clock')));
    expect(read === 'network' ? 0 : read.status).toBe(200);
    const list = await dispatch(fromFetchRequest(new Request('http://sim.test/api/game_list.php', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })));
    expect(list).not.toBe('network');
    expect(asked).toBe(0);
  });
});
