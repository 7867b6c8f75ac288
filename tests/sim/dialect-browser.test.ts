// @vitest-environment jsdom
/** `?dialect=` on the page of the in-browser simulator: the world's dialect changes as a recorded control call. */
import { createSimulator } from '../../mock-server/simulator';
import { switchDialect } from '../../mock-server/transports/browser';
import { replaySession } from '../../mock-server/recordings/replaySession';
import { exportSession } from '../../mock-server/core/sessionFile';

describe('?dialect= at the in-browser simulator’s start', () => {
  it('switches the world’s dialect through PATCH /__sim/settings, recorded, so the session replays in it', async () => {
    const sim = createSimulator({ now: Date.parse('2026-01-10T06:30:00Z'), frozen: true });
    await switchDialect(sim, { credentials: [] }, 'php', 'http://localhost');
    expect(sim.state.settings.dialect).toBe('php');
    expect(sim.recording.calls.map((c) => [c.method, c.path, c.fields])).toEqual([['PATCH', '/__sim/settings', { dialect: 'php' }]]);
    expect(await replaySession(exportSession(sim), [])).toEqual({ ok: true, calls: 1 });
  });

  it('a name it does not know changes nothing and is said on the console', async () => {
    const sim = createSimulator();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await switchDialect(sim, { credentials: [] }, 'bom,typo', 'http://localhost');
    expect(sim.state.settings.dialect).toBe('plain');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\?dialect=bom,typo: .*Unknown dialect 'typo'/));
    warn.mockRestore();
  });
});
