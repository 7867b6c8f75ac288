/**
 * The in-browser simulator tells its page when its clock moved or its fault plan changed (SIM_STATUS_EVENT,
 * domain/wire.ts). The client clock (src/app/simClockSync.ts) and the QA marker (src/qa/faultMarker.ts) follow it
 * rather than polling: a poll answered through the service worker costs the page's main thread a round trip each time.
 */
import { SIM_STATUS_EVENT, type SimStatus } from '../../domain/simControl';
import type { Sim } from '../core';

/** Announces the status on `target` once after each change of the world that moved either; returns the stop. */
export function announceSimStatus(sim: Sim, target: EventTarget): () => void {
  let last = JSON.stringify([sim.state.clock, sim.state.faults.list]);
  let queued = false;
  let stopped = false;
  const announce = () => {
    queued = false;
    const seen = JSON.stringify([sim.state.clock, sim.state.faults.list]);
    if (stopped || seen === last) return;
    last = seen;
    const status: SimStatus = { clock: { now: sim.now(), frozen: sim.clock.frozen }, faults: structuredClone(sim.state.faults.list) };
    target.dispatchEvent(new CustomEvent(SIM_STATUS_EVENT, { detail: status }));
  };
  // a request makes several changes: one look once it has made them
  const unwatch = sim.watch(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(announce);
  });
  return () => {
    stopped = true;
    unwatch();
  };
}
