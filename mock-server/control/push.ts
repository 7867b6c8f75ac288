/** Control routes for simulated push notices: QA sends one; the in-browser simulator's page reads its device's. */
import { ist } from '../core';
import type { PushNotice } from '../core/domains/push';
import { str } from '../pipeline/request';
import { bad, fromResult, ok, type ControlRoute } from './route';

const view = (n: PushNotice) => ({ ...n, time: ist(n.at).dateTime });

export const pushRoutes: ControlRoute[] = [
  {
    method: 'POST',
    path: '/push',
    doc: "{userId? or mobile?, title, body}: queue a push notice for the player's device (the token sent with updatefcm)",
    handler(sim, _p, f) {
      const r = sim.sendPush({ userId: f.userId, mobile: f.mobile, title: f.title, body: f.body });
      return r.ok ? ok({ ok: true, notice: view(r.notice) }) : fromResult(r, true);
    },
  },
  {
    method: 'GET',
    path: '/push',
    doc: "push notices, oldest first (?token= one device's, ?after= notice id: only newer ones)",
    handler(sim, _p, f) {
      const after = str(f, 'after');
      const n = after === '' ? 0 : Number(after);
      if (!Number.isInteger(n) || n < 0) return bad('after must be a notice id');
      const token = str(f, 'token');
      return ok({ notices: sim.pushNotices(token || undefined, n).map(view) });
    },
  },
];
