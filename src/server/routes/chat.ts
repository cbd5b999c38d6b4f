/**
 * Chat calls of spec 7.7 (src/contract/chat.ts), mounted under /api. Their paths are not under /auth/, so each
 * route applies the session and account checks itself.
 * - The members I can chat with: every user who shares at least one account with me, never me.
 * - A conversation belongs to its two members; anyone else gets 403 (also for an id that does not exist, so ids
 *   cannot be probed).
 * - Messages are stored as the plain text sent (trimmed) and never turned into HTML; sending one also sets the
 *   conversation's title, marks it read for the sender and adds a notification for the other member, in one
 *   transaction. Sending is rate limited per user (RATE_LIMITS.chatSendPerUser).
 */
import { publishLive, publishNotificationsChanged } from '../live.ts';
import { Hono, type Context } from 'hono';
import {
  THREAD_MESSAGE_LIMIT,
  addOrUpdateConversationRequest,
  searchMembersRequest,
  sendMessageRequest,
} from '../../contract/chat.ts';
import { idField } from '../../contract/fields.ts';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessages,
  type ChatConversation,
  type ChatMember,
  type ChatMessage,
} from '../../domain/chat.ts';
import { accountScope } from '../accountScope.ts';
import type { Queryable } from '../db.ts';
import type { AppEnv, RouteDeps } from '../env.ts';
import { HttpError, badField, check, jsonBody, ok, parseBody } from '../http.ts';
import { spendAttempt } from '../rateLimit.ts';

/** At most this many members answer a search. */
export const MEMBER_SEARCH_LIMIT = 20;

const iso = (value: Date | string) => new Date(value).toISOString();

/** `text` for `ilike ... escape '\'`: `%`, `_` and `\` match themselves. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  is_online: number;
}

const toMember = (row: MemberRow): ChatMember => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  isOnline: row.is_online === 1 ? 1 : 0,
});

/** Users sharing at least one account with $1, but $1 (append more conditions with `and`). */
const MEMBERS_SQL = `
  select u.id, u.first_name, u.last_name, u.email, u.is_online from users u
  where u.id <> $1 and exists (
    select 1 from account_memberships theirs
    join account_memberships mine on mine.account_id = theirs.account_id and mine.user_id = $1
    where theirs.user_id = u.id)`;
const MEMBERS_ORDER = 'order by lower(u.first_name), lower(u.last_name), u.id';

export async function chatMembersOf(db: Queryable, userId: number): Promise<ChatMember[]> {
  const rows = await db.query<MemberRow>(`${MEMBERS_SQL} ${MEMBERS_ORDER}`, [userId]);
  return rows.map(toMember);
}

export async function searchChatMembers(db: Queryable, userId: number, text: string): Promise<ChatMember[]> {
  if (text.trim() === '') return [];
  const rows = await db.query<MemberRow>(
    `${MEMBERS_SQL} and (u.email ilike $2 escape '\\' or u.first_name ilike $2 escape '\\'
       or u.last_name ilike $2 escape '\\' or (u.first_name || ' ' || u.last_name) ilike $2 escape '\\')
     ${MEMBERS_ORDER} limit ${MEMBER_SEARCH_LIMIT}`,
    [userId, likePattern(text.trim())],
  );
  return rows.map(toMember);
}

async function isChatMember(db: Queryable, userId: number, otherId: number): Promise<boolean> {
  const rows = await db.query(`${MEMBERS_SQL} and u.id = $2`, [userId, otherId]);
  return rows.length > 0;
}

interface ConversationRow {
  id: number;
  member_id1: number;
  member_id2: number;
  title: string;
  created_at: Date | string;
  updated_at: Date | string;
  first_name: string;
  last_name: string;
  unread: number;
}

