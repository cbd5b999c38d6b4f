/**
 * UI model of the chat inbox (machines/chat.machine.ts, spec 2.6, 4.8, 5, 8) as Chloe Chatstart (chatstart@demo.test),
 * whose only fellow member is Rory Chatreply (Chat Corner).
 *
 * - Data: the path's member is Rory, and "a conversation with him exists" is what the inbox's own list call answers.
 *   `start` makes sure the conversation exists on the server; a path whose list is empty gets an empty list answered
 *   (the real envelope), and picking Rory then starts a new conversation, which the server answers with the existing
 *   one (POST /addOrUpdateConversation creates or returns it). So every path walks the same whatever ran before.
 * - Calls: every chat call is held at the network and ended by the path's actor step (support/chatNetwork.ts), so the
 *   orders the machine allows (a send that ends while a search runs, a list that fails after a conversation was
 *   created ...) happen for real. Successes come from the real server; errors are a 500 answer.
 * - Time: Playwright's clock is paused once the page is up; only the walker's delay steps (and `conversations.updated`,
 *   which lets the bells poll once) move it, so the thread's 2 s poll and the bells' poll never fire on their own.
 * - Events: the catalogue's sample events, with Rory as the one member and his conversation as the one conversation
 *   (`events` below), and only what the view lets a user do: a message is typed and sent only while the message
 *   section is shown, Send only with a sendable text, a member picked only from a list that shows one.
 */
import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { currentDraft, type ChatContext } from '../../machines/chat.machine.ts';
import { liveMessage, sampleConversation, sampleMessage } from '../../machines/chat.samples.ts';
import { chatMessages, isSendable, type ChatConversation } from '../../src/domain/chat.ts';
import { logIn } from '../e2e/support/session.ts';
import { ChatNetwork, type CallKey } from './support/chatNetwork.ts';
import { ControlledStream, streamSteps } from './support/liveStream.ts';
import type { StepContext, UiModel, UiPath, WalkContext } from './support/uiModel.ts';

const CHATSTART = { username: 'chatstart@demo.test', password: 'demo1234' };
const RORY = 'Rory Chatreply';
const TEXT = 'Hello';

// ---------------------------------------------------------------------------------------------------------------
// Events: the catalogue's, with one member (Rory) and one conversation (with him)

const roryConversation: ChatConversation = {
  ...sampleConversation(7, 3),
  firstName: 'Rory',
  lastName: 'Chatreply',
  title: TEXT,
};
const rory = {
  id: 3,
  firstName: 'Rory',
  lastName: 'Chatreply',
  email: 'chatreply@demo.test',
  isOnline: 0 as const,
};
const sample = { ...sampleMessage, message: TEXT };

type ChatSnapshot = { matches(value: unknown): boolean; hasTag(tag: string): boolean; context: ChatContext };

