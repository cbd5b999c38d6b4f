/** Samples of the stream-of-changes machine (live.machine.ts) for the catalogue and the model tests. */
import type { CatalogueSamples } from './catalogueTypes.ts';
import type { liveMachine } from './live.machine.ts';

export const liveSamples: CatalogueSamples<typeof liveMachine> = {
  events: () => [
    { type: 'session.loggedIn' },
    { type: 'session.loggedOut' },
    { type: 'stream.retryNow' },
    { type: 'stream.opened' },
    {
      type: 'stream.changed',
      change: { id: 41, kind: 'chat.message', accountId: null, data: { conversationId: 7, messageId: 90 } },
    },
    { type: 'stream.reset' },
    { type: 'stream.ended' },
    { type: 'stream.failed', error: new Error('Network error: unable to reach the server.') },
  ],
  // The retry delay doubles with each failure in a row: whether there was one is what the graph tells apart.
  guardState: (snapshot) => ({
    failed: snapshot.context.failures > 0,
    resumes: snapshot.context.lastEventId !== null,
  }),
};
