/** The chat calls (src/api/chat.ts) against the reference server, in process, on its seeded demo data. */
import { describe, expect, it } from 'vitest';
import { chatCalls, type ChatCalls } from '../../../src/api/chat.ts';
import { ApiError } from '../../../src/api/client.ts';
import { chatMessages } from '../../../src/domain/chat.ts';
import { chatToast } from '../../../src/features/chat/chatLogic.ts';
import { VIEWER, type LoggedIn } from '../server/support.ts';
import { seededServer } from './clientSupport.ts';

const CHATSTART = { username: 'chatstart@demo.test', password: 'demo1234' };
const CHATREPLY = { username: 'chatreply@demo.test', password: 'demo1234' };

const live = seededServer({ chatstart: CHATSTART, chatreply: CHATREPLY, viewer: VIEWER });

/** The calls as `who`, sent straight to the in-process app. */
function callsAs(who: LoggedIn): ChatCalls {
  return chatCalls(live.clientAs(who));
}

describe('chatCalls', () => {
  it('lists and searches the members I can chat with', async () => {
    const { chatstart, chatreply } = live.as;
    const calls = callsAs(chatstart);
    const members = await calls.getAllMemberslist();
    expect(members.map((m) => `${m.firstName} ${m.lastName}`)).toEqual(['Rory Chatreply']);
    await expect(calls.searchAllMembers('rory')).resolves.toEqual([
      expect.objectContaining({ id: chatreply.user.id, email: 'chatreply@demo.test' }),
    ]);
    await expect(calls.searchAllMembers('nobody-like-this')).resolves.toEqual([]);
  });

  it('creates a conversation, sends, reads the thread and the newer messages only', async () => {
    const { chatstart, chatreply } = live.as;
    const chatCorner = live.accounts['Chat Corner']!;
    const start = callsAs(chatstart);
    await expect(start.getMembersConversationlist(chatreply.user.id)).resolves.toEqual([]);
    const conversation = await start.addOrUpdateConversation({
      memberId1: chatstart.user.id,
      memberId2: chatreply.user.id,
      title: 'Hi Rory',
      account_id: chatCorner,
    });
    expect(conversation).toMatchObject({ firstName: 'Rory', lastName: 'Chatreply', unread: 0 });
    await expect(start.getMembersConversationlist(chatreply.user.id)).resolves.toEqual([
      expect.objectContaining({ id: conversation.id }),
    ]);

    const first = await start.getMemberschatMessages({
      message: '  Hi Rory  ',
      conversationId: conversation.id,
      memberId: chatstart.user.id,
      account_id: chatCorner,
    });
    expect(first).toMatchObject({
      conversationId: conversation.id,
      memberId: chatstart.user.id,
      message: 'Hi Rory',
    });

    const reply = callsAs(chatreply);
    const [listed] = await reply.getAllConversationlist();
    expect(listed).toMatchObject({ id: conversation.id, firstName: 'Chloe', title: 'Hi Rory', unread: 1 });

    const second = await reply.getMemberschatMessages({
      message: 'Hello Chloe',
      conversationId: conversation.id,
      memberId: chatreply.user.id,
      account_id: chatCorner,
    });
    const thread = await start.getAllMessagelist(conversation.id);
    expect(thread.map((m) => m.message)).toEqual(['Hi Rory', 'Hello Chloe']);
    await expect(start.getAllMessagelist(conversation.id, first.id)).resolves.toEqual([second]);
    await expect(start.getAllMessagelist(conversation.id, second.id)).resolves.toEqual([]);
  });

  it('lists notifications with the unread count and marks them read', async () => {
    const reply = callsAs(live.as.chatreply);
    const before = await reply.getNotifications();
    expect(before.unread).toBeGreaterThanOrEqual(1);
    const unreadIds = before.notifications.filter((n) => !n.read).map((n) => n.id);
    expect(before.notifications[0]).toMatchObject({ kind: 'message', title: 'Chloe Chatstart: Hi Rory' });
    await expect(reply.readNotifications(unreadIds)).resolves.toBe(unreadIds.length);
    await expect(reply.getNotifications()).resolves.toMatchObject({ unread: 0 });
  });

  it("fails with the server's message on a refusal", async () => {
    const [conversation] = await callsAs(live.as.chatstart).getAllConversationlist();
    const error = await callsAs(live.as.viewer)
      .getAllMessagelist(conversation!.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 403, message: chatMessages.notInConversation });
  });
});

describe('chatToast', () => {
  it('keeps a short title and moves a long one, uncut, into the message', () => {
    expect(chatToast({ tone: 'error', title: 'Short' })).toEqual({ tone: 'error', title: 'Short' });
    expect(chatToast({ tone: 'error', title: chatMessages.conversationFailed })).toEqual({
      tone: 'error',
      title: 'Conversation not added',
      message: 'Failed to add conversation. Please try again.',
    });
  });
});