/** My conversations (`where` narrows them; $1 is me), newest activity first, shaped for me. */
async function conversationsOf(
  db: Queryable,
  userId: number,
  where = 'true',
  params: readonly unknown[] = [],
): Promise<ChatConversation[]> {
  const rows = await db.query<ConversationRow>(
    `select c.id, c.member_id1, c.member_id2, c.title, c.created_at, c.updated_at, o.first_name, o.last_name,
       (select count(*)::int from messages m
        where m.conversation_id = c.id and m.member_id <> $1 and m.id > coalesce(r.last_read_message_id, 0)) as unread
     from conversations c
     join users o on o.id = case when c.member_id1 = $1 then c.member_id2 else c.member_id1 end
     left join conversation_reads r on r.conversation_id = c.id and r.user_id = $1
     where (c.member_id1 = $1 or c.member_id2 = $1) and ${where}
     order by c.updated_at desc, c.id desc`,
    [userId, ...params],
  );
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    title: row.title,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    memberId1: row.member_id1,
    memberId2: row.member_id2,
    unread: row.unread,
  }));
}

/** The conversation if `userId` is one of its members, else null (also when it does not exist). */
async function conversationFor(db: Queryable, userId: number, conversationId: number) {
  const rows = await db.query<{ id: number; member_id1: number; member_id2: number }>(
    `select id, member_id1, member_id2 from conversations
     where id = $1 and (member_id1 = $2 or member_id2 = $2)`,
    [conversationId, userId],
  );
  return rows[0] ?? null;
}

/** Marks the conversation read by `userId` up to `messageId` (never backwards). */
export async function markRead(db: Queryable, conversationId: number, userId: number, messageId: number) {
  await db.query(
    `insert into conversation_reads (conversation_id, user_id, last_read_message_id) values ($1, $2, $3)
     on conflict (conversation_id, user_id)
     do update set last_read_message_id = greatest(conversation_reads.last_read_message_id, excluded.last_read_message_id)`,
    [conversationId, userId, messageId],
  );
}

interface MessageRow {
  id: number;
  conversation_id: number;
  member_id: number;
  message: string;
  created_at: Date | string;
}

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  memberId: row.member_id,
  message: row.message,
  created_at: iso(row.created_at),
});

const MESSAGE_COLUMNS = 'id, conversation_id, member_id, message, created_at';

