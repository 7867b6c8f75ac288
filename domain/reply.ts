/**
 * How every server reply is classified (spec §3 "Server replies": status 0 failure, 2 warning, otherwise success).
 * The client's reply normalization (src/api/normalize.ts) produces it and the flow machines (machines/) route on it;
 * both import it from here.
 */
export type ReplyKind = 'ok' | 'warning' | 'failure';

/**
 * How long the client waits for a reply (the whole of it) before it gives up and reads the call's outcome as unknown
 * (src/api/baseQuery.ts). The live-backend bridge gives the real backend the same time by default (bridge/proxy.ts).
 */
export const CLIENT_TIMEOUT_MS = 20_000;
