/**
 * Webservices/* (form-data POST): each call is a few lines from fields to a core operation to a wire reply.
 */
import type { WebserviceName, WsRes } from '../../domain/wire';
import type { Sim } from '../core';
import { betWire, chartRows, gameInfo, lastResults, marketWire, page, profileReply, walletLines } from './replies';
import { str, type Fields } from './request';

export interface WsContext {
  /** origin of the simulator as the client reached it, e.g. http://127.0.0.1:4010 */
  origin: string;
  /** where the gateway page sends the player back to */
  returnUrl: string;
}

type Implemented = Exclude<WebserviceName, 'withdraw_money' | 'group_details' | 'group_initiate_chats' | 'group_chats' | 'chatlist' | 'group_add' | 'group_list'>;

type WsHandler<N extends Implemented> = (sim: Sim, f: Fields, ctx: WsContext) => WsRes<N>;

const fail = (msg: string) => ({ status: 0, msg });
const USER_NOT_FOUND = 'User not found';

export const webservices: { [N in Implemented]: WsHandler<N> } = {
  login(sim, f) {
    const mobile = str(f, 'mobile');
    if (!mobile) return fail('Please enter Mobile Number.');
    const otp = str(f, 'otp');
    if (!otp) {
      const isNew = !sim.userByMobile(mobile);
      const sent = sim.sendOtp(mobile, 'login');
      if (!sent.ok) return fail(sent.error);
      return { status: 1, msg: 'OTP send successfully!', purpose: isNew ? 1 : 0 };
    }
    const r = sim.login({ mobile, otp, refferal: str(f, 'refferal'), agentId: str(f, 'agentId') });
    if (!r.ok) return fail(r.error);
    return { status: 1, msg: r.created ? 'Registration successfully!' : 'Login successfully!', id: r.user.id };
  },

  profile(sim, f) {
    const user = sim.user(str(f, 'user_id'));
    if (!user) return { error: true, message: USER_NOT_FOUND, data: [], user_Data: [] };
    return profileReply(sim, user);
  },

  updatefcm(sim, f) {
    const r = sim.setFcmToken(str(f, 'user_id'), str(f, 'token'));
    return r.ok ? { status: 1, msg: 'Token updated successfully' } : fail(r.error);
  },

  game_rule(sim) {
    const s = sim.state.settings;
    return { status: 1, msg: 'Game rules', jodirate: String(s.jodiRate), hurfrate: String(s.hurfRate), data: { description: s.rulesHtml } };
  },

  game_list(sim) {
    const views = sim.markets();
    const order = (a: (typeof views)[number], b: (typeof views)[number]) =>
      a.def.sequence - b.def.sequence || marketWire(a).datetime.localeCompare(marketWire(b).datetime);
    const running = views.filter((v) => v.phase !== 'resulted').sort(order);
    const upcoming = views.filter((v) => v.phase === 'resulted').sort(order);
    const notice = sim.state.settings.noticeHtml;
    return {
      status: 1,
      msg: 'Game list',
      LastResult: lastResults(views),
      running_game: running.map(marketWire),
      upcomming_game: upcoming.map(marketWire),
      banner: sim.state.markets.banners.map((banner_img) => ({ banner_img })),
      notice: notice ? [{ text_msg: notice }] : [],
    };
  },

  game_details(sim, f) {
    const m = sim.market(str(f, 'game_id'));
    if (!m) return { status: 0, msg: 'Game not found', data: [] };
    sim.tick();
    return { status: 1, msg: 'Game details', data: [gameInfo(sim.marketView(m))] };
  },

  game_chart(sim, f) {
    const m = sim.market(str(f, 'game_id'));
    if (!m) return { status: 0, msg: 'Game not found', chart: [], name: '' };
    sim.tick();
    return { status: 1, msg: 'Game chart', chart: chartRows(m), name: m.name };
  },

  game_bet(sim, f) {
    const userId = str(f, 'user_id');
    if (!sim.user(userId)) return fail(USER_NOT_FOUND);
    if (str(f, 'game_type') !== '1') return fail('Invalid game type');
    let lines: unknown;
    try {
      lines = JSON.parse(str(f, 'bet_numbers'));
    } catch {
      return fail('Invalid bet data');
    }
    const r = sim.placeBet({ userId, marketId: str(f, 'game_id'), lines, grandTotal: f.grand_total ?? '' });
    return r.ok ? { status: 1, msg: 'Bet placed successfully!' } : fail(r.error);
  },

  game_bet_cancel(sim, f) {
    const r = sim.cancelBet(str(f, 'user_id'), str(f, 'game_id'));
    return r.ok ? { status: 1, msg: `Bet cancelled. ₹${r.bet.money} refunded (Kabad Cancel)` } : fail(r.error);
  },

  my_bets(sim, f) {
    const userId = str(f, 'user_id');
    if (!sim.user(userId)) return { status: 0, msg: USER_NOT_FOUND, data: [] };
    return { status: 1, msg: 'My bets', data: sim.userBets(userId, { status: ['open', 'won', 'lost'] }).map((b) => betWire(sim, b)) };
  },

  my_bets_cancel(sim, f) {
    const userId = str(f, 'user_id');
    if (!sim.user(userId)) return { status: 0, msg: USER_NOT_FOUND, data: [] };
    return { status: 1, msg: 'Cancelled bets', data: sim.userBets(userId, { status: ['cancelled'] }).map((b) => betWire(sim, b)) };
  },

  transaction_history(sim, f) {
    const userId = str(f, 'user_id');
    if (!sim.user(userId)) return { status: 0, msg: USER_NOT_FOUND, data: [] };
    sim.tick();
    return { status: 1, msg: 'Transaction history', data: page(walletLines(sim, userId), f.page) };
  },

  add_money_gateway(sim, f, ctx) {
    const r = sim.createPayment(str(f, 'user_id'), str(f, 'amount'), ctx.returnUrl);
    if (!r.ok) return fail(r.error);
    return { status: 1, msg: 'Redirecting to payment gateway', url: `${ctx.origin}/__sim/gateway/${r.payment.id}` };
  },
};

export function isImplemented(name: string): name is Implemented {
  return Object.hasOwn(webservices, name);
}

/** Calls one implemented Webservices handler (keeps the per-name typing inside this module). */
export function callWebservice(name: Implemented, sim: Sim, f: Fields, ctx: WsContext): { status?: unknown; error?: unknown } {
  const h = webservices[name] as WsHandler<Implemented>;
  return h(sim, f, ctx) as { status?: unknown };
}
