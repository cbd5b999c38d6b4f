/**
 * The SPA's polls and automatic refreshes are background calls (they do not keep the session alive, spec 4.3), and
 * what the person does is not: the actors the app provides to the machines pass `background` accordingly.
 */
import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ChatCalls } from '../../src/api/chat.ts';
import type { RequestOptions } from '../../src/api/client.ts';
import type { MonthRequest, PostCalls } from '../../src/api/posts.ts';
import { noCounts } from '../../src/domain/calendarCounts.ts';
import { createQueryClient } from '../../src/api/queries/client.ts';
import type { SocialCalls } from '../../src/api/social.ts';
import { timings } from '../../src/domain/constants.ts';
import type { ChatConversation } from '../../src/domain/chat.ts';
import { AUTO_DISCONNECT_POLL_MS } from '../../src/domain/social.ts';
import { bellsLogic, chatLogic } from '../../src/features/chat/chatLogic.ts';
import { plannerLogic } from '../../src/features/planner/plannerLogic.ts';
import { autoDisconnectLogic } from '../../src/features/social/socialLogic.ts';

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether each recorded call was marked as background. */
const backgroundFlags = (mock: { mock: { calls: unknown[][] } }, optionsAt: number) =>
  mock.mock.calls.map((args) => (args[optionsAt] as RequestOptions | undefined)?.background === true);

const conversation: ChatConversation = {
  id: 7,
  firstName: 'Vera',
  lastName: 'Viewer',
  title: 'Hello',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
  memberId1: 1,
  memberId2: 3,
  unread: 0,
};

function chatCallsFake() {
  const calls = {
    getAllConversationlist: vi.fn((_options?: RequestOptions) => Promise.resolve([conversation])),
    getNotifications: vi.fn((_options?: RequestOptions) => Promise.resolve({ notifications: [], unread: 0 })),
    getAllMessagelist: vi.fn((_id: number, _after?: number, _options?: RequestOptions) =>
      Promise.resolve([]),
    ),
  };
  return { calls, chatCalls: calls as unknown as ChatCalls };
}

describe('background calls', () => {
  it("the planner's 5-second refresh is background; loading the calendar is not", async () => {
    const getCalendarMonth = vi.fn((_request: MonthRequest, _options?: RequestOptions) =>
      Promise.resolve({ posts: [], total: 0, counts: { days: {}, undated: noCounts() } }),
    );
    const getUserTimeZone = vi.fn(() => Promise.resolve('Europe/London'));
    const calls = { getCalendarMonth, getUserTimeZone } as unknown as PostCalls;
    const clock = new SimulatedClock();
    const logic = plannerLogic({
      calls,
      showToast: () => {},
      cache: createQueryClient(),
      now: () => new Date('2026-07-01T12:00:00Z'),
    });
    const actor = createActor(logic, { input: { accountId: 1 }, clock }).start();
    await flush();
    clock.increment(timings.plannerRefresh);
    await flush();
    clock.increment(timings.plannerRefresh);
    await flush();
    expect(backgroundFlags(getCalendarMonth, 1)).toEqual([false, true, true]);
    actor.stop();
  });

  it("the bells' poll is background", async () => {
    const { calls, chatCalls } = chatCallsFake();
    const clock = new SimulatedClock();
    const actor = createActor(bellsLogic({ calls: chatCalls }), { clock }).start();
    actor.send({ type: 'session.loggedIn' });
    await flush();
    clock.increment(timings.chatPoll);
    await flush();
    expect(backgroundFlags(calls.getAllConversationlist, 0)).toEqual([true, true]);
    expect(backgroundFlags(calls.getNotifications, 0)).toEqual([true, true]);
    actor.stop();
  });

  it("an open thread's poll is background; opening the inbox and the thread is not", async () => {
    const { calls, chatCalls } = chatCallsFake();
    const clock = new SimulatedClock();
    const actor = createActor(chatLogic({ calls: chatCalls, showToast: () => {} }), {
      input: { userId: 1, accountId: 1 },
      clock,
    }).start();
    actor.send({ type: 'inbox.opened', conversation });
    await flush();
    clock.increment(timings.chatPoll);
    await flush();
    expect(backgroundFlags(calls.getAllConversationlist, 0)).toEqual([false]);
    expect(backgroundFlags(calls.getAllMessagelist, 2)).toEqual([false, true]);
    actor.stop();
  });

  it('the auto-disconnect check (every 60 s) is background', async () => {
    const checkAutoDisconnect = vi.fn((_accountId: number, _options?: RequestOptions) => Promise.resolve([]));
    const calls = { checkAutoDisconnect } as unknown as SocialCalls;
    const clock = new SimulatedClock();
    const actor = createActor(autoDisconnectLogic(calls), { input: { accountId: 1 }, clock }).start();
    await flush();
    clock.increment(AUTO_DISCONNECT_POLL_MS);
    await flush();
    expect(backgroundFlags(checkAutoDisconnect, 1)).toEqual([true, true]);
    actor.stop();
  });
});
