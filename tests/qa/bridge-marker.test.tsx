// @vitest-environment jsdom
/** Through the live-backend bridge (decision 085) the marker shows its drift count; without one, nothing changes. */
import { act, render, screen } from '@testing-library/react';
import { refreshBridgeMarker } from '../../src/qa/bridgeMarker';
import { setSimMarkerBridge, setSimMarkerSimulator, SimMarker } from '../../src/ui/SimMarker';

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

afterEach(() => {
  act(() => {
    setSimMarkerBridge(null);
    setSimMarkerSimulator(true);
  });
});

describe('bridge marker', () => {
  it('shows the drift count when the calls go through the bridge and no simulator answers; red once there is drift', async () => {
    act(() => setSimMarkerSimulator(false));
    render(<SimMarker />);
    expect(screen.queryByTestId('sim-marker')).toBeNull();
    await act(() => refreshBridgeMarker(answer(200, { drift: 0, requests: 12, calls: [] })));
    expect(screen.getByTestId('sim-marker')).toHaveTextContent('bridge · 0 drift');
    await act(() => refreshBridgeMarker(answer(200, { drift: 3, requests: 40, calls: [] })));
    const marker = screen.getByRole('status', { name: 'Live backend through the bridge: 3 deviations from the contract in 40 requests' });
    expect(marker).toHaveTextContent('bridge · 3 drift');
    expect(marker).toHaveClass('sim-marker-faults');
  });

  it('a 404 (a simulator, the real API) or a failed call means no bridge', async () => {
    act(() => setSimMarkerSimulator(false));
    render(<SimMarker />);
    await act(() => refreshBridgeMarker(answer(200, { drift: 1, requests: 1 })));
    expect(screen.getByTestId('sim-marker')).toBeInTheDocument();
    await act(() => refreshBridgeMarker(answer(404, { status: 0, msg: 'Unknown endpoint' })));
    expect(screen.queryByTestId('sim-marker')).toBeNull();
    await act(() => refreshBridgeMarker((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch));
    expect(screen.queryByTestId('sim-marker')).toBeNull();
  });
});