export function chatEvents(snapshot: ChatSnapshot): AnyEventObject[] {
  const thread = (state: string) => snapshot.matches({ open: { thread: state } });
  const threadIn = (state: string, child: string) =>
    snapshot.matches({ open: { thread: { [state]: child } } });
  const search = (state: string) => snapshot.matches({ open: { search: state } });
  const sectionShown = snapshot.matches({ open: { section: 'shown' } });
  const listLoaded = snapshot.matches({ open: { list: 'loaded' } });
  const typing = sectionShown && (threadIn('conversation', 'idle') || threadIn('newConversation', 'idle'));
  const busy = snapshot.hasTag('sending');
  const settled =
    thread('none') ||
    threadIn('conversation', 'idle') ||
    threadIn('newConversation', 'idle') ||
    thread('failed');
  const draft = currentDraft(snapshot.context);
  const quiet = search('idle') && sectionShown;
  return [
    { type: 'inbox.opened' },
    { type: 'inbox.opened', conversation: roryConversation },
    ...(search('idle') && settled ? [{ type: 'inbox.closed' }] : []),
    // The catalogue searches from no thread or mid-send; the section hidden is a third place the search is the
    // next thing to do (picking a result shows the section again).
    ...(thread('none') || busy || !sectionShown
      ? [
          { type: 'search.changed', query: 'rory' },
          { type: 'search.changed', query: '   ' },
        ]
      : []),
    ...(search('showing') && snapshot.context.results.length > 0
      ? [{ type: 'member.picked', member: rory }]
      : []),
    ...(listLoaded && search('idle')
      ? [{ type: 'conversation.picked', conversation: roryConversation }]
      : []),
    ...(typing
      ? [
          ...(draft !== TEXT ? [{ type: 'draft.changed', text: TEXT }] : []),
          ...(draft !== '' ? [{ type: 'draft.changed', text: '' }] : []),
        ]
      : []),
    ...(sectionShown && (typing || threadIn('conversation', 'polling')) && isSendable(draft)
      ? [{ type: 'message.send' }]
      : []),
    ...(threadIn('conversation', 'idle') && search('idle') && sectionShown
      ? [{ type: 'section.hidden' }]
      : []),
    ...(snapshot.matches({ open: { section: 'hidden' } }) ? [{ type: 'section.shown' }] : []),
    ...(thread('failed') && sectionShown ? [{ type: 'thread.retry' }] : []),
    ...(thread('none') && search('idle')
      ? [
          { type: 'conversations.updated', conversations: [roryConversation] },
          { type: 'conversations.updated', conversations: [] },
        ]
      : []),
    // The stream of changes, as the catalogue lists it (machines/chat.samples.ts).
    ...(snapshot.matches('closed') || (quiet && threadIn('conversation', 'idle'))
      ? [{ type: 'live.up' }, { type: 'live.down' }]
      : []),
    ...(quiet && (threadIn('conversation', 'idle') || threadIn('conversation', 'polling'))
      ? [liveMessage(7), liveMessage(8)]
      : []),
    { type: 'xstate.done.actor.loadConversations', output: [roryConversation] },
    { type: 'xstate.done.actor.loadConversations', output: [] },
    { type: 'xstate.done.actor.searchMembers', output: [rory] },
    { type: 'xstate.done.actor.loadMessages', output: [{ ...sample, id: 40, memberId: 3 }] },
    { type: 'xstate.done.actor.pollMessages', output: [{ ...sample, id: 42, memberId: 3 }] },
    { type: 'xstate.done.actor.createConversation', output: roryConversation },
    { type: 'xstate.done.actor.sendMessage', output: sample },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The bells' list: what it must answer along the path

type BellsMode = 'real' | 'empty';

/**
 * What the bells' list must answer first so that the path's `inbox.opened` with a conversation finds it in the
 * message bell and each `conversations.updated` is a change; null when no first answer does.
 */
export function bellsInitial(path: UiPath): BellsMode | null {
  let initial: BellsMode | null = null;
  let now: BellsMode | null = null;
  for (const { event } of path.steps) {
    const needs = (mode: BellsMode) => {
      if (now === null) initial = now = mode;
      return now === mode;
    };
    if (event.type === 'inbox.opened' && event.conversation) {
      if (!needs('real')) return null;
    } else if (event.type === 'conversations.updated') {
      const conversations = event.conversations as unknown[];
      if (conversations.length > 0) {
        needs('empty');
        now = 'real';
      } else {
        if (!needs('real')) return null;
        now = 'empty';
      }
    }
  }
  return initial ?? 'real';
}

// ---------------------------------------------------------------------------------------------------------------
// The page

const inbox = (page: Page) => page.getByRole('dialog', { name: 'Inbox' });
const messageBell = (page: Page) => page.getByRole('button', { name: /^Messages/ });
/** The message section: queried in the DOM, since it is hidden (display: none) while the section is hidden. */
const section = (page: Page) => inbox(page).locator('section[aria-label="Messages"]');
const messageBox = (page: Page) => inbox(page).getByLabel(`Message to ${RORY}`);
const sendButton = (page: Page) => section(page).locator('button[type="submit"]');
const searchBox = (page: Page) => inbox(page).getByLabel('Search members');
const conversationList = (page: Page) => inbox(page).getByRole('list', { name: 'Conversations' });
const membersFound = (page: Page) => inbox(page).getByRole('list', { name: 'Members found' });

const net = (ctx: WalkContext) => ctx.scratch.net as ChatNetwork;

/**
 * The assertion of a region (or the root): what every state inside it shows too, so it runs once per path; the
 * states inside assert their own, more telling, view every time.
 */
const once =
  (id: string, assertion: (page: Page) => Promise<void>) =>
  async (ctx: WalkContext): Promise<void> => {
    const done = (ctx.scratch.asserted ??= new Set<string>()) as Set<string>;
    if (done.has(id)) return;
    await assertion(ctx.page);
    done.add(id);
  };

const release =
  (key: CallKey, outcome: 'server' | 'empty' | 'error') =>
  async (ctx: StepContext): Promise<void> => {
    const output = (ctx.event as { output?: unknown }).output;
    const empty = outcome === 'server' && Array.isArray(output) && output.length === 0 && key === 'list';
    await net(ctx).release(key, empty ? 'empty' : outcome);
  };

async function openBell(page: Page) {
  await messageBell(page).click();
  await expect(page.getByRole('menu', { name: 'Messages' })).toBeVisible();
}

/** A new value for an input: the event's text, told apart from what is there already (an input event is a change). */
async function fillChanged(page: Page, box: ReturnType<Page['getByLabel']>, text: string, other: string) {
  const current = await box.inputValue();
  await box.fill(current === text ? other : text);
}

async function expectEditable(page: Page) {
  await expect(messageBox(page)).toBeAttached();
  await expect(messageBox(page)).not.toHaveAttribute('readonly');
  await expect(sendButton(page)).toHaveText('Send');
}

async function expectSending(page: Page) {
  await expect(messageBox(page)).toHaveAttribute('readonly');
  await expect(sendButton(page)).toHaveText('Sending…');
  await expect(sendButton(page)).toBeDisabled();
}

export const chatModel: UiModel = {
  machine: 'chat',
  events: (snapshot) => chatEvents(snapshot),
  timeout: 90_000,
  unwalkable(path) {
    if (bellsInitial(path) === null)
      return 'the message bell cannot show a conversation and change to the lists the path asks for in that order';
    let up = false;
    for (const { event } of path.steps) {
      if (event.type === 'live.up') up = true;
      else if (event.type === 'live.down') {
        if (!up) return 'the app tells the chat the stream is lost only when it was up';
        up = false;
      } else if (event.type === 'live.changed' && !up) {
        return 'changes come only on an open stream';
      } else if (event.type === 'conversations.updated' && up) {
        return 'while the stream of changes is up the bells do not poll: they forward a list only after a change';
      }
    }
    return null;
  },
  async start(ctx) {
    const { page, path, scratch } = ctx;
    const network = new ChatNetwork(page, bellsInitial(path) ?? 'real');
    scratch.net = network;
    await network.install(ctx.live);
    scratch.stream = await ControlledStream.attach(page);
    const { token, user } = await logIn(page, CHATSTART);
    // Chloe's conversation with Rory exists on the server (a path with an empty list is answered one).
    const headers = { Authorization: `Bearer ${token}` };
    const found = await page.request.post('/api/searchAllMembers', { headers, data: { username: 'rory' } });
    const members = ((await found.json()) as { data: { id: number }[] }).data;
    const created = await page.request.post('/api/addOrUpdateConversation', {
      headers,
      data: { memberId1: user.id, memberId2: members[0]!.id, title: '', account_id: user.accountId },
    });
    expect(created.ok()).toBe(true);
    scratch.conversationId = ((await created.json()) as { data: { id: number } }).data.id;
    // The top bar is what the chat needs; the planner below may still be loading.
    await page.goto(`/${user.accountId}/contentplanner`);
    await expect(messageBell(page)).toBeVisible({ timeout: 15_000 });
    await network.bellsResting();
    // From here on, time moves only when a step says so (the page's clock runs on from the real time it started at).
    await page.clock.pauseAt(Date.now() + 5000);
  },
  states: {
    // The top bar's message bell (hidden from the accessibility tree while the modal inbox is open).
    chat: once('chat', (page) => expect(page.locator('button[aria-label^="Messages"]')).toBeAttached()),
    'chat.closed': async ({ page }) => {
      await expect(inbox(page)).toHaveCount(0);
    },
    'chat.open': async ({ page }) => {
      await expect(inbox(page)).toBeVisible();
      await expect(searchBox(page)).toBeVisible();
    },
    // list
    'chat.open.list': once('list', (page) =>
      expect(inbox(page).getByRole('heading', { name: 'Conversations' })).toBeVisible(),
    ),
    'chat.open.list.loading': async ({ page }) => {
      await expect(inbox(page).getByText(chatMessages.noConversations)).toHaveCount(0);
      const status = inbox(page).getByRole('status').filter({ hasText: 'Loading conversations…' });
      // Loading shows its status while no list is known; a list known from before stays meanwhile.
      await expect(status.or(conversationList(page))).toBeVisible();
    },
    'chat.open.list.deciding': async ({ page }) => {
      // Passed through (always): the list or the empty text follows at once.
      await expect(
        conversationList(page).or(inbox(page).getByText(chatMessages.noConversations)),
      ).toBeVisible();
    },
    'chat.open.list.loaded': async ({ page }) => {
      await expect(conversationList(page).getByRole('button', { name: new RegExp(RORY) })).toBeVisible();
    },
    'chat.open.list.empty': async ({ page }) => {
      await expect(inbox(page).getByText(chatMessages.noConversations)).toBeVisible();
    },
    // search
    'chat.open.search': once('search', (page) => expect(searchBox(page)).toBeVisible()),
    'chat.open.search.idle': async ({ page }) => {
      // No search status and no results.
      const searchOutput = inbox(page)
        .getByText('Searching…')
        .or(membersFound(page))
        .or(inbox(page).getByText(chatMessages.noMembersFound));
      await expect(searchOutput).toHaveCount(0);
    },
    'chat.open.search.debouncing': async ({ page }) => {
      await expect(inbox(page).getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
    },
    'chat.open.search.searching': async ({ page }) => {
      await expect(inbox(page).getByRole('status').filter({ hasText: 'Searching…' })).toBeVisible();
    },
    'chat.open.search.showing': async ({ page }) => {
      await expect(inbox(page).getByText('Searching…')).toHaveCount(0);
      const found = membersFound(page).getByRole('button', { name: new RegExp(RORY) });
      await expect(found.or(inbox(page).getByText(chatMessages.noMembersFound))).toBeVisible();
    },
    // thread (asserted in the DOM: the section may be hidden)
    'chat.open.thread': once('thread', (page) => expect(section(page)).toBeAttached()),
    'chat.open.thread.routing': async ({ page }) => {
      // Passed through (always): decides between none, loading and a new conversation.
      await expect(section(page)).toBeAttached();
    },
    'chat.open.thread.none': async ({ page }) => {
      await expect(section(page)).toContainText('Pick a conversation, or search for a member to start one.');
    },
    'chat.open.thread.loading': async ({ page }) => {
      await expect(section(page).locator('h3')).toHaveText(RORY);
      await expect(section(page)).toContainText('Loading messages…');
      await expect(messageBox(page)).toHaveCount(0);
    },
    'chat.open.thread.failed': async ({ page }) => {
      await expect(section(page).locator('[role="alert"]')).toContainText(chatMessages.threadFailed);
      await expect(section(page).getByText('Retry')).toBeAttached();
    },
    'chat.open.thread.conversation': async ({ page }) => {
      await expect(section(page).locator('h3')).toHaveText(RORY);
      await expect(section(page).locator(`ol[aria-label="Messages with ${RORY}"]`)).toBeAttached();
    },
    'chat.open.thread.conversation.idle': async ({ page }) => expectEditable(page),
    'chat.open.thread.conversation.polling': async ({ page }) => expectEditable(page),
    'chat.open.thread.conversation.sending': async ({ page }) => expectSending(page),
    'chat.open.thread.newConversation': async ({ page }) => {
      await expect(section(page).locator('h3')).toHaveText(RORY);
      await expect(section(page)).toContainText(`No messages yet. Write the first one to ${RORY}.`);
    },
    'chat.open.thread.newConversation.idle': async ({ page }) => expectEditable(page),
    'chat.open.thread.newConversation.creating': async ({ page }) => expectSending(page),
    'chat.open.thread.newConversation.sending': async ({ page }) => expectSending(page),
    // section
    'chat.open.section': once('section', (page) =>
      expect(inbox(page).getByRole('button', { name: /^(Hide|Show) messages$/ })).toBeVisible(),
    ),
    'chat.open.section.shown': async ({ page }) => {
      await expect(inbox(page).getByRole('button', { name: 'Hide messages' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(section(page)).toBeVisible();
    },
    'chat.open.section.hidden': async ({ page }) => {
      await expect(inbox(page).getByRole('button', { name: 'Show messages' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(section(page)).toBeHidden();
    },
  },
  actions: {
    'inbox.opened': async (ctx) => {
      const { page, event } = ctx;
      await net(ctx).armList();
      await openBell(page);
      const item = event.conversation
        ? page.getByRole('menuitem', { name: new RegExp(RORY) })
        : page.getByRole('menuitem', { name: 'More' });
      await item.click();
      await expect(inbox(page)).toBeVisible();
    },
    'inbox.closed': async ({ page }) => {
      await inbox(page).getByRole('button', { name: 'Close', exact: true }).click();
    },
    'conversations.updated': async (ctx) => {
      const conversations = ctx.event.conversations as unknown[];
      net(ctx).changeBells(conversations.length > 0 ? 'real' : 'empty');
      await net(ctx).bellsResting();
      // The bells ask every 2 s: let them ask once.
      await ctx.page.clock.runFor(2000);
    },
    'search.changed': async ({ page, event }) => {
      const query = event.query as string;
      await fillChanged(
        page,
        searchBox(page),
        query === 'rory' ? 'rory' : query,
        query === 'rory' ? 'ror' : '  ',
      );
    },
    'member.picked': async ({ page }) => {
      await membersFound(page)
        .getByRole('button', { name: new RegExp(RORY) })
        .click();
    },
    'conversation.picked': async ({ page }) => {
      await conversationList(page)
        .getByRole('button', { name: new RegExp(RORY) })
        .click();
    },
    'draft.changed': async ({ page, event }) => {
      await messageBox(page).fill(event.text as string);
    },
    'message.send': async ({ page }) => {
      await expect(sendButton(page)).toBeEnabled();
      await sendButton(page).click();
    },
    // The stream of changes (support/liveStream.ts): opened (or, open, says changes were missed), ended, or a
    // message notice in Rory's conversation (the sample's 7) or another one.
    ...streamSteps(({ scratch }) => scratch.stream as ControlledStream),
    'live.changed': ({ scratch, event }) => {
      const rorys = scratch.conversationId as number;
      const change = event.change as { data: { conversationId: number } };
      (scratch.stream as ControlledStream).send('chat.message', {
        conversationId: change.data.conversationId === 7 ? rorys : rorys + 100_000,
        messageId: 1,
      });
      return Promise.resolve();
    },
    'thread.retry': async ({ page }) => {
      await section(page).getByRole('button', { name: 'Retry' }).click();
    },
    'section.hidden': async ({ page }) => {
      await inbox(page).getByRole('button', { name: 'Hide messages' }).click();
    },
    'section.shown': async ({ page }) => {
      await inbox(page).getByRole('button', { name: 'Show messages' }).click();
    },
    // Actor results: the held call goes to the real server (or an error is answered).
    'xstate.done.actor.loadConversations': release('list', 'server'),
    'xstate.done.actor.searchMembers': release('search', 'server'),
    'xstate.done.actor.loadMessages': release('messages', 'server'),
    'xstate.done.actor.pollMessages': release('messages', 'server'),
    'xstate.done.actor.createConversation': release('create', 'server'),
    'xstate.done.actor.sendMessage': release('send', 'server'),
    'xstate.error.actor.loadConversations': release('list', 'error'),
    'xstate.error.actor.searchMembers': release('search', 'error'),
    'xstate.error.actor.loadMessages': release('messages', 'error'),
    'xstate.error.actor.pollMessages': release('messages', 'error'),
    'xstate.error.actor.createConversation': release('create', 'error'),
    'xstate.error.actor.sendMessage': release('send', 'error'),
  },
};
