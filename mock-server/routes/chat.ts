/** Chat groups on the wire (their domain comes next; until then every call answers 404). */
import { PENDING, type WsRoutes } from './types';

export const ws: WsRoutes<'chatlist' | 'group_list' | 'group_add' | 'group_details' | 'group_chats' | 'group_initiate_chats'> = {
  chatlist: PENDING,
  group_list: PENDING,
  group_add: PENDING,
  group_details: PENDING,
  group_chats: PENDING,
  group_initiate_chats: PENDING,
};
