/**
 * How every server reply is classified (spec §3 "Server replies": status 0 failure, 2 warning, otherwise success).
 * The client's reply normalization (src/api/normalize.ts) produces it and the flow machines (machines/) route on it;
 * both import it from here.
 */
export type ReplyKind = 'ok' | 'warning' | 'failure';
