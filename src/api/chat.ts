/** Chat groups. The room polls groupChats every second (pollingInterval: 1000 in the screen). */
import { api } from './api';
import { bare, shaped, shapedList, USER, ws } from './define';
import type { Normalized } from './normalize';
import { pickGroup0, pickGroups, pickMessages, type ChatGroupView, type ChatMessageView } from './views';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Webservices/chatlist (user_id): the player's groups. */
    chatList: build.query<Normalized<ChatGroupView[]>, void>({
      query: () => ws('chatlist', { user_id: USER }),
      transformResponse: shapedList(pickGroups, []),
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** Webservices/group_list (user_id). */
    groupList: build.query<Normalized<ChatGroupView[]>, void>({
      query: () => ws('group_list', { user_id: USER }),
      transformResponse: shapedList(pickGroups, []),
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** Webservices/group_details (groupid, user_id): data[0] or null. */
    groupDetails: build.query<Normalized<ChatGroupView | null>, { groupId: string }>({
      query: ({ groupId }) => ws('group_details', { user_id: USER, groupid: groupId }),
      transformResponse: shaped(pickGroup0, null),
      providesTags: (_r, _e, { groupId }) => [{ type: 'Chat', id: `group-${groupId}` }],
    }),
    /**
     * Webservices/group_chats (groupid, user_id): the messages. Polled every second, so a reply equal to the cached
     * one changes nothing (the cached objects stay, and nothing re-renders), a changed message replaces only itself,
     * and a failed poll keeps the messages already shown (see mergeMessages).
     */
    groupChats: build.query<Normalized<ChatMessageView[]>, { groupId: string }>({
      query: ({ groupId }) => ws('group_chats', { user_id: USER, groupid: groupId }),
      transformResponse: shapedList(pickMessages, []),
      merge: mergeMessages,
      providesTags: (_r, _e, { groupId }) => [{ type: 'Chat', id: `messages-${groupId}` }],
    }),
    /** Webservices/group_initiate_chats (groupid, user_id, body): send a message. */
    sendGroupMessage: build.mutation<Normalized<null>, { groupId: string; body: string }>({
      query: ({ groupId, body }) => ws('group_initiate_chats', { user_id: USER, groupid: groupId, body }),
      transformResponse: bare,
      invalidatesTags: (_r, _e, { groupId }) => [
        { type: 'Chat', id: `messages-${groupId}` },
        { type: 'Chat', id: 'LIST' },
      ],
    }),
    /** Webservices/group_add (user_id, group_id): join a group by id. */
    joinGroup: build.mutation<Normalized<null>, { groupId: string }>({
      query: ({ groupId }) => ws('group_add', { user_id: USER, group_id: groupId }),
      transformResponse: bare,
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
  }),
});

export const { useChatListQuery, useGroupDetailsQuery, useGroupChatsQuery, useJoinGroupMutation } = chatApi;

const sameMessage = (a: ChatMessageView, b: ChatMessageView) =>
  a.id === b.id && a.text === b.text && a.status === b.status && a.time === b.time && a.user === b.user && a.fromMe === b.fromMe;

const REPLY_NOTES = ['notice', 'serverText', 'outcomeUnknown'] as const;

/**
 * How a group_chats reply enters the cache (RTK Query `merge`, on an immer draft of the cached reply): only what
 * differs is written, so unchanged messages keep their objects — and an unchanged reply leaves the cache entry as it
 * was. Messages are matched by id, so a list that slides (the newest 100) keeps the objects of those still in it.
 * A failure updates kind and message but keeps the messages already shown.
 */
export function mergeMessages(cache: Normalized<ChatMessageView[]>, incoming: Normalized<ChatMessageView[]>): void {
  if (cache.kind !== incoming.kind) cache.kind = incoming.kind;
  if (cache.message !== incoming.message) cache.message = incoming.message;
  for (const k of REPLY_NOTES) {
    if (incoming[k] === undefined) {
      if (k in cache) delete cache[k];
    } else if (cache[k] !== incoming[k]) (cache as unknown as Record<string, unknown>)[k] = incoming[k];
  }
  if (incoming.kind === 'failure') return;
  const prev = cache.data;
  const next = incoming.data;
  if (prev.length === next.length && next.every((m, i) => sameMessage(prev[i] as ChatMessageView, m))) return;
  const byId = new Map(prev.map((m) => [m.id, m]));
  cache.data = next.map((m) => {
    const p = byId.get(m.id);
    return p && sameMessage(p, m) ? p : m;
  });
}
