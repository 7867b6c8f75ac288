// @vitest-environment jsdom
/** The panel's control-API client: readable failures, and the HTTP simulator session it points the client at. */
import { http, HttpResponse } from 'msw';
import { activeBaseQueryConfig, configureBaseQuery } from '../../src/api/baseQuery';
import { currentSession, JOINED_SESSION_KEY, sim, simUrl, switchSession } from '../../src/qa/simApi';
import { screenSimulator } from '../simulator';

const t = screenSimulator();

describe('QA control-API client', () => {
  it('answers data, or a readable error: a refused action, a missing route, no answer at all', async () => {
    const clock = await sim<{ now: number }>('clock');
    expect(clock.ok && clock.data.now).toBe(t.sim.now());
    const refused = await sim('markets/nope/result', { body: { number: '42' } });
    expect(refused).toMatchObject({ ok: false, status: 404 });
    expect(!refused.ok && refused.error).toMatch(/not found.*\(HTTP 404\)$/i);
    const missing = await sim('no-such-route', { body: {} });
    expect(!missing.ok && missing.error).toBe('This simulator has no POST /__sim/no-such-route yet (404).');
    t.server.use(http.get('*/__sim/faults', () => HttpResponse.error()));
    expect(await sim('faults')).toEqual({ ok: false, status: 0, error: 'The simulator did not answer (network error).' });
  });

  it('points the client at a session of the HTTP simulator by URL prefix, remembered on this browser', () => {
    configureBaseQuery({ apiHost: '/' });
    try {
      expect(currentSession()).toBe('default');
      switchSession('k3x9mp');
      expect(activeBaseQueryConfig().apiHost).toBe('/s/k3x9mp/');
      expect(simUrl('clock')).toBe('/s/k3x9mp/__sim/clock');
      expect(currentSession()).toBe('k3x9mp');
      expect(localStorage.getItem(JOINED_SESSION_KEY)).toBe('k3x9mp');
      switchSession('default');
      expect(activeBaseQueryConfig().apiHost).toBe('/');
      expect(localStorage.getItem(JOINED_SESSION_KEY)).toBeNull();
    } finally {
      configureBaseQuery({ apiHost: 'http://sim.test/' });
    }
  });
});
