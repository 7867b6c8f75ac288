/** A small, unobtrusive marker shown in simulator mode. */
export function SimMarker() {
  if (import.meta.env.VITE_API_MODE === 'http') return null;
  return (
    <div className="sim-marker" aria-label="Simulator mode" data-testid="sim-marker">
      simulator
    </div>
  );
}
