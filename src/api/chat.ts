/** Chat groups. The room polls groupChats every second (pollingInterval: 1000 in the screen). */
import { api } from './api';
import { bare, shaped, ws } from './define';
import type { Normalized } from './normalize';
import { pickGroup0, pickGroups, pickMessages, type ChatGroupView, type ChatMessageView } from './views';

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Webservices/chatlist (user_id): the player's groups. */
    chatList: build.query<Normalized<ChatGroupView[]>, void>({
      query: () => ws('chatlist', {}),
      transformResponse: shaped(pickGroups, []),
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** Webservices/group_list (user_id). */
    groupList: build.query<Normalized<ChatGroupView[]>, void>({
      query: () => ws('group_list', {}),
      transformResponse: shaped(pickGroups, []),
      providesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
    /** Webservices/group_details (groupid, user_id): data[0] or null. */
    groupDetails: build.query<Normalized<ChatGroupView | null>, { groupId: string }>({
      query: ({ groupId }) => ws('group_details', { groupid: groupId }),
      transformResponse: shaped(pickGroup0, null),
      providesTags: (_r, _e, { groupId }) => [{ type: 'Chat', id: `group-${groupId}` }],
    }),
    /** Webservices/group_chats (groupid, user_id): the messages. */
    groupChats: build.query<Normalized<ChatMessageView[]>, { groupId: string }>({
      query: ({ groupId }) => ws('group_chats', { groupid: groupId }),
      transformResponse: shaped(pickMessages, []),
      providesTags: (_r, _e, { groupId }) => [{ type: 'Chat', id: `messages-${groupId}` }],
    }),
    /** Webservices/group_initiate_chats (groupid, user_id, body): send a message. */
    sendGroupMessage: build.mutation<Normalized<null>, { groupId: string; body: string }>({
      query: ({ groupId, body }) => ws('group_initiate_chats', { groupid: groupId, body }),
      transformResponse: bare,
      invalidatesTags: (_r, _e, { groupId }) => [
        { type: 'Chat', id: `messages-${groupId}` },
        { type: 'Chat', id: 'LIST' },
      ],
    }),
    /** Webservices/group_add (user_id, group_id): join a group by id. */
    joinGroup: build.mutation<Normalized<null>, { groupId: string }>({
      query: ({ groupId }) => ws('group_add', { group_id: groupId }),
      transformResponse: bare,
      invalidatesTags: [{ type: 'Chat', id: 'LIST' }],
    }),
  }),
});

export const {
  useChatListQuery,
  useGroupListQuery,
  useGroupDetailsQuery,
  useGroupChatsQuery,
  useSendGroupMessageMutation,
  useJoinGroupMutation,
} = chatApi;
