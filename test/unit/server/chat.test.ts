import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  THREAD_MESSAGE_LIMIT,
  addOrUpdateConversationResponse,
  conversationsResponse,
  membersResponse,
  messagesResponse,
  sendMessageResponse,
} from '../../../src/contract/chat.ts';
import { CHAT_MESSAGE_MAX_LENGTH, chatMessages } from '../../../src/domain/chat.ts';
import { messages as httpMessages } from '../../../src/server/http.ts';
import { RATE_LIMITS } from '../../../src/server/rateLimit.ts';
import { likePattern } from '../../../src/server/routes/chat.ts';
import { seed } from '../../../src/server/seed.ts';
import { SEED_THREAD_MESSAGES } from '../../../src/server/seedChat.ts';
import {
  MANY,
  NO_SUCH_ACCOUNT,
  OWNER,
  VIEWER,
  call,
  logIn,
  seededServer,
  type CallOptions,
  type LoggedIn,
} from './support.ts';

const CHATSTART = { username: 'chatstart@demo.test', password: 'demo1234' };
const CHATREPLY = { username: 'chatreply@demo.test', password: 'demo1234' };

const t = seededServer({
  owner: OWNER,
  viewer: VIEWER,
  many: MANY,
  chatstart: CHATSTART,
  chatreply: CHATREPLY,
});

const as = (who: LoggedIn, method: string, path: string, options: CallOptions = {}) =>
  call(t.server.app, method, path, { ...options, token: who.token });
/** addOrUpdateConversation of `who` for the pair, on `account`. */
const conversation = (who: LoggedIn, memberId1: number, memberId2: number, account: number, title = '') =>
  as(who, 'POST', '/api/addOrUpdateConversation', {
    body: { memberId1, memberId2, title, account_id: account },
  });

async function conversationsOf(who: LoggedIn) {
  const answer = await as(who, 'GET', '/api/getAllConversationlist');
  expect(answer.status).toBe(200);
  return v.parse(conversationsResponse, answer.json).data ?? [];
}

async function startChat(): Promise<number> {
  const answer = await conversation(t.chatstart, t.chatstart.user.id, t.chatreply.user.id, t.chatCorner);
  expect(answer.status).toBe(200);
  return v.parse(addOrUpdateConversationResponse, answer.json).data!.id;
}

const send = (who: LoggedIn, conversationId: number, message: string, memberId = who.user.id) =>
  as(who, 'POST', '/api/getMemberschatMessages', {
    body: { message, conversationId, memberId, account_id: 0 },
  });

async function thread(who: LoggedIn, conversationId: number, after?: number) {
  const answer = await as(
    who,
    'GET',
    `/api/getAllMessagelist/${conversationId}${after === undefined ? '' : `?after=${after}`}`,
  );
  expect(answer.status).toBe(200);
  const parsed = v.parse(messagesResponse, answer.json);
  return { messages: parsed.data ?? [], rows: parsed.rows };
}

const NOT_IN = { status: 403, message: chatMessages.notInConversation, data: null };

describe('seeded chat', () => {
  it('has the long owner <-> viewer thread and nothing for chatstart or chatreply', async () => {
    const rows = await t.server.db.query<{ count: number }>(
      `select count(*)::int as count from messages m join conversations c on c.id = m.conversation_id
       join users a on a.id = c.member_id1 join users b on b.id = c.member_id2
       where a.email = 'owner@demo.test' and b.email = 'viewer@demo.test'`,
    );
    expect(rows[0]!.count).toBe(SEED_THREAD_MESSAGES);
    expect(SEED_THREAD_MESSAGES).toBe(600);
    const none = await t.server.db.query(
      'select 1 from conversations where member_id1 = any($1) or member_id2 = any($1)',
      [[t.chatstart.user.id, t.chatreply.user.id]],
    );
    expect(none).toHaveLength(0);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const count = () =>
      t.server.db.query<{ c: number; m: number; n: number }>(
        `select (select count(*)::int from conversations) as c, (select count(*)::int from messages) as m,
                (select count(*)::int from notifications) as n`,
      );
    const before = await count();
    expect(await seed(t.server.db, t.server.clock.now())).toEqual([]);
    expect(await count()).toEqual(before);
  });
});

