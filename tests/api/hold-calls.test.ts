import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBaseQuery, holdCallsUntil } from '../../src/api/baseQuery';

const api = { signal: new AbortController().signal, getState: () => ({ session: { userId: '101' } }) } as unknown as BaseQueryApi;
const reply = () => new Response(JSON.stringify({ status: 1, data: [] }), { status: 200, headers: { 'content-type': 'application/json' } });

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('calls wait for the transport (the in-browser simulator starting)', () => {
  afterEach(() => holdCallsUntil(Promise.resolve()));

  it('no request leaves before the simulator is ready; then every held call goes', async () => {
    const fetchFn = vi.fn(async () => reply());
    const bq = createBaseQuery({ apiHost: '/', credentials: [], fetchFn, clock: null });
    const ready = deferred();
    holdCallsUntil(ready.promise);
    const calls = [bq({ ws: 'game_list' }, api, {}), bq({ json: 'api/game.php', method: 'GET', query: { action: 'notice' } }, api, {})];
    await flush();
    expect(fetchFn).not.toHaveBeenCalled();
    ready.resolve();
    const results = await Promise.all(calls);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(results.map((r) => (r as { data: { kind: string } }).data.kind)).toEqual(['ok', 'ok']);
  });

  it("the wait does not count toward a call's timeout", async () => {
    const fetchFn = vi.fn(async () => reply());
    const bq = createBaseQuery({ apiHost: '/', credentials: [], fetchFn, clock: null, timeoutMs: 20 });
    const ready = deferred();
    holdCallsUntil(ready.promise);
    const call = bq({ ws: 'game_list' }, api, {});
    await new Promise((r) => setTimeout(r, 60));
    ready.resolve();
    expect(((await call) as { data: { kind: string } }).data.kind).toBe('ok');
  });

  it('a simulator that fails to start lets the calls go (and fail as they would)', async () => {
    const fetchFn = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const bq = createBaseQuery({ apiHost: '/', credentials: [], fetchFn, clock: null });
    const ready = deferred();
    holdCallsUntil(ready.promise);
    const call = bq({ ws: 'game_list' }, api, {});
    ready.reject(new Error('no service worker'));
    expect(((await call) as { data: { kind: string } }).data.kind).toBe('failure');
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });
});
