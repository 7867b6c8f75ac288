/**
 * Simulator mode only: what the in-browser simulator announces on this page when its clock moves or its fault plan
 * changes (SIM_STATUS_EVENT, mock-server/transports/simStatus.ts). The client clock and the QA marker follow it.
 */
import { SIM_STATUS_EVENT, type SimStatus } from '../../domain/simControl';

function statusOf(detail: unknown): SimStatus | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { clock, faults } = detail as Partial<SimStatus>;
  const clockOk = typeof clock?.now === 'number' && Number.isFinite(clock.now) && typeof clock.frozen === 'boolean';
  return clockOk && Array.isArray(faults) ? (detail as SimStatus) : null;
}

/** Calls `listener` with each announcement; returns the stop. */
export function onSimStatus(listener: (status: SimStatus) => void): () => void {
  const heard = (e: Event) => {
    const status = statusOf((e as CustomEvent<unknown>).detail);
    if (status) listener(status);
  };
  window.addEventListener(SIM_STATUS_EVENT, heard);
  return () => window.removeEventListener(SIM_STATUS_EVENT, heard);
}
