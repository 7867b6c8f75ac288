/**
 * Fault plan: what is injected now (remove one, clear all), add a fault per call or for every call, or switch on a
 * named plan. The marker at the top of the screen turns red while any fault is active (src/ui/SimMarker.tsx).
 */
import { useState } from 'react';
import { useSimAction, useSimData } from '../hooks';
import { Block, Field, LoadError, StatusLine } from '../parts';
import { sim } from '../simApi';
import { FAULT_TARGETS } from '../calls';
import { faultText, refreshFaultMarker } from '../faultMarker';
import { MALFORMED_BODIES, OFFERED_FAULT_KINDS, type Fault, type FaultKind, type FaultPlanInfo } from '../types';

const KIND_TEXT: Record<(typeof OFFERED_FAULT_KINDS)[number], string> = {
  latency: 'latency (slow reply)',
  status: 'HTTP status (error page)',
  business: 'business failure (message)',
  malformed: 'malformed body',
  network: 'network error (dropped)',
  hang: 'hang (no reply)',
};

/** A fault as the plan's input shape, to put it back when another one is removed. */
const asInput = (f: Fault) => ({
  path: f.path,
  kind: f.kind,
  latencyMs: f.latencyMs,
  latencyMaxMs: f.latencyMaxMs,
  status: f.status,
  message: f.message,
  body: f.body,
  probability: f.probability,
  times: f.remaining,
});

interface Draft {
  path: string;
  kind: FaultKind;
  latencyMs: string;
  latencyMaxMs: string;
  status: string;
  message: string;
  body: string;
  probability: string;
  times: string;
}

const EMPTY: Draft = { path: 'game_bet', kind: 'status', latencyMs: '2000', latencyMaxMs: '', status: '500', message: 'Server busy, try again', body: 'truncated', probability: '1', times: '' };

export function FaultsSection() {
  const [version, setVersion] = useState(0);
  const faults = useSimData<Fault[]>('faults', { everyMs: 2000, version });
  const plans = useSimData<FaultPlanInfo[]>('fault-plans');
  const { busy, status, run, refuse } = useSimAction();
  const [d, setD] = useState<Draft>(EMPTY);
  const [plan, setPlan] = useState('');
  const changed = () => {
    setVersion((v) => v + 1);
    return refreshFaultMarker();
  };
  const set = (k: keyof Draft) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setD((x) => ({ ...x, [k]: value }));
  };

  const add = () => {
    const body: Record<string, unknown> = { path: d.path.trim() || '*', kind: d.kind };
    if (d.kind === 'latency') {
      if (!/^\d+$/.test(d.latencyMs)) return refuse('Latency is whole milliseconds');
      body.latencyMs = Number(d.latencyMs);
      if (d.latencyMaxMs.trim()) body.latencyMaxMs = Number(d.latencyMaxMs);
    }
    if (d.kind === 'status') body.status = Number(d.status);
    if (d.kind === 'business') body.message = d.message;
    if (d.kind === 'malformed') body.body = d.body;
    if (d.probability.trim() && d.probability.trim() !== '1') body.probability = Number(d.probability);
    if (d.times.trim()) body.times = Number(d.times);
    void run(() => sim('faults', { body }), `Fault added: ${faultText(body as unknown as Fault)}`, changed);
  };
  const remove = (f: Fault) => {
    const rest = (faults.data ?? []).filter((x) => x.id !== f.id).map(asInput);
    void run(() => sim('faults', { method: 'PUT', body: { faults: rest } }), `Removed: ${faultText(f)}`, changed);
  };
  const chosen = plans.data?.find((p) => p.name === plan) ?? plans.data?.[0];

  return (
    <div className="qa-section">
      <LoadError error={faults.error} />
      <h3 className="qa-h">Active faults</h3>
      {faults.data?.length === 0 && <p className="qa-muted">None: every call is answered normally.</p>}
      <ul className="qa-list" aria-label="Active faults">
        {faults.data?.map((f) => (
          <li key={f.id} className="qa-item qa-fault">
            <span className="qa-item-text">{faultText(f)}</span>
            <button type="button" className="qa-btn" disabled={busy} aria-label={`Remove fault ${faultText(f)}`} onClick={() => remove(f)}>
              Remove
            </button>
          </li>
        ))}
      </ul>
      {!!faults.data?.length && (
        <button type="button" className="qa-btn qa-btn-bad" disabled={busy} onClick={() => void run(() => sim('faults', { method: 'DELETE' }), 'Fault plan cleared', changed)}>
          Clear all faults
        </button>
      )}
      <StatusLine status={status} />
      <Block title="Add a fault" open>
        <Field label="Call ('*' = every call)">
          {(id) => (
            <>
              <input id={id} className="qa-input" list={`${id}-calls`} autoCapitalize="off" value={d.path} onChange={set('path')} />
              <datalist id={`${id}-calls`}>
                {FAULT_TARGETS.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Kind">
          {(id) => (
            <select id={id} className="qa-input" value={d.kind} onChange={set('kind')}>
              {OFFERED_FAULT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_TEXT[k]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {d.kind === 'latency' && (
          <div className="qa-row">
            <Field label="Delay (ms)">{(id) => <input id={id} className="qa-input" inputMode="numeric" value={d.latencyMs} onChange={set('latencyMs')} />}</Field>
            <Field label="Up to (ms, optional)">{(id) => <input id={id} className="qa-input" inputMode="numeric" value={d.latencyMaxMs} onChange={set('latencyMaxMs')} />}</Field>
          </div>
        )}
        {d.kind === 'status' && <Field label="HTTP status (400–599)">{(id) => <input id={id} className="qa-input" inputMode="numeric" value={d.status} onChange={set('status')} />}</Field>}
        {d.kind === 'business' && <Field label="Failure message">{(id) => <input id={id} className="qa-input" value={d.message} onChange={set('message')} />}</Field>}
        {d.kind === 'malformed' && (
          <Field label="Body">
            {(id) => (
              <select id={id} className="qa-input" value={d.body} onChange={set('body')}>
                {MALFORMED_BODIES.map((b) => (
                  <option key={b} value={b}>
                    {b}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <div className="qa-row">
          <Field label="Probability (0–1)">{(id) => <input id={id} className="qa-input" inputMode="decimal" value={d.probability} onChange={set('probability')} />}</Field>
          <Field label="Times (empty: until cleared)">{(id) => <input id={id} className="qa-input" inputMode="numeric" value={d.times} onChange={set('times')} />}</Field>
        </div>
        <button type="button" className="qa-btn qa-btn-primary" disabled={busy} onClick={add}>
          Add fault
        </button>
      </Block>
      <Block title="Named plans">
        <LoadError error={plans.error} />
        <Field label="Plan" hint={chosen?.description}>
          {(id) => (
            <select id={id} className="qa-input" value={chosen?.name ?? ''} onChange={(e) => setPlan(e.target.value)}>
              {plans.data?.map((p) => (
                <option key={p.name} value={p.name}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="button" className="qa-btn qa-btn-primary" disabled={busy || !chosen} onClick={() => chosen && void run(() => sim('faults', { method: 'PUT', body: { plan: chosen.name } }), `Plan ${chosen.name} on (replaces the plan)`, changed)}>
          Use this plan
        </button>
      </Block>
    </div>
  );
}
