/** Samples of the message and notification bells machine (bells.machine.ts) for the catalogue and the model tests. */
import type { bellsMachine } from './bells.machine.ts';
import type { CatalogueSamples } from './catalogueTypes.ts';

const notification = (id: number, read: boolean) => ({
  id,
  kind: 'message' as const,
  title: 'Olivia Owner: the croissants are ready',
  conversationId: 7,
  created_at: '2026-11-22T10:00:00.000Z',
  read,
});

export const bellsSamples: CatalogueSamples<typeof bellsMachine> = {
  events: () => [
    {
      type: 'xstate.done.actor.loadUpdates',
      output: { conversations: [], notifications: [notification(1, false)], unread: 1 },
    },
    {
      type: 'xstate.done.actor.loadUpdates',
      output: { conversations: [], notifications: [notification(1, true)], unread: 0 },
    },
  ],
  guardState: (snapshot) => ({
    unreadShown: snapshot.context.notifications.some((n) => !n.read),
    marking: snapshot.context.marking.length > 0,
    live: snapshot.context.live,
  }),
  // The stream doubles the graph: its shortest paths cover it; the simple ones would be some 12,000.
  simplePaths: false,
};