export function chatRoutes({ db, clock, limits, session }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  const member = accountScope({ db });
  const me = (c: Context<AppEnv>) => c.get('session').userId;

  routes.get('/getAllMemberslist', session, member, async (c) => ok(c, await chatMembersOf(db, me(c))));

  routes.post('/searchAllMembers', session, member, async (c) => {
    const { username } = await parseBody(c, searchMembersRequest);
    return ok(c, await searchChatMembers(db, me(c), username));
  });

  routes.get('/getAllConversationlist', session, member, async (c) =>
    ok(c, await conversationsOf(db, me(c))),
  );

  routes.get('/getMembersConversationlist/:memberId', session, member, async (c) => {
    const memberId = check(idField('memberId'), c.req.param('memberId'), 'memberId');
    const userId = me(c);
    if (memberId === userId) return ok(c, []);
    return ok(c, await conversationsOf(db, userId, '(c.member_id1 = $2 or c.member_id2 = $2)', [memberId]));
  });

  routes.get('/getAllMessagelist/:conversationId', session, member, async (c) => {
    const conversationId = check(idField('conversationId'), c.req.param('conversationId'), 'conversationId');
    const afterRaw = c.req.query('after');
    const after =
      afterRaw === undefined || afterRaw === '' ? null : check(idField('after'), afterRaw, 'after');
    const userId = me(c);
    const answer = await db.transaction(async (tx) => {
      const conversation = await conversationFor(tx, userId, conversationId);
      if (!conversation) return null;
      const rows =
        after === null
          ? await tx.query<MessageRow>(
              `select * from (select ${MESSAGE_COLUMNS} from messages where conversation_id = $1
                 order by id desc limit ${THREAD_MESSAGE_LIMIT}) newest order by id`,
              [conversationId],
            )
          : await tx.query<MessageRow>(
              `select ${MESSAGE_COLUMNS} from messages where conversation_id = $1 and id > $2
               order by id limit ${THREAD_MESSAGE_LIMIT}`,
              [conversationId, after],
            );
      const stats = await tx.query<{ total: number; newest: number | null }>(
        'select count(*)::int as total, max(id) as newest from messages where conversation_id = $1',
        [conversationId],
      );
      const { total, newest } = stats[0] ?? { total: 0, newest: null };
      if (newest !== null) await markRead(tx, conversationId, userId, newest);
      const read = await tx.query(
        `update notifications set read_at = $3
         where user_id = $1 and conversation_id = $2 and read_at is null returning id`,
        [userId, conversationId, clock.now().toISOString()],
      );
      // The reader's other tabs update their bells (issue 20).
      if (read.length > 0) await publishNotificationsChanged(tx, [userId]);
      return { messages: rows.map(toMessage), total };
    });
    if (!answer) throw new HttpError(403, chatMessages.notInConversation);
    return ok(c, answer.messages, { rows: answer.total });
  });

  routes.post('/addOrUpdateConversation', session, member, async (c) => {
    const body = await parseBody(c, addOrUpdateConversationRequest);
    const userId = me(c);
    if (body.memberId1 !== userId && body.memberId2 !== userId) {
      throw new HttpError(403, chatMessages.onlyAsYourself);
    }
    const otherId = body.memberId1 === userId ? body.memberId2 : body.memberId1;
    if (otherId === userId) throw badField('memberId2', 'You cannot start a conversation with yourself.');
    if (!(await isChatMember(db, userId, otherId))) throw new HttpError(403, chatMessages.notAMember);
    const now = clock.now().toISOString();
    await db.query(
      `insert into conversations (member_id1, member_id2, account_id, title, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5)
       on conflict ((least(member_id1, member_id2)), (greatest(member_id1, member_id2))) do nothing`,
      [body.memberId1, body.memberId2, body.account_id === 0 ? null : body.account_id, body.title, now],
    );
    const [conversation] = await conversationsOf(db, userId, '(c.member_id1 = $2 or c.member_id2 = $2)', [
      otherId,
    ]);
    if (!conversation) throw new Error('the conversation was neither created nor found');
    return ok(c, conversation);
  });

  routes.post('/getMemberschatMessages', session, member, async (c) => {
    // The domain's wording for an over-long message (the SPA counts down to the same limit).
    const raw = await jsonBody(c);
    if (typeof raw.message === 'string' && Array.from(raw.message.trim()).length > CHAT_MESSAGE_MAX_LENGTH) {
      throw new HttpError(400, chatMessages.messageTooLong, 'message');
    }
    const body = await parseBody(c, sendMessageRequest);
    const userId = me(c);
    if (body.memberId !== userId) throw new HttpError(403, chatMessages.onlyAsYourself);
    const refused = await spendAttempt(c, [[limits.chatSendPerUser, String(userId)]]);
    if (refused) return refused;
    const now = clock.now().toISOString();
    const sent = await db.transaction(async (tx) => {
      const conversation = await conversationFor(tx, userId, body.conversationId);
      if (!conversation) return null;
      const [row] = await tx.query<MessageRow>(
        `insert into messages (conversation_id, member_id, message, created_at) values ($1, $2, $3, $4)
         returning ${MESSAGE_COLUMNS}`,
        [conversation.id, userId, body.message, now],
      );
      if (!row) throw new Error('the message was not stored');
      await tx.query('update conversations set title = $2, updated_at = $3 where id = $1', [
        conversation.id,
        body.message,
        now,
      ]);
      await markRead(tx, conversation.id, userId, row.id);
      const otherId = conversation.member_id1 === userId ? conversation.member_id2 : conversation.member_id1;
      await tx.query(
        `insert into notifications (user_id, kind, title, conversation_id, created_at)
         select $1, 'message', u.first_name || ' ' || u.last_name || ': ' || $3::text, $2, $4
         from users u where u.id = $5`,
        [otherId, conversation.id, body.message, now, userId],
      );
      // Both members' tabs are told at commit, on whichever instance they are connected (issue 20), and the other
      // member's bells of the notification just added.
      await publishLive(tx, {
        kind: 'chat.message',
        userIds: [userId, otherId],
        data: { conversationId: conversation.id, messageId: row.id },
      });
      await publishNotificationsChanged(tx, [otherId]);
      return toMessage(row);
    });
    if (!sent) throw new HttpError(403, chatMessages.notInConversation);
    return ok(c, sent);
  });

  return routes;
}
