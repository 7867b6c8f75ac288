/**
 * Conditional polls (decision 096): the replies of the calls the app polls carry an `ETag` (a hash of the reply's
 * bytes), and a poll that sends it back in `If-None-Match` while the reply is still the same is answered
 * `304 Not Modified` with no body — the chat room's once-a-second poll of an unchanged conversation costs its headers
 * alone. The call still runs (the journal has it; a read changes nothing). Only read calls are listed: a call that
 * changes the world is never skipped. The client sends `If-None-Match` only for a call whose reply had an ETag, so
 * against a host that sends none nothing changes (src/api/revalidate.ts).
 *
 * RFC 9110 §13.1.2 asks for 304 on GET and HEAD and 412 otherwise; these calls are POST by the spec (§7) yet reads,
 * and a PHP front answers them `304` the simplest way (`if ($etag === $_SERVER['HTTP_IF_NONE_MATCH']) { http_response_code(304); exit; }`).
 */
import { createHash } from 'node:crypto';

/** The polled read calls: the chat room's messages (1 s), the chat list (10 s), the market list (60 s). */
export const REVALIDATED_CALLS: readonly string[] = ['Webservices/group_chats', 'Webservices/chatlist', 'Webservices/game_list'];

export function revalidated(pathname: string): boolean {
  return REVALIDATED_CALLS.some((c) => pathname.endsWith(`/${c}`));
}

/** A strong validator of the reply's bytes (what the client decodes: the uncompressed text). */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this tag (a list, weak or strong, or `*`). */
export function matches(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === tag || v === `W/${tag}`;
  });
}
