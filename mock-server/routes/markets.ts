/** Markets on the wire: rules and rates, the dashboard list, one market's times, its chart and result record. */
import { chartRows, gameInfo, lastResults, marketWire, page, pageNumber } from './replies';
import { fail, type JsonRoutes, type WsRoutes } from './types';
import { serverText } from '../../domain/serverTexts';

export const ws: WsRoutes<'game_rule' | 'game_list' | 'game_details' | 'game_chart'> = {
  game_rule(c) {
    const s = c.w.state.settings;
    return { status: 1, msg: 'Game rules', jodirate: String(s.jodiRate), hurfrate: String(s.hurfRate), data: { description: s.rulesHtml } };
  },

  game_list(c) {
    const views = c.w.markets();
    const rows = views.map((v) => ({ v, wire: marketWire(v) }));
    const order = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.v.def.sequence - b.v.def.sequence || a.wire.datetime.localeCompare(b.wire.datetime);
    const running = rows.filter((r) => r.v.phase !== 'resulted').sort(order);
    const upcoming = rows.filter((r) => r.v.phase === 'resulted').sort(order);
    const notice = c.w.state.settings.noticeHtml;
    return {
      status: 1,
      msg: 'Game list',
      LastResult: lastResults(views),
      running_game: running.map((r) => r.wire),
      upcomming_game: upcoming.map((r) => r.wire),
      banner: c.w.state.markets.banners.map((banner_img) => ({ banner_img })),
      notice: notice ? [{ text_msg: notice }] : [],
    };
  },

  game_details(c) {
    const m = c.w.market(c.str('game_id'));
    if (!m) return { status: 0, msg: serverText('gameNotFound'), data: [] };
    return { status: 1, msg: 'Game details', data: [gameInfo(c.w.marketView(m))] };
  },

  game_chart(c) {
    const m = c.w.market(c.str('game_id'));
    if (!m) return { status: 0, msg: serverText('gameNotFound'), chart: [], name: '' };
    return { status: 1, msg: 'Game chart', chart: chartRows(m), name: m.name };
  },
};

export const json: JsonRoutes<'resultRec'> = {
  resultRec(c) {
    const m = c.w.market(c.str('game'));
    if (!m) return { status: 0, msg: serverText('gameNotFound'), data: [] };
    const n = pageNumber(c.raw('page'));
    if (n === null) return { ...fail('page must be a whole number ≥ 1'), data: [] };
    return { status: 1, msg: 'Result record', data: page(chartRows(m), n) };
  },
};
