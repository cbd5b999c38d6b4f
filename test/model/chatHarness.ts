/**
 * The chat machine on a SimulatedClock with fake effects, and its fixtures: shared by chat.test.ts and
 * chatSending.test.ts.
 */
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { vi } from 'vitest';
import {
  chatMachine,
  currentDraft,
  type ChatTag,
  type CreateConversationInput,
  type SendMessageInput,
} from '../../machines/chat.machine.ts';
import { sampleConversation as conversation } from '../../machines/chat.samples.ts';
import type { ChatConversation, ChatMember, ChatMessage } from '../../src/domain/chat.ts';
import { flush } from './harness.ts';

export const ME = 1;
export const ACCOUNT = 9;

const member = (id: number, firstName: string): ChatMember => ({
  id,
  firstName,
  lastName: 'Member',
  email: `${firstName.toLowerCase()}@demo.test`,
  isOnline: 1,
});

export const message = (id: number, conversationId = 7, text = `Message ${id}`): ChatMessage => ({
  id,
  conversationId,
  memberId: 3,
  message: text,
  created_at: '2026-11-22T10:00:00.000Z',
});

export const veraChat = conversation(7, 3);
export const maxChat = conversation(8, 2, '2026-11-20T09:00:00.000Z');
export const vera = member(3, 'Vera');
export const max = member(2, 'Max');

export interface Options {
  conversations?: ChatConversation[];
  messages?: (input: { conversationId: number }) => Promise<ChatMessage[]>;
  send?: (input: SendMessageInput) => Promise<ChatMessage>;
  create?: (input: CreateConversationInput) => Promise<ChatConversation>;
}

let nextMessageId = 100;

export function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const effects: string[] = [];
  const loadConversations = vi.fn((_input: { accountId: number }) =>
    Promise.resolve(options.conversations ?? [veraChat, maxChat]),
  );
  const searchMembers = vi.fn((_input: { query: string }) => Promise.resolve([vera, max]));
  const loadMessages = vi.fn(
    options.messages ??
      ((input: { conversationId: number }) => Promise.resolve([message(40, input.conversationId)])),
  );
  const pollMessages = vi.fn((_input: { conversationId: number; after: number }) =>
    Promise.resolve([] as ChatMessage[]),
  );
  const createConversation = vi.fn(
    options.create ??
      ((input: CreateConversationInput) =>
        Promise.resolve({ ...conversation(8, input.memberId), title: '' })),
  );
  const sendMessage = vi.fn(
    options.send ??
      ((input: SendMessageInput) =>
        Promise.resolve({
          id: nextMessageId++,
          conversationId: input.conversationId,
          memberId: input.userId,
          message: input.message,
          created_at: '2026-11-22T11:00:00.000Z',
        })),
  );
  const showToast = vi.fn<(toast: { tone: 'error'; title: string }) => void>();
  const logFailure = vi.fn<(what: string, error: unknown) => void>();
  const machine = chatMachine.provide({
    actors: {
      loadConversations: fromPromise<ChatConversation[], { accountId: number }>(({ input }) =>
        loadConversations(input),
      ),
      searchMembers: fromPromise<ChatMember[], { query: string }>(({ input }) => searchMembers(input)),
      loadMessages: fromPromise<ChatMessage[], { conversationId: number }>(({ input }) => {
        effects.push(`loadMessages ${input.conversationId}`);
        return loadMessages(input);
      }),
      pollMessages: fromPromise<ChatMessage[], { conversationId: number; after: number }>(({ input }) =>
        pollMessages(input),
      ),
      createConversation: fromPromise<ChatConversation, CreateConversationInput>(({ input }) => {
        effects.push(`createConversation ${input.memberId} ${input.title}`);
        return createConversation(input);
      }),
      sendMessage: fromPromise<ChatMessage, SendMessageInput>(({ input }) => {
        effects.push(`sendMessage ${input.conversationId} ${input.message}`);
        return sendMessage(input);
      }),
    },
    actions: {
      showToast: (_, toast) => {
        effects.push(`toast ${toast.title}`);
        showToast(toast);
      },
      logFailure: (_, { what, error }) => logFailure(what, error),
    },
  });
  const actor = createActor(machine, { clock, input: { userId: ME, accountId: ACCOUNT } }).start();
  const context = () => actor.getSnapshot().context;
  const has = (tag: ChatTag) => actor.getSnapshot().hasTag(tag);
  const draft = () => currentDraft(context());
  const type = (text: string) => actor.send({ type: 'draft.changed', text });
  return {
    actor,
    clock,
    effects,
    context,
    has,
    draft,
    type,
    loadConversations,
    searchMembers,
    loadMessages,
    pollMessages,
    createConversation,
    sendMessage,
    showToast,
    logFailure,
  };
}

export type Started = ReturnType<typeof start>;

/** Opens the inbox and lets the list load. */
export async function opened(options: Options = {}): Promise<Started> {
  const started = start(options);
  started.actor.send({ type: 'inbox.opened' });
  await flush();
  return started;
}

/** Opens the inbox, picks Vera's conversation and lets its messages load. */
export async function inVeraThread(options: Options = {}): Promise<Started> {
  const started = await opened(options);
  started.actor.send({ type: 'conversation.picked', conversation: veraChat });
  await flush();
  return started;
}

/** Opens the inbox (no conversation with Max... unless given), searches 'max' and picks him. */
export async function withMaxPicked(options: Options = {}): Promise<Started> {
  const started = await opened({ conversations: [veraChat], ...options });
  started.actor.send({ type: 'search.changed', query: 'max' });
  started.clock.increment(500);
  await flush();
  started.actor.send({ type: 'member.picked', member: max });
  await flush();
  return started;
}
