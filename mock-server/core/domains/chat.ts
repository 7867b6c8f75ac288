/** Chat groups run by admins: membership, messages, ticks and unread counts. */

export interface ChatSlice {
  groups: unknown[];
  lastMessageId: number;
}

export const initChat = (): ChatSlice => ({ groups: [], lastMessageId: 0 });