describe('GET /api/getAllMemberslist', () => {
  it('lists the members of my accounts but me, sorted by name', async () => {
    const answer = await as(t.owner, 'GET', '/api/getAllMemberslist');
    expect(answer.status).toBe(200);
    const members = v.parse(membersResponse, answer.json).data ?? [];
    expect(members.map((m) => m.email)).toEqual(['many@demo.test', 'viewer@demo.test']);
    expect(members[0]).toEqual({
      id: t.many.user.id,
      firstName: 'Max',
      lastName: 'Many',
      email: 'many@demo.test',
      isOnline: 0,
    });
  });

  it('shows who is online', async () => {
    await as(t.chatreply, 'POST', '/api/auth/setonline', { body: { isOnline: 1 } });
    const answer = await as(t.chatstart, 'GET', '/api/getAllMemberslist');
    const members = v.parse(membersResponse, answer.json).data ?? [];
    expect(members.map((m) => [m.email, m.isOnline])).toEqual([['chatreply@demo.test', 1]]);
    await as(t.chatreply, 'POST', '/api/auth/setonline', { body: { isOnline: 0 } });
  });

  it('needs a session', async () => {
    const answer = await call(t.server.app, 'GET', '/api/getAllMemberslist');
    expect(answer.status).toBe(401);
    expect(answer.text).toBe('unauthorized access');
  });

  it('refuses an accountId header of an account that is not mine', async () => {
    const answer = await as(t.chatstart, 'GET', '/api/getAllMemberslist', {
      headers: { accountId: String(t.acme) },
    });
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
  });
});

