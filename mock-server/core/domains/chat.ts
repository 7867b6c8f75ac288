/**
 * Chat groups run by admins: membership, messages, the admin's scripted posts, ticks and unread counts.
 *
 * Rules (spec §2 chat list / chat room, §3 ChatGroup and ChatMessage, §6 posting):
 * - **Groups** have a numeric id (the id a player types into the Join Group dialog), a name, an avatar, a verified
 *   badge, a pin, and the `messages` flag: whether members may post. The group admin (a display name, not a
 *   player) may always post; so may the players listed as the group's admins. Pin, badge and flag are the admin's
 *   (one value per group, for every member), set through the control API. On the wire, a group's `messages` is true
 *   when members may post, or when the player asking is one of its admins (the room then shows the composer).
 * - **Membership**: any player joins any group by its id, once. `group_list` lists the groups the player has not
 *   joined yet (the ones the Join dialog can take); `chatlist` the ones they have. `TotalMember` counts the players
 *   who joined (player admins included). Details show to non-members too; messages only to members.
 * - **Posting**: a member may post when the group's flag allows members to post, otherwise only admins ('Only Admin
 *   can send messages.'). The text is stored exactly as given (HTML included — the client renders text) once its
 *   trimmed form is non-empty and it is at most MAX_TEXT characters.
 * - **Ticks** of a player's own message: `sent` is the client's own state before the reply; once stored it is
 *   `delivered`; it is `read` once someone other than its sender has seen it — another member who fetched the group's
 *   chats after it arrived (joining alone is not seeing), or the admin (who has seen everything before each of the
 *   admin's posts, and on POST /__sim/groups/:id/seen). Messages of
 *   others come back `read` (the reader is looking at them). The chat list's `delivered`/`read` describe the group's
 *   last message when it is the player's own (both false otherwise).
 * - **Unread** per member: messages of others newer than the member's read mark. Fetching a group's chats moves the
 *   mark to the newest message; joining starts it at the newest message (history is not unread).
 * - **Scripted admin posts**: a group may carry a script (lines, mean gap). As the clock passes each due time the
 *   tick work posts the next line as the admin, at its due time; the gap to the next one is drawn from the group's
 *   own generator, seeded from the world's seed and the group id (so deliveries do not depend on how the clock was
 *   stepped, and the world's generator, which draws results, is left alone).
 *   A `{nn}` in a line becomes a two-digit number. The due times sit in a heap (derived, rebuilt after a load):
 *   a tick with nothing due costs one comparison; moving the clock costs O(log groups) per message it produces; a
 *   catch-up never produces more than KEEP messages per group.
 *
 * Cost: every group lookup is by id (a map); `group_chats` reads the newest LIMIT messages of one group and writes
 * the read mark only when it moved. Each group keeps its newest KEEP messages.
 */
export * from './chat/model';
export * from './chat/reading';
export * from './chat/writing';
