/** What spec 4.8, 4.9, 5 and 8 say about the chat inbox (machines/chat.machine.ts). */
import type { SnapshotFrom } from 'xstate';
import { chatMachine, currentDraft } from '../../../machines/chat.machine.ts';
import { atStart, defineOracle, rule, type Step } from '../oracle.ts';
import { liveChangeOf, pollsWhileStreamDown } from './rules.ts';

type O = Step<SnapshotFrom<typeof chatMachine>>;
type Snapshot = O['snapshot'];

/** Ours (src/domain/chat.ts): the longest message the server takes. */
const MESSAGE_MAX = 2000;
const THREAD_CALLS = ['loadMessages', 'pollMessages', 'createConversation', 'sendMessage'];

const open = (o: O) => o.has('open');
const sending = (s: Snapshot | undefined) => s?.hasTag('sending') ?? false;
const draft = (s: Snapshot) => currentDraft(s.context);
const threadQuiet = (s: Snapshot) => !Object.keys(s.children).some((id) => THREAD_CALLS.includes(id));

export const chatOracle = defineOracle(chatMachine, [
  rule('invariant', 'closed at first', atStart, (o) => !open(o)),
  rule(
    'invariant',
    'closed, nothing is asked',
    (o) => !open(o),
    (o) => o.running().length === 0,
  ),
  rule(
    'spec 4.9',
    'once loaded, the list shows loaded with conversations and empty without, also after a send adds one',
    (o) => open(o) && !o.has('conversationsLoading'),
    (o) =>
      o.has('conversationsLoaded') === o.context.conversations.length > 0 &&
      o.has('conversationsEmpty') === (o.context.conversations.length === 0),
  ),
  rule(
    'invariant',
    'open, the inbox shows the list loading, loaded or empty',
    open,
    (o) =>
      ['conversationsLoading', 'conversationsLoaded', 'conversationsEmpty'].filter((tag) => o.has(tag))
        .length === 1,
  ),
  rule(
    'spec 4.8',
    'opening the inbox loads the conversation list and shows the message section',
    (o) => o.on('inbox.opened'),
    (o) => open(o) && o.running().includes('loadConversations') && o.has('sectionShown'),
  ),
  rule(
    'spec 5',
    'an empty or whitespace search resets the results at once',
    (o) => o.on('search.changed') && String(o.event.query).trim() === '',
    (o) => o.context.results.length === 0 && !o.has('searching') && !o.running().includes('searchMembers'),
  ),
  rule(
    'spec 5',
    'a member search waits 500 ms after the last change',
    (o) => o.started('searchMembers'),
    (o) => o.msSinceEvent('search.changed') === 500,
  ),
  rule(
    'spec 4.8',
    'picking a search result opens a new conversation (or the existing one)',
    (o) => o.on('member.picked') && !sending(o.previous),
    (o) =>
      o.context.results.length === 0 && (o.has('newConversation') || o.running().includes('loadMessages')),
  ),
  rule(
    'spec 4.8',
    'picking a conversation loads its messages',
    (o) => o.on('conversation.picked') && !sending(o.previous),
    (o) => o.running().includes('loadMessages') && o.has('sectionShown'),
  ),
  rule(
    'spec 4.8',
    'send is refused while the message is empty (or over the length limit) and while a send is in progress',
    (o) => o.on('message.send'),
    (o) => {
      const text = draft(o.previous!).trim();
      const allowed = !sending(o.previous) && text !== '' && Array.from(text).length <= MESSAGE_MAX;
      return sending(o.snapshot) === (allowed || sending(o.previous));
    },
  ),
  rule(
    'spec 4.8',
    'while sending, the message on its way is the non-empty draft',
    (o) => sending(o.snapshot),
    (o) => {
      const outgoing = o.context.outgoing ?? '';
      return outgoing !== '' && Array.from(outgoing).length <= MESSAGE_MAX;
    },
  ),
  rule(
    'spec 4.8',
    'the first message of a new conversation creates the conversation first',
    (o) => o.on('message.send') && o.had('newConversation') && sending(o.snapshot),
    (o) => o.running().includes('createConversation') && !o.running().includes('sendMessage'),
  ),
  rule(
    'spec 4.8',
    'then the message is sent',
    (o) => o.on('xstate.done.actor.createConversation'),
    (o) => o.running().includes('sendMessage'),
  ),
  rule(
    'spec 8',
    "a failed conversation creation shows 'Failed to add conversation. Please try again.' and keeps the text",
    (o) => o.on('xstate.error.actor.createConversation'),
    (o) =>
      o.toasts().some((t) => t.title === 'Failed to add conversation. Please try again.') &&
      draft(o.snapshot) === draft(o.previous!),
  ),
  rule(
    'invariant',
    'a failed send keeps the text with an error',
    (o) => o.on('xstate.error.actor.sendMessage'),
    (o) =>
      !sending(o.snapshot) && draft(o.snapshot) === draft(o.previous!) && (o.context.sendError ?? '') !== '',
  ),
  pollsWhileStreamDown(
    'domain chat.ts',
    'an open thread asks for newer messages 2 s after the last answer, while the stream of changes is down',
    'pollMessages',
    threadQuiet,
    2000,
  ),
  rule(
    'domain live.ts',
    'otherwise an open thread asks when the stream opens, or brings a message of its conversation',
    (o) => o.started('pollMessages') && !o.event.type.startsWith('xstate.after.'),
    (o) =>
      o.on('live.up') ||
      (o.on('live.changed') &&
        o.context.selection?.kind === 'conversation' &&
        liveChangeOf(o.event).data.conversationId === o.context.selection.conversation.id),
  ),
  rule(
    'spec 4.8',
    'the message section can be hidden and shown',
    (o) => o.on('section.hidden') || o.on('section.shown'),
    (o) => o.has('sectionShown') === o.on('section.shown'),
  ),
]);