describe('POST /api/searchAllMembers', () => {
  const search = async (who: LoggedIn, username: string) => {
    const answer = await as(who, 'POST', '/api/searchAllMembers', { body: { username } });
    expect(answer.status).toBe(200);
    return (v.parse(membersResponse, answer.json).data ?? []).map((m) => m.email);
  };

  it('matches e-mail, first or last name, whatever the case', async () => {
    expect(await search(t.owner, 'VERA')).toEqual(['viewer@demo.test']);
    expect(await search(t.owner, 'many@')).toEqual(['many@demo.test']);
    expect(await search(t.owner, 'viewer')).toEqual(['viewer@demo.test']);
    expect(await search(t.owner, 'max many')).toEqual(['many@demo.test']);
    expect(await search(t.owner, 'demo.test')).toEqual(['many@demo.test', 'viewer@demo.test']);
  });

  it('never finds me or members of other accounts', async () => {
    expect(await search(t.owner, 'olivia')).toEqual([]);
    expect(await search(t.owner, 'chloe')).toEqual([]);
  });

  it('answers [] for a blank text', async () => {
    expect(await search(t.owner, '   ')).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    const [user] = await t.server.db.query<{ id: number }>(
      `insert into users (email, password_hash, first_name, last_name) values ('percent@demo.test', 'x', '100%', 'Baker')
       returning id`,
    );
    await t.server.db.query(
      'insert into account_memberships (user_id, account_id, account_role) values ($1, $2, 2)',
      [user!.id, t.chatCorner],
    );
    expect(await search(t.chatstart, '%')).toEqual(['percent@demo.test']);
    expect(await search(t.chatstart, '0%')).toEqual(['percent@demo.test']);
    expect(await search(t.chatstart, '_')).toEqual([]);
    expect(likePattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
    await t.server.db.query('delete from users where id = $1', [user!.id]);
  });

  it('refuses a missing username', async () => {
    const answer = await as(t.owner, 'POST', '/api/searchAllMembers', { body: {} });
    expect(answer.status).toBe(400);
  });
});

describe('GET /api/getAllConversationlist', () => {
  it("lists the owner's seeded conversations, newest activity first, with unread counts", async () => {
    const list = await conversationsOf(t.owner);
    expect(list.map((c) => [c.firstName, c.lastName, c.unread])).toEqual([
      ['Vera', 'Viewer', 1],
      ['Max', 'Many', 1],
    ]);
    expect(Date.parse(list[0]!.updated_at)).toBeGreaterThan(Date.parse(list[1]!.updated_at));
    expect(list[0]!.title).not.toBe('');
    expect(list[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers [] for a user without conversations', async () => {
    const networker = await logIn(t.server.app, { username: 'networker@demo.test', password: 'demo1234' });
    expect(await conversationsOf(networker)).toEqual([]);
  });
});

describe('GET /api/getMembersConversationlist/:memberId', () => {
  it('answers my conversation with that member, or []', async () => {
    const answer = await as(t.owner, 'GET', `/api/getMembersConversationlist/${t.viewer.user.id}`);
    expect(answer.status).toBe(200);
    const list = v.parse(conversationsResponse, answer.json).data ?? [];
    expect(list.map((c) => c.firstName)).toEqual(['Vera']);
    const none = await as(t.owner, 'GET', `/api/getMembersConversationlist/${t.chatstart.user.id}`);
    expect(none.json).toMatchObject({ status: 200, data: [] });
  });

  it('refuses a bad id', async () => {
    const answer = await as(t.owner, 'GET', '/api/getMembersConversationlist/abc');
    expect(answer.status).toBe(400);
  });
});

describe('GET /api/getAllMessagelist/:conversationId', () => {
  it('answers the long thread oldest first, and reading it marks it and its notifications read', async () => {
    const [conversation] = await conversationsOf(t.owner);
    expect(conversation!.unread).toBe(1);
    const unreadBefore = await t.server.db.query<{ count: number }>(
      'select count(*)::int as count from notifications where user_id = $1 and conversation_id = $2 and read_at is null',
      [t.owner.user.id, conversation!.id],
    );
    expect(unreadBefore[0]!.count).toBe(1);

    const { messages, rows } = await thread(t.owner, conversation!.id);
    expect(rows).toBe(SEED_THREAD_MESSAGES);
    expect(messages).toHaveLength(Math.min(SEED_THREAD_MESSAGES, THREAD_MESSAGE_LIMIT));
    const ids = messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(messages[0]!.memberId).toBe(t.owner.user.id);
    expect(messages[1]!.memberId).toBe(t.viewer.user.id);
    expect(messages.at(-1)!.message).toBe(conversation!.title);
    const days = (Date.parse(messages.at(-1)!.created_at) - Date.parse(messages[0]!.created_at)) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);

    expect((await conversationsOf(t.owner))[0]!.unread).toBe(0);
    const unreadAfter = await t.server.db.query<{ count: number }>(
      'select count(*)::int as count from notifications where user_id = $1 and conversation_id = $2 and read_at is null',
      [t.owner.user.id, conversation!.id],
    );
    expect(unreadAfter[0]!.count).toBe(0);
  });

  it('is a 403 for a conversation I am not part of, and for one that does not exist', async () => {
    const id = await startChat();
    const answer = await as(t.viewer, 'GET', `/api/getAllMessagelist/${id}`);
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(NOT_IN);
    const missing = await as(t.viewer, 'GET', '/api/getAllMessagelist/999999');
    expect(missing.status).toBe(403);
    expect(missing.json).toEqual(NOT_IN);
  });

  it('refuses a bad id or after', async () => {
    expect((await as(t.owner, 'GET', '/api/getAllMessagelist/x')).status).toBe(400);
    const id = await startChat();
    expect((await as(t.chatstart, 'GET', `/api/getAllMessagelist/${id}?after=x`)).status).toBe(400);
  });
});

describe('POST /api/addOrUpdateConversation', () => {
  it('creates the conversation once: the same id for either order', async () => {
    const first = await startChat();
    const again = await startChat();
    expect(again).toBe(first);
    const swapped = await conversation(
      t.chatreply,
      t.chatreply.user.id,
      t.chatstart.user.id,
      t.chatCorner,
      'hi',
    );
    expect(swapped.status).toBe(200);
    const data = v.parse(addOrUpdateConversationResponse, swapped.json).data!;
    expect(data.id).toBe(first);
    // The other member's name, for the caller.
    expect([data.firstName, data.lastName]).toEqual(['Chloe', 'Chatstart']);
    expect(data.memberId1).toBe(t.chatstart.user.id);
  });

  it('answers the conversation shape of the contract', async () => {
    const answer = await conversation(t.owner, t.owner.user.id, t.many.user.id, t.acme);
    expect(answer.status).toBe(200);
    const data = v.parse(addOrUpdateConversationResponse, answer.json).data!;
    expect(data).toMatchObject({ firstName: 'Max', lastName: 'Many', memberId1: t.owner.user.id });
    expect(typeof data.unread).toBe('number');
  });

  it('is a 403 unless I am one of the two members', async () => {
    const answer = await conversation(t.owner, t.viewer.user.id, t.many.user.id, t.acme);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ message: chatMessages.onlyAsYourself });
  });

  it('is a 403 with someone who shares no account with me', async () => {
    const answer = await conversation(t.chatstart, t.chatstart.user.id, t.owner.user.id, t.chatCorner);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ message: chatMessages.notAMember });
  });

  it('is a 400 with myself', async () => {
    const answer = await conversation(t.chatstart, t.chatstart.user.id, t.chatstart.user.id, t.chatCorner);
    expect(answer.status).toBe(400);
  });

  it("is a 404 for another account's account_id", async () => {
    const answer = await conversation(t.chatstart, t.chatstart.user.id, t.chatreply.user.id, t.acme);
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual(NO_SUCH_ACCOUNT);
  });
});

