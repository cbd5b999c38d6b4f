/** Samples of the chat inbox machine (chat.machine.ts) for the catalogue and the model tests. */
import { isSendable, type ChatConversation, type ChatMessage } from '../src/domain/chat.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';
import { currentDraft, type chatMachine } from './chat.machine.ts';

/** A conversation of user 1 with member `memberId` (named Vera Viewer), last updated at `updatedAt`. */
export const sampleConversation = (
  id: number,
  memberId: number,
  updatedAt = '2026-11-21T09:00:00.000Z',
): ChatConversation => ({
  id,
  firstName: 'Vera',
  lastName: 'Viewer',
  title: 'See you at the bakery',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: updatedAt,
  memberId1: 1,
  memberId2: memberId,
  unread: 0,
});

/** Vera (member 3): the conversation with her exists in the samples. */
const vera = {
  id: 3,
  firstName: 'Vera',
  lastName: 'Viewer',
  email: 'viewer@demo.test',
  isOnline: 1 as const,
};
const max = {
  id: 2,
  firstName: 'Max',
  lastName: 'Many',
  email: 'many@demo.test',
  isOnline: 0 as const,
};

/** The message user 1 sends ('Hello', in conversation 7). */
export const sampleMessage: ChatMessage = {
  id: 41,
  conversationId: 7,
  memberId: 1,
  message: 'Hello',
  created_at: '2026-11-22T10:00:00.000Z',
};

/** A message notice of the stream of changes, in conversation `conversationId`. */
export const liveMessage = (conversationId: number) => ({
  type: 'live.changed' as const,
  change: { id: 90, kind: 'chat.message' as const, accountId: null, data: { conversationId, messageId: 43 } },
});

export const chatSamples: CatalogueSamples<typeof chatMachine> = {
  inputs: [{ userId: 1, accountId: 1 }],
  events: (snapshot) => {
    const thread = (state: string) => snapshot.matches({ open: { thread: state } } as never);
    const threadIn = (state: string, child: string) =>
      snapshot.matches({ open: { thread: { [state]: child } } });
    const search = (state: string) => snapshot.matches({ open: { search: state } } as never);
    const listLoaded = snapshot.matches({ open: { list: 'loaded' } } as never);
    const typing = threadIn('conversation', 'idle') || threadIn('newConversation', 'idle');
    const busy = snapshot.hasTag('sending');
    const settled = thread('none') || typing || thread('failed');
    const quiet = search('idle') && snapshot.matches({ open: { section: 'shown' } } as never);
    // Which user events make sense from where: the user searches before picking a result (or while a message is
    // on its way, where picks are ignored), types in an idle thread, hides the section of an open thread.
    return [
      { type: 'inbox.opened' },
      { type: 'inbox.opened', conversation: sampleConversation(7, 3) },
      ...(search('idle') && settled ? [{ type: 'inbox.closed' }] : []),
      ...(thread('none') || busy
        ? [
            { type: 'search.changed', query: 'vera' },
            { type: 'search.changed', query: '   ' },
          ]
        : []),
      ...(search('showing')
        ? [
            { type: 'member.picked', member: vera },
            { type: 'member.picked', member: max },
          ]
        : []),
      ...(listLoaded && search('idle')
        ? [{ type: 'conversation.picked', conversation: sampleConversation(7, 3) }]
        : []),
      ...(typing
        ? [
            { type: 'draft.changed', text: 'Hello' },
            { type: 'draft.changed', text: '' },
          ]
        : []),
      ...(typing || threadIn('conversation', 'polling') ? [{ type: 'message.send' }] : []),
      ...(threadIn('conversation', 'idle') && search('idle')
        ? [{ type: 'section.hidden' }, { type: 'section.shown' }]
        : []),
      ...(thread('failed') ? [{ type: 'thread.retry' }] : []),
      ...(thread('none') && search('idle')
        ? [
            { type: 'conversations.updated', conversations: [sampleConversation(7, 3)] },
            { type: 'conversations.updated', conversations: [] },
          ]
        : []),
      // The stream of changes (issue 20): told while closed (the inbox mounts with the top bar) and in an open thread.
      // Only with the search idle and the section shown: the stream does not depend on them.
      ...(snapshot.matches('closed') || (quiet && threadIn('conversation', 'idle'))
        ? [{ type: 'live.up' }, { type: 'live.down' }]
        : []),
      ...(quiet && (threadIn('conversation', 'idle') || threadIn('conversation', 'polling'))
        ? [liveMessage(7), liveMessage(8)]
        : []),
      { type: 'xstate.done.actor.loadConversations', output: [sampleConversation(7, 3)] },
      { type: 'xstate.done.actor.loadConversations', output: [] },
      { type: 'xstate.done.actor.searchMembers', output: [vera, max] },
      { type: 'xstate.done.actor.loadMessages', output: [{ ...sampleMessage, id: 40, memberId: 3 }] },
      { type: 'xstate.done.actor.pollMessages', output: [{ ...sampleMessage, id: 42, memberId: 3 }] },
      { type: 'xstate.done.actor.createConversation', output: sampleConversation(8, 2) },
      { type: 'xstate.done.actor.sendMessage', output: sampleMessage },
    ];
  },
  // Guards read whether the draft can be sent, whether the conversation with Vera (member 3) exists (picking her
  // opens it) and what is selected.
  guardState: (snapshot) => ({
    sendable: isSendable(currentDraft(snapshot.context)),
    withVera: snapshot.context.conversations.some((c) => c.memberId2 === 3),
    selection: snapshot.context.selection?.kind ?? null,
    live: snapshot.context.live,
  }),
  simplePaths: false,
  onlyListedEvents: true,
};
