/**
 * Session: the world's scenario, seed and PHP dialect, switch or reset it; on `npm run sim`, the session id, join and
 * fork.
 */
import { useEffect, useState } from 'react';
import { PHP_HABIT_NAMES } from '../../../domain/phpHabits';
import { config } from '../../config';
import { resyncSimClock } from '../../app/simClockSync';
import { useSimAction, useSimData } from '../hooks';
import { Block, Field, LoadError, StatusLine } from '../parts';
import { currentSession, DEFAULT_SESSION, sessionsUrl, sim, simFetch, switchSession } from '../simApi';
import type { ScenarioList, SessionInfo } from '../types';

export function SessionSection() {
  const [version, setVersion] = useState(0);
  const scenarios = useSimData<ScenarioList>('scenarios', { version });
  const { busy, status, run, refuse } = useSimAction();
  const [choice, setChoice] = useState<string | null>(null);
  const [seed, setSeed] = useState('');
  const dialect = useSimData<{ dialect: string }>('dialect', { version });
  const [dialectChoice, setDialectChoice] = useState<string | null>(null);
  const currentDialect = dialect.data?.dialect;
  const pickedDialect = dialectChoice ?? currentDialect ?? 'plain';
  const current = scenarios.data?.current;
  const picked = choice ?? current ?? '';
  const describe = (name: string) => scenarios.data?.scenarios.find((s) => s.name === name)?.description ?? '';

  const reset = () => {
    const s = seed.trim();
    if (s && !/^\d+$/.test(s)) return refuse('The seed is a whole number');
    void run(
      () => sim<{ scenario: string; seed: number }>('reset', { body: { scenario: picked, dialect: pickedDialect, ...(s ? { seed: Number(s) } : {}) } }),
      (d) => `World reset: ${d.scenario}, seed ${d.seed}, dialect ${pickedDialect}`,
      async () => {
        setVersion((v) => v + 1);
        await resyncSimClock();
      },
    );
  };

  return (
    <div className="qa-section">
      <LoadError error={scenarios.error} />
      {scenarios.data && (
        <div className="qa-card" aria-label="Current world">
          <div className="qa-big">{current}</div>
          <div className="qa-muted">{describe(current ?? '')}</div>
          <div className="qa-muted">
            seed <strong data-testid="qa-seed">{scenarios.data.seed}</strong>
            {currentDialect && (
              <>
                {' '}
                · dialect <strong data-testid="qa-dialect">{currentDialect}</strong>
              </>
            )}
          </div>
        </div>
      )}
      <Field label="Scenario" hint={picked === current ? undefined : describe(picked)}>
        {(id) => (
          <select id={id} className="qa-input" value={picked} onChange={(e) => setChoice(e.target.value)}>
            {scenarios.data?.scenarios.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Seed (empty: the scenario's own)">
        {(id) => <input id={id} className="qa-input" inputMode="numeric" value={seed} onChange={(e) => setSeed(e.target.value)} placeholder="e.g. 7" />}
      </Field>
      <Field label="Replies (PHP dialect)" hint="How the simulator answers: the contract's own (plain), as a PHP backend (php), or one habit alone. Applied with the reset.">
        {(id) => (
          <select id={id} className="qa-input" value={pickedDialect} onChange={(e) => setDialectChoice(e.target.value)}>
            {[...new Set(['plain', 'php', ...PHP_HABIT_NAMES, pickedDialect])].map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="button" className="qa-btn qa-btn-primary" disabled={busy || !picked} onClick={reset}>
        {picked === current ? 'Reset world' : 'Switch scenario'}
      </button>
      <StatusLine status={status} />
      {config.apiMode === 'http' ? <HttpSessions onSwitched={() => setVersion((v) => v + 1)} /> : <p className="qa-muted">In-browser simulator: this browser keeps its own world (sessions are a feature of <code>npm run sim</code>).</p>}
    </div>
  );
}

/** Sessions of the HTTP simulator: which one this browser uses, join another by id or code, fork this one. */
function HttpSessions({ onSwitched }: { onSwitched: () => void }) {
  const [session, setSession] = useState(currentSession);
  const [target, setTarget] = useState('');
  const { busy, status, run, refuse } = useSimAction();
  const [list, setList] = useState<SessionInfo[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [listVersion, setListVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void simFetch<SessionInfo[]>(sessionsUrl()).then((r) => {
      if (!live) return;
      if (r.ok) setList(r.data);
      setListError(r.ok ? null : r.error);
    });
    return () => {
      live = false;
    };
  }, [listVersion]);
  const mine = list?.find((s) => s.id === session);

  const enter = async (id: string) => {
    switchSession(id);
    setSession(id);
    onSwitched();
    setListVersion((v) => v + 1);
    await resyncSimClock();
  };
  const join = async () => {
    const want = target.trim().toLowerCase();
    if (!want) return refuse('Enter a session id or its 4-digit code');
    const all = await simFetch<SessionInfo[]>(sessionsUrl());
    if (!all.ok) return refuse(all.error);
    const found = all.data.find((s) => s.id === want || s.code === want);
    if (!found) return refuse(`No session '${want}' on this simulator (expired or never created)`);
    await run(() => simFetch(sessionsUrl(`/${encodeURIComponent(found.id)}/join`)), `Joined session ${found.id}`, () => enter(found.id));
  };
  const fork = () =>
    void run(
      () => simFetch<{ id: string }>(sessionsUrl(), { body: { fork: session } }),
      (d) => `Forked ${session} into ${d.id}; now using ${d.id}`,
      (d) => enter(d.id),
    );

  return (
    <Block title="Sessions (npm run sim)" open>
      <LoadError error={listError} />
      <p>
        This browser uses session <strong data-testid="qa-session-id">{session}</strong>
        {mine?.code && (
          <>
            {' '}
            · join code <strong data-testid="qa-session-code">{mine.code}</strong>
          </>
        )}
      </p>
      <Field label="Join a session (id or 4-digit code)">
        {(id) => <input id={id} className="qa-input" autoCapitalize="off" value={target} onChange={(e) => setTarget(e.target.value)} />}
      </Field>
      <div className="qa-row">
        <button type="button" className="qa-btn" disabled={busy} onClick={() => void join()}>
          Join
        </button>
        <button type="button" className="qa-btn" disabled={busy} onClick={fork}>
          Fork this session
        </button>
        {session !== DEFAULT_SESSION && (
          <button type="button" className="qa-btn" disabled={busy} onClick={() => void enter(DEFAULT_SESSION)}>
            Back to default
          </button>
        )}
      </div>
      <StatusLine status={status} />
    </Block>
  );
}