describe('POST /api/getMemberschatMessages (send)', () => {
  it('stores plain text as sent, updates the title, notifies only the other member', async () => {
    const id = await startChat();
    const notificationsOf = (userId: number) =>
      t.server.db.query<{ title: string; conversation_id: number }>(
        'select title, conversation_id from notifications where user_id = $1 order by id',
        [userId],
      );
    const senderBefore = (await notificationsOf(t.chatstart.user.id)).length;
    const text = '<script>alert(1)</script> & "quotes"';
    const answer = await send(t.chatstart, id, `  ${text}  `);
    expect(answer.status).toBe(200);
    const sent = v.parse(sendMessageResponse, answer.json).data!;
    expect(sent).toMatchObject({ conversationId: id, memberId: t.chatstart.user.id, message: text });

    const { messages } = await thread(t.chatstart, id);
    expect(messages.at(-1)).toEqual(sent);

    const mine = (await conversationsOf(t.chatstart)).find((c) => c.id === id)!;
    expect(mine.title).toBe(text);
    expect(mine.unread).toBe(0);
    const theirs = (await conversationsOf(t.chatreply)).find((c) => c.id === id)!;
    expect(theirs.unread).toBe(1);
    expect(theirs.updated_at).toBe(sent.created_at);

    const received = await notificationsOf(t.chatreply.user.id);
    expect(received.at(-1)).toEqual({ title: `Chloe Chatstart: ${text}`, conversation_id: id });
    expect(await notificationsOf(t.chatstart.user.id)).toHaveLength(senderBefore);

    // Reading marks it read for the reader.
    await thread(t.chatreply, id);
    expect((await conversationsOf(t.chatreply)).find((c) => c.id === id)!.unread).toBe(0);
  });

  it('with after, answers only the newer messages', async () => {
    const id = await startChat();
    const first = v.parse(sendMessageResponse, (await send(t.chatstart, id, 'first')).json).data!;
    await send(t.chatreply, id, 'second');
    await send(t.chatstart, id, 'third');
    const newer = await thread(t.chatreply, id, first.id);
    expect(newer.messages.map((m) => m.message)).toEqual(['second', 'third']);
    expect(newer.rows).toBeGreaterThanOrEqual(3);
  });

  it('is a 403 when sending as someone else', async () => {
    const id = await startChat();
    const answer = await send(t.chatstart, id, 'pretending', t.chatreply.user.id);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ message: chatMessages.onlyAsYourself });
  });

  it('is a 403 for a conversation I am not part of, or that does not exist', async () => {
    const id = await startChat();
    const answer = await send(t.viewer, id, 'hello');
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual(NOT_IN);
    expect((await send(t.viewer, 999_999, 'hello')).json).toEqual(NOT_IN);
  });

  it('refuses an over-long or empty message', async () => {
    const id = await startChat();
    const long = await send(t.chatstart, id, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect(long.json).toMatchObject({ message: chatMessages.messageTooLong, field: 'message' });
    expect((await send(t.chatstart, id, 'é'.repeat(CHAT_MESSAGE_MAX_LENGTH))).status).toBe(200);
    const blank = await send(t.chatstart, id, ' \n\t ');
    expect(blank.status).toBe(400);
    expect(blank.json).toMatchObject({ message: 'message: message is required' });
  });

  it("is a 404 for another account's account_id", async () => {
    const id = await startChat();
    const answer = await as(t.chatstart, 'POST', '/api/getMemberschatMessages', {
      body: { message: 'hi', conversationId: id, memberId: t.chatstart.user.id, account_id: t.acme },
    });
    expect(answer.status).toBe(404);
  });

  it('limits sending per user (429), and lets them send again after a minute', async () => {
    const [conversation] = (await conversationsOf(t.many)).filter((c) => c.firstName === 'Vera');
    const { limit, windowMs } = RATE_LIMITS.chatSendPerUser;
    for (let index = 0; index < limit; index += 1) {
      expect((await send(t.many, conversation!.id, `message ${index}`)).status).toBe(200);
    }
    const refused = await send(t.many, conversation!.id, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ message: httpMessages.tooManyAttempts });
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    // Another user is not affected.
    expect((await send(t.viewer, conversation!.id, 'still fine')).status).toBe(200);
    t.server.clock.advance(windowMs + 1000);
    expect((await send(t.many, conversation!.id, 'later')).status).toBe(200);
  });
});
