/**
 * The chat send flow's network actor (machines/chatSendMachine): Webservices/group_initiate_chats through the RTK
 * Query mutation, resolved with the normalized reply (a failure is a value the machine routes on). The mutation
 * invalidates the group's messages, so the poll fetches them again at once.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { fromPromise } from 'xstate';
import type { ChatSendInput } from '../../../machines/chatSendMachine';
import { serverReply, type ServerReply } from '../../../machines/types';
import { chatApi } from '../../api/chat';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

export function chatSendActors(dispatch: Dispatch) {
  return {
    send: fromPromise<ServerReply, ChatSendInput>(async ({ input }) => {
      const r = await dispatch(chatApi.endpoints.sendGroupMessage.initiate(input, { track: false })).unwrap();
      return serverReply(r);
    }),
  };
}
